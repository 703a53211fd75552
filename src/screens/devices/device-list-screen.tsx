// Device management (spec §2 'デバイス管理'): a lazy table that refreshes itself every 30 s
// (page, sort, filters and an open dialog stay as they are: they live in this component and
// the dialog reads fresh data by id), a manual refresh, detail, deactivate, admin delete.
import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { messageOf } from '../../api/errors.ts';
import { deviceKeys, useDeactivateDevice, useDeleteDevice, useDevice, useDevices } from '../../api/devices.ts';
import { DEVICE_STATUSES, type Device, type DeviceSortField, type DeviceStatus } from '../../api/schemas/device.ts';
import { LIST_PAGE_SIZE_OPTIONS, TRUNCATE } from '../../shared/constants.ts';
import { formatShortDateTime, truncate } from '../../shared/format.ts';
import { common } from '../../shared/messages/common.ts';
import { deviceStatusLabels, devices as t } from '../../shared/messages/devices.ts';
import { useIsAdmin } from '../shared/current-user.tsx';
import { FetchingBar, useFetching } from '../shared/fetching-bar.tsx';
import { notifyFailure } from '../shared/notify-failure.ts';
import { useNotify } from '../shared/notify.tsx';
import { Page } from '../shared/page.tsx';
import { ErrorState, LoadingRows } from '../shared/query-state.tsx';
import { ListToolbar } from '../shared/list-toolbar.tsx';
import { ListTable, type ListColumn } from '../shared/list-table/list-table.tsx';
import { StatusChip } from '../shared/status-chip.tsx';
import { deviceStatusView } from '../shared/status.ts';
import { useServerList, type StatusFilter } from '../shared/use-server-list.ts';
import { DeviceDetailDialog } from './device-detail-dialog.tsx';
import { DeviceRowActions, DeviceRowActionsContext, deviceLabel, type DeviceRowActionsState } from './device-row-actions.tsx';


const STATUS_OPTIONS: { label: string; value: StatusFilter<DeviceStatus> }[] = [
  { label: t.allStatuses, value: 'ALL' },
  ...DEVICE_STATUSES.map((s) => ({ label: deviceStatusLabels[s], value: s })),
];

// The spec's columns and truncations (§2), with widths that fit 1280 px, built once so that rows stay memoised: an
// auto-refresh re-renders only the rows whose data changed.
const COLUMNS: readonly ListColumn<Device, DeviceSortField>[] = [
  { id: 'id', header: t.fieldId, sortField: 'id', width: '6rem', cell: (d) => <code title={d.id}>{truncate(d.id, TRUNCATE.deviceId)}</code> },
  { id: 'hardwareId', header: t.fieldHardwareId, sortField: 'hardwareId', width: '8rem', cell: (d) => <code title={d.hardwareId}>{truncate(d.hardwareId, TRUNCATE.hardwareId)}</code> },
  { id: 'name', header: t.fieldName, sortField: 'name', cell: (d) => d.name },
  { id: 'status', header: t.fieldStatus, sortField: 'status', width: '6rem', nowrap: true, cell: (d) => <StatusChip view={deviceStatusView(d.status)} /> },
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

  const listState = useServerList<DeviceSortField, DeviceStatus>();
  const list = useDevices(listState.query);

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
  const refresh = async () => {
    const result = await list.refetch();
    if (result.isError) notify.error(messageOf(result.error, t.listFailed));
    else notify.info(t.refreshed);
  };

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

  return (
    <Page
      title={t.title}
      actions={
        <Button
          type="button"
          label={t.refresh}
          aria-label={t.refreshLabel}
          icon="pi pi-refresh"
          severity="secondary"
          outlined
          loading={refreshing}
          onClick={() => void refresh()}
        />
      }
    >
      <ListToolbar
        idPrefix="device"
        searchLabel={t.searchLabel}
        searchPlaceholder={t.searchPlaceholder}
        statusLabel={t.statusFilterLabel}
        statusOptions={STATUS_OPTIONS}
        {...listState.toolbar}
      >
        <small className="text-color-secondary">{t.autoRefreshNote}</small>
      </ListToolbar>

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
            totalRecords={list.data?.total ?? 0}
            pageSizeOptions={LIST_PAGE_SIZE_OPTIONS}
            emptyMessage={t.empty}
            pageReportTemplate={`{first} - {last} / {totalRecords} ${t.totalCount}`}
          />
        </DeviceRowActionsContext.Provider>
      )}

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
