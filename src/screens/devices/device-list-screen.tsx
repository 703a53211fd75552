// Device management (spec §2 'デバイス管理'): a lazy table that refreshes itself every 30 s
// (page, sort, filters and an open dialog stay as they are: they live in this component and
// the dialog reads fresh data by id), a manual refresh, detail, deactivate, admin delete.
import { useMemo, useState } from 'react';
import { isApiError, isRefusal } from '../../api/errors.ts';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { messageOf } from '../../api/errors.ts';
import { deviceKeys, useDeactivateDevice, useDeleteDevice, useDevice, useDeviceList, type DeviceItemAction } from '../../api/devices.ts';
import { DEVICE_STATUSES, type Device, type DeviceSortField } from '../../api/schemas/device.ts';
import { HEARTBEAT_AGE_CHOICES_HOURS, LIST_PAGE_SIZE_OPTIONS, TRUNCATE } from '../../shared/constants.ts';
import { formatDateTime, formatShortDateTime, truncate } from '../../shared/format.ts';
import { common } from '../../shared/messages/common.ts';
import { deviceStatusLabels, devices as t } from '../../shared/messages/devices.ts';
import { useIsAdmin } from '../shared/current-user.tsx';
import { FetchingBar, useFetching } from '../shared/fetching-bar.tsx';
import { notifyFailure } from '../shared/notify-failure.ts';
import { useNotify } from '../shared/notify.tsx';
import { Page } from '../shared/page.tsx';
import { useLatestCallback } from '../shared/use-latest-callback.ts';
import { ErrorState, LoadingRows, RefusedList } from '../shared/query-state.tsx';
import { ListToolbar } from '../shared/list-toolbar.tsx';
import { ListTable, type ListColumn } from '../shared/list-table/list-table.tsx';
import { StatusTag } from '../shared/status-tag.tsx';
import { deviceStatusView } from '../shared/status.ts';
import { usePagedList } from '../shared/use-server-list.ts';
import { BulkBar } from '../shared/bulk/bulk-bar.tsx';
import { BulkDialogs } from '../shared/bulk/bulk-dialogs.tsx';
import { useListBulk } from '../shared/bulk/use-list-bulk.ts';
import type { CsvColumn } from '../shared/csv.ts';
import { ExportCsvButton } from '../shared/export-csv-button.tsx';
import { RowButton } from '../shared/row-button.tsx';
import { deviceFilterQuery, deviceListParamsSchema, deviceListQuery } from './device-list-params.ts';
import { DeviceDetailDialog } from './device-detail-dialog.tsx';
import { DeviceRowActions, DeviceRowActionsContext, deviceLabel, type DeviceRowActionsState } from './device-row-actions.tsx';


const STATUS_OPTIONS = DEVICE_STATUSES.map((s) => ({ label: deviceStatusLabels[s], value: s }));
const SILENT_OPTIONS = HEARTBEAT_AGE_CHOICES_HOURS.map((h) => ({ label: t.heartbeatOlderThan(h), value: h }));

/** The CSV: every column in full (the table truncates ids), dates as yyyy/MM/dd HH:mm. */
const CSV_COLUMNS: readonly CsvColumn<Device>[] = [
  { header: t.fieldId, value: (d) => d.id },
  { header: t.fieldHardwareId, value: (d) => d.hardwareId },
  { header: t.fieldName, value: (d) => d.name },
  { header: t.fieldStatus, value: (d) => deviceStatusLabels[d.status] },
  { header: t.fieldLicenseId, value: (d) => d.licenseId ?? t.unassigned },
  { header: t.fieldCreatedAt, value: (d) => formatDateTime(d.createdAt) },
  { header: t.fieldLastHeartbeat, value: (d) => (d.lastHeartbeat ? formatDateTime(d.lastHeartbeat) : t.notReceived) },
];

const BULK_LABELS: Record<DeviceItemAction, string> = { deactivate: t.deactivate, delete: common.delete };


