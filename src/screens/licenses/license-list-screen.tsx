// Licence management (spec §2 'ライセンス管理'): a lazy (server-side) table with search,
// status filter, sorting and paging; the detail dialog; admin-only create, revoke/activate
// and delete (spec §6). Re-activation runs the quota flow machine.
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { messageOf } from '../../api/errors.ts';
import { isApiError, isRefusal } from '../../api/errors.ts';
import {
  licenseKeys,
  useApplicationsForLicense,
  useDeleteLicense,
  useLicenseList,
  useRevokeLicense,
  useUpdateLicenseExpiry,
  type LicenseItemAction,
} from '../../api/licenses.ts';
import { LICENSE_STATUSES, LICENSE_TYPES, type License, type LicenseSortField } from '../../api/schemas/license.ts';
import { LIST_PAGE_SIZE_OPTIONS } from '../../shared/constants.ts';
import { formatDateTime } from '../../shared/format.ts';
import { common } from '../../shared/messages/common.ts';
import { licenseStatusLabels, licenses as t } from '../../shared/messages/licenses.ts';
import { useIsAdmin } from '../shared/current-user.tsx';
import { FetchingBar } from '../shared/fetching-bar.tsx';
import { notifyFailure } from '../shared/notify-failure.ts';
import { useNotify } from '../shared/notify.tsx';
import { Page } from '../shared/page.tsx';
import { ErrorState, LoadingRows, RefusedList } from '../shared/query-state.tsx';
import { ListToolbar } from '../shared/list-toolbar.tsx';
import { ListTable, type ListColumn } from '../shared/list-table/list-table.tsx';
import { StatusTag } from '../shared/status-tag.tsx';
import { licenseStatusView } from '../shared/status.ts';
import { usePagedList } from '../shared/use-server-list.ts';
import { usePaintedOnce } from '../shared/after-paint.ts';
import { BulkBar } from '../shared/bulk/bulk-bar.tsx';
import { BulkDialogs } from '../shared/bulk/bulk-dialogs.tsx';
import { useListBulk } from '../shared/bulk/use-list-bulk.ts';
import type { CsvColumn } from '../shared/csv.ts';
import { ExportCsvButton } from '../shared/export-csv-button.tsx';
import { RowButton } from '../shared/row-button.tsx';
import { licenseFilterQuery, licenseListParamsSchema, licenseListQuery } from './license-list-params.ts';
import { ActivationConfirmDialog } from './activation-confirm-dialog.tsx';
import { LicenseDetailDialog, type LicenseDetail } from './license-detail-dialog.tsx';
import { LicenseRowActions, LicenseRowActionsContext, type LicenseRowActionsState } from './license-row-actions.tsx';
import { QuotaShortageDialog } from './quota-shortage-dialog.tsx';
import { useLicenseActivation } from './use-license-activation.ts';


const STATUS_OPTIONS = LICENSE_STATUSES.map((s) => ({ label: licenseStatusLabels[s], value: s }));
const TYPE_OPTIONS = LICENSE_TYPES.map((v) => ({ label: v === 'perpetual' ? t.typePerpetual : t.typeSubscription, value: v }));
const EXPIRY_OPTIONS = [
  { label: t.expiryWithin7, value: 'within7' },
  { label: t.expiryWithin30, value: 'within30' },
  { label: t.expiryWithin90, value: 'within90' },
  { label: t.expiryPast, value: 'expired' },
  { label: t.expiryNone, value: 'none' },
] as const;
const ACTIVATION_OPTIONS = [
  { label: t.activationNear, value: 'near' },
  { label: t.activationFull, value: 'full' },
] as const;

/** The CSV: the table's columns in Japanese, dates as on screen, and what the table abbreviates. */
const CSV_COLUMNS: readonly CsvColumn<License>[] = [
  { header: t.fieldKey, value: (l) => l.key },
  { header: t.fieldApplication, value: (l) => l.applicationName },
  { header: t.fieldUserName, value: (l) => l.userName },
  { header: t.fieldStatus, value: (l) => licenseStatusLabels[l.status] },
  { header: t.typeFilterLabel, value: (l) => (l.type === 'perpetual' ? t.typePerpetual : t.typeSubscription) },
  { header: t.csvCurrentActivations, value: (l) => l.currentActivations },
  { header: t.csvMaxActivations, value: (l) => l.maxActivations },
  { header: t.fieldIssuedAt, value: (l) => formatDateTime(l.issuedAt) },
  { header: t.fieldExpiresAt, value: (l) => (l.expiresAt ? formatDateTime(l.expiresAt) : t.noExpiry) },
  { header: t.csvLicenseId, value: (l) => l.id },
];

