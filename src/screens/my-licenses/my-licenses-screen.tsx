// My licences (/my-licenses, spec §2): summary counts, the table, and the shared licence
// detail dialog in user view (read-only) on row click.
import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { MyLicense } from '../../api/schemas/license.ts';
import { useMyLicenses } from '../../api/self-service.ts';
import { TRUNCATE } from '../../shared/constants.ts';
import { formatDate, truncate } from '../../shared/format.ts';
import { myLicenses as t, selfService } from '../../shared/messages/self-service.ts';
import { LicenseDetailDialog } from '../licenses/license-detail-dialog.tsx';
import { useCurrentUser } from '../shared/current-user.tsx';
import { Page } from '../shared/page.tsx';
import { ErrorState, LoadingRows } from '../shared/query-state.tsx';
import { StatCard, StatCards } from '../shared/stat-cards.tsx';
import { licenseStatusView } from '../shared/status.ts';
import { StatusTag } from '../shared/status-tag.tsx';
import { countMyLicenses } from './license-counts.ts';
import { maxActivationsOf, toLicenseDetail } from './to-license-detail.ts';

const shortKey = (l: MyLicense) => truncate(l.key, TRUNCATE.myLicenseKey);
const NOWRAP = { whiteSpace: 'nowrap' } as const;

export function MyLicensesScreen() {
  const licenses = useMyLicenses();
  const [selected, setSelected] = useState<MyLicense | null>(null);
  const counts = useMemo(() => countMyLicenses(licenses.data ?? []), [licenses.data]);
  // The licences are the signed-in user's own, so the dialog can name them.
  const me = useCurrentUser();
  const owner = me?.display_name || me?.username || me?.email;
  const detail = useMemo(() => (selected ? { ...toLicenseDetail(selected), userName: owner } : null), [selected, owner]);

  let content;
  if (licenses.isPending) content = <LoadingRows rows={5} label={t.tableLabel} />;
  else if (licenses.isError) content = <ErrorState message={selfService.myLicensesFailed} onRetry={() => void licenses.refetch()} />;
  else
    content = (
      <>
        <StatCards label={t.summaryLabel}>
          <StatCard title={t.total} icon="pi pi-key" value={counts.total} />
          <StatCard title={t.active} icon="pi pi-check-circle" value={counts.active} />
          <StatCard title={t.inactive} icon="pi pi-pause-circle" value={counts.inactive} />
          <StatCard title={t.expiredOrInvalid} icon="pi pi-times-circle" value={counts.expiredOrInvalid} />
        </StatCards>
        <DataTable<MyLicense[]>
          value={licenses.data}
          dataKey="id"
          emptyMessage={t.empty}
          // Single selection makes the rows clickable and reachable by keyboard (Enter).
          selectionMode="single"
          selection={selected}
          onSelectionChange={(e) => setSelected((e.value as MyLicense | null) ?? null)}
          pt={{ table: { 'aria-label': t.tableLabel } }}
        >
          <Column field="key" header={t.key} body={(l: MyLicense) => (
              <code title={l.key} style={NOWRAP}>
                {shortKey(l)}
              </code>
            )} />
          <Column field="status" header={t.status} bodyStyle={NOWRAP} body={(l: MyLicense) => <StatusTag view={licenseStatusView(l.status)} />} />
          <Column field="currentActivations" header={t.currentActivations} />
          <Column header={t.maxActivations} body={(l: MyLicense) => maxActivationsOf(l)} />
          <Column field="createdAt" header={t.createdAt} body={(l: MyLicense) => formatDate(l.createdAt)} />
          <Column field="expiresAt" header={t.expiresAt} body={(l: MyLicense) => formatDate(l.expiresAt, selfService.noExpiry)} />
          <Column
            header={t.detail}
            body={(l: MyLicense) => (
              // The row opens on click; this button is the keyboard way in.
              <Button
                type="button"
                icon="pi pi-eye"
                text
                rounded
                aria-label={t.detailOf(shortKey(l))}
                onClick={(e) => {
                  e.stopPropagation();
                  setSelected(l);
                }}
              />
            )}
          />
        </DataTable>
      </>
    );

  return (
    <Page title={t.title}>
      {content}
      <LicenseDetailDialog license={detail} mode="user" onHide={() => setSelected(null)} />
    </Page>
  );
}