// The spec's columns and truncations (§2), with widths that fit 1280 px, built once so that rows stay memoised: an
// auto-refresh re-renders only the rows whose data changed.
const COLUMNS: readonly ListColumn<Device, DeviceSortField>[] = [
  { id: 'id', header: t.fieldId, sortField: 'id', width: '6rem', cell: (d) => <code title={d.id}>{truncate(d.id, TRUNCATE.deviceId)}</code> },
  { id: 'hardwareId', header: t.fieldHardwareId, sortField: 'hardwareId', width: '8rem', cell: (d) => <code title={d.hardwareId}>{truncate(d.hardwareId, TRUNCATE.hardwareId)}</code> },
  { id: 'name', header: t.fieldName, sortField: 'name', cell: (d) => d.name },
  { id: 'status', header: t.fieldStatus, sortField: 'status', width: '6rem', nowrap: true, cell: (d) => <StatusTag view={deviceStatusView(d.status)} /> },
  {
    id: 'licenseId',
    header: t.fieldLicenseId,
    sortField: 'licenseId',
    width: '6.5rem',
    nowrap: true,
    cell: (d) => (d.licenseId ? <code title={d.licenseId}>{truncate(d.licenseId, TRUNCATE.licenseId)}</code> : t.unassigned),
  },
  {
    id: 'lastHeartbeat',
    header: t.fieldLastHeartbeat,
    sortField: 'lastHeartbeat',
    width: '8rem',
    nowrap: true,
    cell: (d) => (d.lastHeartbeat ? formatShortDateTime(d.lastHeartbeat) : t.notReceived),
  },
  { id: 'actions', header: t.fieldActions, width: '10.5rem', nowrap: true, cell: (d) => <DeviceRowActions device={d} /> },
];

const deviceKey = (d: Device) => d.id;

