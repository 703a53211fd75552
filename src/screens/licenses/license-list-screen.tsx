// Licence management (spec §2 'ライセンス管理'): a lazy (server-side) table with search,
// status filter, sorting and paging; the detail dialog; admin-only create, revoke/activate
// and delete (spec §6). Re-activation runs the quota flow machine.
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from 'primereact/button';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { messageOf } from '../../api/errors.ts';
import { licenseKeys, useDeleteLicense, useLicenses, useRevokeLicense, useUpdateLicenseExpiry } from '../../api/licenses.ts';
import { LICENSE_STATUSES, type License, type LicenseSortField, type LicenseStatus } from '../../api/schemas/license.ts';
import { LIST_PAGE_SIZE_OPTIONS } from '../../shared/constants.ts';
import { formatDateTime } from '../../shared/format.ts';
import { common } from '../../shared/messages/common.ts';
import { licenseStatusLabels, licenses as t } from '../../shared/messages/licenses.ts';
import { useIsAdmin } from '../shared/current-user.tsx';
import { FetchingBar } from '../shared/fetching-bar.tsx';
import { notifyFailure } from '../shared/notify-failure.ts';
import { useNotify } from '../shared/notify.tsx';
import { Page } from '../shared/page.tsx';
import { ErrorState, LoadingRows } from '../shared/query-state.tsx';
import { ListToolbar } from '../shared/list-toolbar.tsx';
import { ListTable, type ListColumn } from '../shared/list-table/list-table.tsx';
import { StatusChip } from '../shared/status-chip.tsx';
import { licenseStatusView } from '../shared/status.ts';
import { useServerList, type StatusFilter } from '../shared/use-server-list.ts';
import { LicenseDetailDialog, type LicenseDetail } from './license-detail-dialog.tsx';
import { LicenseRowActions, LicenseRowActionsContext, type LicenseRowActionsState } from './license-row-actions.tsx';
import { QuotaShortageDialog } from './quota-shortage-dialog.tsx';
import { useLicenseActivation } from './use-license-activation.ts';


const STATUS_OPTIONS: { label: string; value: StatusFilter<LicenseStatus> }[] = [
  { label: t.allStatuses, value: 'ALL' },
  ...LICENSE_STATUSES.map((s) => ({ label: licenseStatusLabels[s], value: s })),
];

// The spec's columns (§2), with widths that fit 1280 px beside the menu (dates break at
// their space into date and time). Cells depend on the row only (actions read their
// context), so the arrays are built once and rows stay memoised.
const DATA_COLUMNS: readonly ListColumn<License, LicenseSortField>[] = [
  { id: 'key', header: t.fieldKey, sortField: 'key', width: '10rem', cell: (l) => <code>{l.key}</code> },
  { id: 'application', header: t.fieldApplication, sortField: 'applicationName', cell: (l) => l.applicationName },
  { id: 'user', header: t.fieldUserName, sortField: 'userName', width: '6.5rem', cell: (l) => l.userName },
  { id: 'status', header: t.fieldStatus, sortField: 'status', width: '6rem', nowrap: true, cell: (l) => <StatusChip view={licenseStatusView(l.status)} /> },
  {
    id: 'activations',
    header: t.fieldActivations,
    sortField: 'currentActivations',
    width: '9rem',
    nowrap: true,
    cell: (l) => `${l.currentActivations} / ${l.maxActivations}`,
  },
  { id: 'issuedAt', header: t.fieldIssuedAt, sortField: 'issuedAt', width: '6rem', cell: (l) => formatDateTime(l.issuedAt) },
  { id: 'expiresAt', header: t.fieldExpiresAt, sortField: 'expiresAt', width: '6rem', cell: (l) => (l.expiresAt ? formatDateTime(l.expiresAt) : t.noExpiry) },
];
const actionsColumn = (width: string): ListColumn<License, LicenseSortField> => ({
  id: 'actions',
  header: t.fieldActions,
  width,
  nowrap: true,
  cell: (l) => <LicenseRowActions license={l} />,
});
const ADMIN_COLUMNS = [...DATA_COLUMNS, actionsColumn('10.5rem')];
const USER_COLUMNS = [...DATA_COLUMNS, actionsColumn('4rem')];

export function toLicenseDetail(license: License): LicenseDetail {
  return {
    id: license.id,
    key: license.key,
    status: license.status,
    applicationId: license.applicationId,
    applicationName: license.applicationName,
    userName: license.userName,
    currentActivations: license.currentActivations,
    maxActivations: license.maxActivations,
    expiresAt: license.expiresAt,
    createdAt: license.issuedAt,
    updatedAt: license.updatedAt,
  };
}

const licenseKey = (l: License) => l.id;