const BULK_LABELS: Record<LicenseItemAction, string> = { revoke: t.revoke, activate: t.activate, delete: common.delete };


// The spec's columns (§2), with widths that fit 1280 px beside the menu (dates break at
// their space into date and time). Cells depend on the row only (actions read their
// context), so the arrays are built once and rows stay memoised.
const DATA_COLUMNS: readonly ListColumn<License, LicenseSortField>[] = [
  { id: 'key', header: t.fieldKey, sortField: 'key', width: '9.5rem', cell: (l) => <code>{l.key}</code> },
  { id: 'application', header: t.fieldApplication, sortField: 'applicationName', cell: (l) => l.applicationName },
  { id: 'user', header: t.fieldUserName, sortField: 'userName', width: '6rem', cell: (l) => l.userName },
  { id: 'status', header: t.fieldStatus, sortField: 'status', width: '6rem', nowrap: true, cell: (l) => <StatusTag view={licenseStatusView(l.status)} /> },
  {
    id: 'activations',
    header: t.fieldActivations,
    sortField: 'currentActivations',
    width: '8.75rem',
    nowrap: true,
    cell: (l) => `${l.currentActivations} / ${l.maxActivations}`,
  },
  { id: 'issuedAt', header: t.fieldIssuedAt, sortField: 'issuedAt', width: '5.75rem', cell: (l) => formatDateTime(l.issuedAt) },
  { id: 'expiresAt', header: t.fieldExpiresAt, sortField: 'expiresAt', width: '5.75rem', cell: (l) => (l.expiresAt ? formatDateTime(l.expiresAt) : t.noExpiry) },
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

  const data = useLicenseList();
  const { listState, list } = usePagedList(licenseListParamsSchema, (view) => data.pageQuery(licenseListQuery(view)));
  const { params } = listState;
  // The application filter's choices load once the first page is on screen (or at once when
  // the URL already filters by one): their answer and render no longer compete with it. "On
  // screen" is after its paint: enabled in the commit of the first page, a cached answer
  // re-rendered the screen before that paint (~100 ms later at 4x CPU; scripts/bench.ts).
  const firstPageShown = usePaintedOnce(list.data !== undefined);
  const applications = useApplicationsForLicense({ enabled: firstPageShown || params.app !== undefined });

  const { selection, bulk, startBulk, fetchAllMatching } = useListBulk<License, LicenseItemAction>({
    viewKey: JSON.stringify(licenseFilterQuery(params)),
    rows: list.data?.licenses ?? [],
    idOf: licenseKey,
    labelOf: (l) => l.key,
    fetchPage: (page, pageSize) => data.fetchPage(licenseFilterQuery(params), page, pageSize),
    runItem: async (action, item) => {
      try {
        await data.runItem(action, item.id);
        return { kind: 'done' };
      } catch (error) {
        if (isApiError(error) && error.quotaInfo) return { kind: 'quota', message: error.body?.error || t.quotaDefaultMessage, quotaInfo: error.quotaInfo };
        if (isApiError(error) && error.status === 409) return { kind: 'skipped', reason: messageOf(error, t.updateFailed) };
        const fallback = action === 'revoke' ? t.revokeFailed : action === 'activate' ? t.activateFailed : t.deleteFailed;
        return { kind: 'failed', message: messageOf(error, fallback) };
      }
    },
    refresh: data.invalidate,
    actionLabels: BULK_LABELS,
  });

  // The dialog follows fresh list data; a snapshot covers a licence no longer on this page.
  const [selected, setSelected] = useState<License | null>(null);
  const selectedFresh = selected ? (list.data?.licenses.find((l) => l.id === selected.id) ?? selected) : null;
  const selectedDetail = useMemo(() => (selectedFresh ? toLicenseDetail(selectedFresh) : null), [selectedFresh]);

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
  // The same element on every render: React skips the PrimeReact Button on a page change.
  const pageActions = useMemo(
    () => (isAdmin ? <Button type="button" label={t.newLicense} icon="pi pi-plus" onClick={() => navigate('/licenses/create')} /> : undefined),
    [isAdmin, navigate],
  );

  if (isRefusal(list.error) && !list.data) return <RefusedList title={t.title} message={messageOf(list.error, t.listFailed)} onRetry={() => void list.refetch()} />;

  return (
    <Page title={t.title} actions={pageActions}>
      <ListToolbar
        idPrefix="license"
        searchLabel={t.searchLabel}
        searchPlaceholder={t.searchPlaceholder}
        search={listState.search}
        filters={[
          { id: 'status', label: t.statusFilterLabel, allLabel: t.allStatuses, value: params.status, options: STATUS_OPTIONS, onChange: (status) => listState.setFilters({ status }), onPreview: (status) => listState.previewFilters({ status }) },
          {
            id: 'application',
            label: t.applicationFilterLabel,
            allLabel: t.allApplications,
            value: params.app,
            options: (applications.data ?? []).map((a) => ({ label: a.name, value: a.id })),
            onChange: (app) => listState.setFilters({ app }),
            onPreview: (app) => listState.previewFilters({ app }),
          },
          { id: 'type', label: t.typeFilterLabel, allLabel: t.allTypes, value: params.type, options: TYPE_OPTIONS, onChange: (type) => listState.setFilters({ type }), onPreview: (type) => listState.previewFilters({ type }) },
          { id: 'expiry', label: t.expiryFilterLabel, allLabel: t.anyExpiry, value: params.expiry, options: EXPIRY_OPTIONS, onChange: (expiry) => listState.setFilters({ expiry }), onPreview: (expiry) => listState.previewFilters({ expiry }) },
          {
            id: 'activation',
            label: t.activationFilterLabel,
            allLabel: t.anyActivation,
            value: params.activation,
            options: ACTIVATION_OPTIONS,
            onChange: (activation) => listState.setFilters({ activation }),
            onPreview: (activation) => listState.previewFilters({ activation }),
          },
        ]}
      >
        <ExportCsvButton what={t.bulkWhat} fileBase="licenses" columns={CSV_COLUMNS} fetchAll={fetchAllMatching} />
      </ListToolbar>

      {isAdmin ? (
        <BulkBar
          count={selection.count}
          allMatching={selection.allMatching}
          total={list.data?.total ?? 0}
          onSelectAllMatching={selection.selectAllMatching}
          onClear={selection.clear}
        >
          <RowButton label={t.revoke} icon="pi pi-ban" severity="warning" variant="outlined" onClick={() => void startBulk('revoke')} />
          <RowButton label={t.activate} icon="pi pi-check-circle" severity="success" variant="outlined" onClick={() => void startBulk('activate')} />
          <RowButton label={common.delete} icon="pi pi-trash" severity="danger" variant="outlined" onClick={() => void startBulk('delete')} />
        </BulkBar>
      ) : null}

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
            selection={isAdmin ? selection.table : undefined}
            totalRecords={list.data.total}
            pageSizeOptions={LIST_PAGE_SIZE_OPTIONS}
            emptyMessage={t.empty}
            pageReportTemplate={`{first} - {last} / {totalRecords} ${t.totalCount}`}
          />
        </LicenseRowActionsContext.Provider>
      )}

      <LicenseDetailDialog
        license={selectedDetail}
        mode={isAdmin ? 'admin' : 'user'}
        onHide={() => setSelected(null)}
        onSaveExpiry={isAdmin ? saveExpiry : undefined}
      />

      <ActivationConfirmDialog
        visible={confirming}
        licenseKey={activation.request?.kind === 'activate' ? activation.request.licenseKey : null}
        onAccept={() => activation.send({ type: 'activation.confirm' })}
        onCancel={() => activation.send({ type: 'activation.cancel' })}
      />

      <BulkDialogs state={bulk.state} context={bulk.context} send={bulk.send} actionLabel={(a) => BULK_LABELS[a]} what={t.bulkWhat} />

      <QuotaShortageDialog
        visible={activation.state === 'refusedForQuota'}
        message={activation.message}
        quotaInfo={activation.quotaInfo}
        onHide={() => activation.send({ type: 'activation.dismiss' })}
      />
    </Page>
  );
}
