// The licence list of My page (GET /licenses/user): id, status chip, 'used / max', expiry.
// A status or count the server did not send shows 不明 or '-'; rows it could not read are counted above the table.
import { Card } from 'primereact/card';
import type { ProfileLicense } from '../../api/schemas/licensing/license.ts';
import { useUserLicenses, useUserLicensesSkipped } from '../../api/resources/accounts/self-service.ts';
import { formatDate } from '../../shared/format.ts';
import { common } from '../../shared/messages/common.ts';
import { myPage as t, selfService } from '../../shared/messages/self-service.ts';
import { ListTable, type ListColumn } from '../../ui/table/list-table.tsx';
import { ErrorState, LoadingRows } from '../shared/feedback/query-state.tsx';
import { profileLicenseStatusView } from '../shared/values/status.ts';
import { StatusTag } from '../../ui/light/status-tag.tsx';
import { SkippedRowsNotice } from '../shared/feedback/skipped-rows-notice.tsx';

const COLUMNS: ListColumn<ProfileLicense, never>[] = [
  { id: 'id', header: t.licenseId, cell: (l) => <code>{l.id}</code> },
  {
    id: 'status',
    header: t.status,
    nowrap: true,
    cell: (l) => <StatusTag view={profileLicenseStatusView(l.status)} />,
  },
  {
    id: 'activations',
    header: t.activations,
    cell: (l) => `${l.activationCount ?? common.none} / ${l.maxActivations ?? common.none}`,
  },
  { id: 'expiryDate', header: t.expiry, cell: (l) => formatDate(l.expiryDate, selfService.noExpiry) },
];

export function ProfileLicenses() {
  const licenses = useUserLicenses();
  const skipped = useUserLicensesSkipped();
  return (
    <Card
      role="region"
      aria-labelledby="profile-licenses-title"
      title={<h2 id="profile-licenses-title">{t.licensesTitle}</h2>}
    >
      {licenses.isPending ? (
        <LoadingRows rows={3} />
      ) : licenses.isError ? (
        <ErrorState message={t.licensesFailed} onRetry={() => void licenses.refetch()} />
      ) : (
        <>
          <SkippedRowsNotice count={skipped} />
          <ListTable<ProfileLicense, never>
            label={t.licensesTitle}
            rows={licenses.data}
            rowKey={(l) => l.id}
            columns={COLUMNS}
            emptyMessage={t.licensesEmpty}
          />
        </>
      )}
    </Card>
  );
}