export function LicenseListScreen() {
  const isAdmin = useIsAdmin();
  const notify = useNotify();
  const [, navigate] = useLocation();

  const listState = useServerList<LicenseSortField, LicenseStatus>();
  const list = useLicenses(listState.query);

  // The dialog follows fresh list data; a snapshot covers a licence no longer on this page.
  const [selected, setSelected] = useState<License | null>(null);
  const selectedFresh = selected ? (list.data?.licenses.find((l) => l.id === selected.id) ?? selected) : null;

  const revoke = useRevokeLicense();
  const remove = useDeleteLicense();
  const updateExpiry = useUpdateLicenseExpiry();

  const activation = useLicenseActivation('activate', {
    onActivated: () => notify.success(t.activated),
    onFailed: (event) => notify.error(event.message),
  });
  const activationBusy = activation.busy || activation.state === 'confirming';
  const pendingActivationId = activation.busy && activation.request?.kind === 'activate' ? activation.request.licenseId : null;


  const saveExpiry = async (iso: string | null) => {
    if (!selected) return;
    try {
      const res = await updateExpiry.mutateAsync({ id: selected.id, expiresAt: iso });
      setSelected(res.license);
      notify.success(t.updated);
    } catch (error) {
      notifyFailure(notify, error, t.updateFailed);
      throw error;
    }
  };

  const { mutate: revokeMutate } = revoke;
  const { mutate: removeMutate } = remove;
  const { send: sendActivation } = activation;
  const rowActions = useMemo<LicenseRowActionsState>(
    () => ({
      isAdmin,
      activationBusy: activationBusy,
      activatingId: pendingActivationId,
      revokingId: revoke.isPending ? (revoke.variables ?? null) : null,
      deletingId: remove.isPending ? (remove.variables ?? null) : null,
      onDetail: setSelected,
      onRevoke: (license) =>
        revokeMutate(license.id, {
          onSuccess: () => notify.success(t.revoked),
          onError: () => notify.error(t.revokeFailed),
        }),
      onActivate: (license) => sendActivation({ type: 'activation.request', licenseId: license.id, licenseKey: license.key }),
      onDelete: (license) =>
        confirmDialog({
          header: t.deleteConfirmHeader,
          message: (
            <span>
              {t.deleteConfirmMessage}
              <br />
              <code>{license.key}</code>
            </span>
          ),
          icon: 'pi pi-exclamation-triangle',
          acceptClassName: 'p-button-danger',
          defaultFocus: 'reject',
          accept: () =>
            removeMutate(license.id, {
              onSuccess: () => {
                notify.success(t.deleted);
                setSelected((s) => (s?.id === license.id ? null : s));
              },
              onError: (error) => notifyFailure(notify, error, t.deleteFailed),
            }),
        }),
    }),
    [isAdmin, activationBusy, pendingActivationId, revoke.isPending, revoke.variables, remove.isPending, remove.variables, revokeMutate, removeMutate, sendActivation, notify],
  );

  const confirming = activation.state === 'confirming';

  return (
    <Page
      title={t.title}
      actions={
        isAdmin ? <Button type="button" label={t.newLicense} icon="pi pi-plus" onClick={() => navigate('/licenses/create')} /> : undefined
      }
    >
      <ListToolbar
        idPrefix="license"
        searchLabel={t.searchLabel}
        searchPlaceholder={t.searchPlaceholder}
        statusLabel={t.statusFilterLabel}
        statusOptions={STATUS_OPTIONS}
        {...listState.toolbar}
      >
      </ListToolbar>

      <FetchingBar queryKey={licenseKeys.lists()} label={common.loading} />
      {list.isPending ? (
        <LoadingRows rows={8} />
      ) : list.isError ? (
        <ErrorState message={messageOf(list.error, t.listFailed)} onRetry={() => void list.refetch()} />
      ) : (
        <LicenseRowActionsContext.Provider value={rowActions}>
          <ListTable
            label={t.tableLabel}
            rows={list.data.licenses}
            rowKey={licenseKey}
            columns={isAdmin ? ADMIN_COLUMNS : USER_COLUMNS}
            {...listState.table}
            totalRecords={list.data.total}
            pageSizeOptions={LIST_PAGE_SIZE_OPTIONS}
            emptyMessage={t.empty}
            pageReportTemplate={`{first} - {last} / {totalRecords} ${t.totalCount}`}
          />
        </LicenseRowActionsContext.Provider>
      )}

      <LicenseDetailDialog
        license={selectedFresh ? toLicenseDetail(selectedFresh) : null}
        mode={isAdmin ? 'admin' : 'user'}
        onHide={() => setSelected(null)}
        onSaveExpiry={isAdmin ? saveExpiry : undefined}
      />

      <ConfirmDialog
        visible={confirming}
        header={t.activateConfirmHeader}
        message={
          <span>
            {t.activateConfirmMessage}
            {activation.request?.kind === 'activate' ? (
              <>
                <br />
                <code>{activation.request.licenseKey}</code>
              </>
            ) : null}
          </span>
        }
        icon="pi pi-question-circle"
        accept={() => activation.send({ type: 'activation.confirm' })}
        reject={() => activation.send({ type: 'activation.cancel' })}
        onHide={(result) => {
          if (result !== 'accept') activation.send({ type: 'activation.cancel' });
        }}
      />

      <QuotaShortageDialog
        visible={activation.state === 'refusedForQuota'}
        message={activation.message}
        quotaInfo={activation.quotaInfo}
        onHide={() => activation.send({ type: 'activation.dismiss' })}
      />
    </Page>
  );
}