export function DeviceListScreen() {
  const isAdmin = useIsAdmin();
  const notify = useNotify();

  const data = useDeviceList();
  const { listState, list } = usePagedList(deviceListParamsSchema, (view) => data.pageQuery(deviceListQuery(view)));
  const { params } = listState;

  const { selection, bulk, startBulk, fetchAllMatching } = useListBulk<Device, DeviceItemAction>({
    viewKey: JSON.stringify(deviceFilterQuery(params)),
    rows: list.data?.devices ?? [],
    idOf: deviceKey,
    labelOf: deviceLabel,
    fetchPage: (page, pageSize) => data.fetchPage(deviceFilterQuery(params), page, pageSize),
    runItem: async (action, item) => {
      try {
        await data.runItem(action, item.id);
        return { kind: 'done' };
      } catch (error) {
        if (isApiError(error) && error.status === 409) return { kind: 'skipped', reason: messageOf(error, t.deactivateFailed) };
        return { kind: 'failed', message: messageOf(error, action === 'deactivate' ? t.deactivateFailed : t.deleteFailed) };
      }
    },
    refresh: data.invalidate,
    actionLabels: BULK_LABELS,
  });

  // The open dialog is kept by id: it shows the row from the latest refresh, or the device
  // itself (GET /devices/:id) once it has left the page, and closes only when asked.
  const [opened, setOpened] = useState<Device | null>(null);
  const selectedId = opened?.id ?? null;
  const onPageRow = selectedId ? list.data?.devices.find((d) => d.id === selectedId) : undefined;
  const single = useDevice(selectedId, selectedId !== null && onPageRow === undefined);
  const selected: Device | null = opened ? (onPageRow ?? single.data ?? opened) : null;

  const deactivate = useDeactivateDevice();
  const remove = useDeleteDevice();


  const refreshing = useFetching(deviceKeys.lists());
  const refresh = useLatestCallback(() => {
    void list.refetch().then((result) => {
      if (result.isError) notify.error(messageOf(result.error, t.listFailed));
      else notify.info(t.refreshed);
    });
  });
  // The same element on every render but a refresh's: React skips the PrimeReact Button on a page change.
  const pageActions = useMemo(
    () => (
      <Button type="button" label={t.refresh} aria-label={t.refreshLabel} icon="pi pi-refresh" severity="secondary" outlined loading={refreshing} onClick={refresh} />
    ),
    [refreshing, refresh],
  );

  const { mutate: deactivateMutate } = deactivate;
  const { mutate: removeMutate } = remove;
  const rowActions = useMemo<DeviceRowActionsState>(
    () => ({
      isAdmin,
      deactivatingId: deactivate.isPending ? (deactivate.variables ?? null) : null,
      deletingId: remove.isPending ? (remove.variables ?? null) : null,
      onDetail: setOpened,
      onDeactivate: (device) =>
        deactivateMutate(device.id, {
          onSuccess: () => notify.success(t.deactivated),
          onError: () => notify.error(t.deactivateFailed),
        }),
      onDelete: (device) =>
        confirmDialog({
          header: t.deleteConfirmHeader,
          message: (
            <span>
              {t.deleteConfirmMessage}
              <br />
              <code>{deviceLabel(device)}</code>
            </span>
          ),
          icon: 'pi pi-exclamation-triangle',
          acceptClassName: 'p-button-danger',
          defaultFocus: 'reject',
          accept: () =>
            removeMutate(device.id, {
              onSuccess: () => {
                notify.success(t.deleted);
                setOpened((d) => (d?.id === device.id ? null : d));
              },
              onError: (error) => notifyFailure(notify, error, t.deleteFailed),
            }),
        }),
    }),
    [isAdmin, deactivate.isPending, deactivate.variables, remove.isPending, remove.variables, deactivateMutate, removeMutate, notify],
  );

  if (isRefusal(list.error) && !list.data) return <RefusedList title={t.title} message={messageOf(list.error, t.listFailed)} onRetry={() => void list.refetch()} />;

  return (
    <Page
      title={t.title}
      actions={pageActions}
    >
      <ListToolbar
        idPrefix="device"
        searchLabel={t.searchLabel}
        searchPlaceholder={t.searchPlaceholder}
        search={listState.search}
        filters={[
          { id: 'status', label: t.statusFilterLabel, allLabel: t.allStatuses, value: params.status, options: STATUS_OPTIONS, onChange: (status) => listState.setFilters({ status }), onPreview: (status) => listState.previewFilters({ status }) },
          { id: 'heartbeat', label: t.heartbeatFilterLabel, allLabel: t.anyHeartbeat, value: params.silent, options: SILENT_OPTIONS, onChange: (silent) => listState.setFilters({ silent }), onPreview: (silent) => listState.previewFilters({ silent }) },
        ]}
      >
        {params.license ? (
          <Button
            type="button"
            className="p-button-sm"
            severity="info"
            outlined
            icon="pi pi-times"
            iconPos="right"
            label={`${t.licenseFilterLabel}: ${truncate(params.license, TRUNCATE.licenseId)}`}
            aria-label={t.licenseFilterClear(params.license)}
            onClick={() => listState.setFilters({ license: undefined })}
          />
        ) : null}
        <ExportCsvButton what={t.bulkWhat} fileBase="devices" columns={CSV_COLUMNS} fetchAll={fetchAllMatching} />
        <small className="text-color-secondary">{t.autoRefreshNote}</small>
      </ListToolbar>

      <BulkBar
        count={selection.count}
        allMatching={selection.allMatching}
        total={list.data?.total ?? 0}
        onSelectAllMatching={selection.selectAllMatching}
        onClear={selection.clear}
      >
        <RowButton label={t.deactivate} icon="pi pi-power-off" severity="warning" variant="outlined" onClick={() => void startBulk('deactivate')} />
        {isAdmin ? <RowButton label={common.delete} icon="pi pi-trash" severity="danger" variant="outlined" onClick={() => void startBulk('delete')} /> : null}
      </BulkBar>

      <FetchingBar queryKey={deviceKeys.lists()} label={common.loading} />
      {list.isPending ? (
        <LoadingRows rows={8} />
      ) : list.isError && !list.data ? (
        <ErrorState message={messageOf(list.error, t.listFailed)} onRetry={() => void list.refetch()} />
      ) : (
        <DeviceRowActionsContext.Provider value={rowActions}>
          <ListTable
            label={t.tableLabel}
            rows={list.data?.devices ?? []}
            rowKey={deviceKey}
            columns={COLUMNS}
            {...listState.table}
            selection={selection.table}
            totalRecords={list.data?.total ?? 0}
            pageSizeOptions={LIST_PAGE_SIZE_OPTIONS}
            emptyMessage={t.empty}
            pageReportTemplate={`{first} - {last} / {totalRecords} ${t.totalCount}`}
          />
        </DeviceRowActionsContext.Provider>
      )}

      <BulkDialogs state={bulk.state} context={bulk.context} send={bulk.send} actionLabel={(a) => BULK_LABELS[a]} what={t.bulkWhat} />

      <DeviceDetailDialog
        device={selected}
        onHide={() => setOpened(null)}
        onDeactivate={rowActions.onDeactivate}
        onDelete={isAdmin ? rowActions.onDelete : undefined}
        deactivating={deactivate.isPending}
        deleting={remove.isPending}
      />
    </Page>
  );
}
