// My page (/mypage, docs/product.md §2): figures, the profile and its edit dialog, the licences.
import { useState } from 'react';
import { useProfile } from '../../api/self-service.ts';
import { myPage as t, selfService } from '../../shared/messages/self-service.ts';
import { Page } from '../shared/layout/page.tsx';
import { ErrorState, LoadingRows } from '../shared/feedback/query-state.tsx';
import { ProfileCard } from './profile-card.tsx';
import { ProfileEditDialog } from './profile-edit-dialog.tsx';
import { ProfileLicenses } from './profile-licenses.tsx';
import { UserStats } from './user-stats.tsx';

export function MyPageScreen() {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);

  return (
    <Page title={t.title}>
      <UserStats />
      {profile.isPending ? (
        <LoadingRows rows={4} label={t.profileTitle} />
      ) : profile.isError ? (
        <ErrorState message={selfService.profileLoadFailed} onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <ProfileCard profile={profile.data} onEdit={() => setEditing(true)} />
          <ProfileEditDialog profile={profile.data} visible={editing} onHide={() => setEditing(false)} />
        </>
      )}
      <ProfileLicenses />
    </Page>
  );
}
