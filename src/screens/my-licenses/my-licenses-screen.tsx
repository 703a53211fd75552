// My licences (/my-licenses, docs/product.md §2): summary counts, the table, and the shared licence
// detail dialog in user view (read-only) on row click or Enter. Licences the server sent
// without an id or key are left out and counted above the list.
import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import type { MyLicense } from '../../api/schemas/licensing/license.ts';
import { useMyLicenses, useMyLicensesSkipped } from '../../api/resources/accounts/self-service.ts';
import { TRUNCATE } from '../../shared/constants.ts';
import { formatDate, truncate } from '../../shared/format.ts';
import { common } from '../../shared/messages/common.ts';
import { myLicenses as t, selfService } from '../../shared/messages/self-service.ts';
import { LicenseDetailDialog } from '../shared/license-detail/license-detail-dialog.tsx';
import { OfflineActivation } from '../shared/license-files/offline-activation-dialog.tsx';
import { useCurrentUser } from '../shared/state/current-user.tsx';
import { CopyButton } from '../shared/values/copy-button.tsx';
import { CountedList } from '../shared/list/counted-list.tsx';
import type { ListColumn } from '../../ui/table/list-table.tsx';
import { Page } from '../shared/layout/page.tsx';
import { licenseStatusView } from '../shared/values/status.ts';
import { StatusTag } from '../../ui/light/status-tag.tsx';
import { bucketOf, countMyLicenses } from './license-counts.ts';
import { maxActivationsOf, toLicenseDetail } from './to-license-detail.ts';
import { SkippedRowsNotice } from '../shared/feedback/skipped-rows-notice.tsx';

const shortKey = (l: MyLicense) => truncate(l.key, TRUNCATE.myLicenseKey);

/**
 * The chip, and where the row counts when the chip alone does not say it (docs/product.md §4: an
 * ACTIVE licence never used counts as 非アクティブ; an INACTIVE one only in the total), so that
 * the cards and the table add up.
 */
function StatusWithBucket({ license }: { license: MyLicense }) {
  const bucket = bucketOf(license);
  const note =
    bucket === null
      ? t.countedInTotalOnly
      : license.status === 'ACTIVE' && bucket === 'inactive'
        ? t.countedAsInactive
        : null;
  return (
    <span className="status-with-note">
      <StatusTag view={licenseStatusView(license.status)} />
      {note ? <small className="text-color-secondary">{note}</small> : null}
    </span>
  );
}

/** The table's columns; `open` shows a licence's detail (a row opens it too). */
function myLicenseColumns(open: (l: MyLicense) => void): ListColumn<MyLicense, never>[] {
  return [
    {
      id: 'key',
      header: t.key,
      nowrap: true,
      // The key is cut to 16 characters (docs/product.md §2); the button copies it whole.
      cell: (l) => (
        <span className="value-with-copy">
          <code title={l.key}>{shortKey(l)}</code>
          <CopyButton value={l.key} label={t.copyKeyOf(shortKey(l))} />
        </span>
      ),
    },
    { id: 'status', header: t.status, cell: (l) => <StatusWithBucket license={l} /> },
    { id: 'currentActivations', header: t.currentActivations, cell: (l) => l.currentActivations ?? common.none },
    { id: 'maxActivations', header: t.maxActivations, cell: maxActivationsOf },
    { id: 'createdAt', header: t.createdAt, cell: (l) => formatDate(l.createdAt) },
    { id: 'expiresAt', header: t.expiresAt, cell: (l) => formatDate(l.expiresAt, selfService.noExpiry) },
    {
      id: 'detail',
      header: t.detail,
      actions: true,
      // A row opens on click and on Enter; this button names the way in for screen readers.
      cell: (l) => (
        <Button
          type="button"
          icon="pi pi-search"
          text
          rounded
          aria-label={t.detailOf(shortKey(l))}
          onClick={() => open(l)}
        />
      ),
    },
  ];
}

const CARD_ICONS = {
  total: 'pi pi-key',
  active: 'pi pi-check-circle',
  inactive: 'pi pi-pause-circle',
  expiredOrInvalid: 'pi pi-times-circle',
};

export function MyLicensesScreen() {
  const licenses = useMyLicenses();
  const skipped = useMyLicensesSkipped();
  const [selected, setSelected] = useState<MyLicense | null>(null);
  const counts = useMemo(() => countMyLicenses(licenses.data ?? []), [licenses.data]);
  // The licences are the signed-in user's own, so the dialog can name them.
  const me = useCurrentUser();
  const owner = me?.display_name || me?.username || me?.email || undefined;
  const columns = useMemo(() => myLicenseColumns(setSelected), []);
  const detail = useMemo(
    () => (selected ? { ...toLicenseDetail(selected), userName: owner } : null),
    [selected, owner],
  );

  return (
    <Page title={t.title} actions={<OfflineActivation />}>
      <SkippedRowsNotice count={skipped} />
      <CountedList
        query={licenses}
        texts={t}
        failedMessage={selfService.myLicensesFailed}
        counts={counts}
        cardIcons={CARD_ICONS}
        rowKey={(l) => l.id}
        columns={columns}
        onRowOpen={setSelected}
      />
      <LicenseDetailDialog license={detail} mode="user" onHide={() => setSelected(null)} />
    </Page>
  );
}
