// The licence list of My page (GET /licenses/user): id, status chip, 'used / max', expiry.
import { Card } from 'primereact/card';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { ProfileLicense } from '../../api/schemas/license.ts';
import { useUserLicenses } from '../../api/self-service.ts';
import { formatDate } from '../../shared/format.ts';
import { myPage as t, selfService } from '../../shared/messages/self-service.ts';
import { ErrorState, LoadingRows } from '../shared/query-state.tsx';
import { profileLicenseStatusView } from '../shared/status.ts';
import { StatusTag } from '../shared/status-tag.tsx';

export function ProfileLicenses() {
  const licenses = useUserLicenses();
  return (
    <Card
      role="region"
      aria-labelledby="profile-licenses-title"
      title={
        <h2 id="profile-licenses-title" style={{ fontSize: '1.25rem', margin: 0 }}>
          {t.licensesTitle}
        </h2>
      }
    >
      {licenses.isPending ? (
        <LoadingRows rows={3} />
      ) : licenses.isError ? (
        <ErrorState message={t.licensesFailed} onRetry={() => void licenses.refetch()} />
      ) : (
        <DataTable<ProfileLicense[]>
          value={licenses.data}
          dataKey="id"
          emptyMessage={t.licensesEmpty}
          pt={{ table: { 'aria-label': t.licensesTitle } }}
        >
          <Column field="id" header={t.licenseId} body={(l: ProfileLicense) => <code>{l.id}</code>} />
          <Column field="status" header={t.status} bodyStyle={{ whiteSpace: 'nowrap' }} body={(l: ProfileLicense) => <StatusTag view={profileLicenseStatusView(l.status)} />} />
          <Column header={t.activations} body={(l: ProfileLicense) => `${l.activationCount} / ${l.maxActivations}`} />
          <Column field="expiryDate" header={t.expiry} body={(l: ProfileLicense) => formatDate(l.expiryDate, selfService.noExpiry)} />
        </DataTable>
      )}
    </Card>
  );
}
