// The profile card: display name, role, email, short id, registration date and the edit button.
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import type { UserProfile } from '../../api/schemas/accounts/user.ts';
import { TRUNCATE } from '../../shared/constants.ts';
import { truncate } from '../../shared/format.ts';
import { common } from '../../shared/messages/common.ts';
import { myPage as t } from '../../shared/messages/self-service.ts';
import { roleView } from '../shared/values/status.ts';
import { StatusTag } from '../../ui/light/status-tag.tsx';
import { registrationDate } from './registration-date.ts';

const ROW = { display: 'grid', gridTemplateColumns: '8rem 1fr', gap: '0.25rem 1rem', margin: 0 } as const;

export function ProfileCard({ profile, onEdit }: { profile: UserProfile; onEdit: () => void }) {
  return (
    <Card
      role="region"
      aria-labelledby="profile-card-title"
      style={{ marginBottom: '1.5rem' }}
      title={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '1rem' }}>
          <h2 id="profile-card-title">{t.profileTitle}</h2>
          <Button type="button" label={t.editProfile} icon="pi pi-pencil" outlined onClick={onEdit} />
        </div>
      }
    >
      <dl style={ROW}>
        <dt>{t.displayName}</dt>
        <dd style={{ margin: 0 }}>{profile.display_name || common.none}</dd>
        <dt>{t.role}</dt>
        <dd style={{ margin: 0 }}>
          <StatusTag view={roleView(profile.role)} />
        </dd>
        <dt>{t.email}</dt>
        <dd style={{ margin: 0 }}>{profile.email || common.none}</dd>
        <dt>{t.userId}</dt>
        <dd style={{ margin: 0 }}>
          <code title={profile.id ?? undefined}>{truncate(profile.id, TRUNCATE.profileUserId)}</code>
        </dd>
        <dt>{t.registeredAt}</dt>
        <dd style={{ margin: 0 }}>{registrationDate(profile.created_at)}</dd>
      </dl>
    </Card>
  );
}
