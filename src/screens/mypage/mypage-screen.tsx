// My page (/mypage, docs/product.md §2): figures, the profile and its edit dialog, the licences
// (first on a phone).
import { Fragment, useState } from 'react';
import { useProfile } from '../../api/resources/accounts/self-service.ts';
import { myPage as t, selfService } from '../../shared/messages/self-service.ts';
import { Page } from '../shared/layout/page.tsx';
import { ErrorState, LoadingRows } from '../shared/feedback/query-state.tsx';
import { ProfileCard } from './profile-card.tsx';
import { ProfileEditDialog } from './profile-edit-dialog.tsx';
import { ProfileLicenses } from './profile-licenses.tsx';
import { UserStats } from './user-stats.tsx';
import { usePhoneWidth } from '../../ui/table/phone-width.ts';

export function MyPageScreen() {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  // The dialog is made anew at each opening: a cancelled save's notice stays with the opening it was made in.
  const [opening, setOpening] = useState(0);
  // A phone shows the licences first: their rows start on the first screen, the figures follow.
  const phone = usePhoneWidth();

  const stats = <UserStats key="stats" />;
  const profileCard = profile.isPending ? (
    <LoadingRows key="profile" rows={4} label={t.profileTitle} />
  ) : profile.isError ? (
    <ErrorState key="profile" message={selfService.profileLoadFailed} onRetry={() => void profile.refetch()} />
  ) : (
    <Fragment key="profile">
      <ProfileCard
        profile={profile.data}
        onEdit={() => {
          setOpening((n) => n + 1);
          setEditing(true);
        }}
      />
      <ProfileEditDialog key={opening} profile={profile.data} visible={editing} onHide={() => setEditing(false)} />
    </Fragment>
  );
  const licences = (
    <div key="licences" className={phone ? 'mb-3' : undefined}>
      <ProfileLicenses />
    </div>
  );
  // Keyed, so a change of width moves the parts without making them again.
  return <Page title={t.title}>{phone ? [licences, stats, profileCard] : [stats, profileCard, licences]}</Page>;
}
