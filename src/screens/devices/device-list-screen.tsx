// Device management (spec §2 'デバイス管理'): the list configured in device-list-config.tsx,
// refreshing itself every 30 s (page, sort, filters and an open dialog stay as they are: they
// live in the URL and this component, and the dialog reads fresh data by id), a manual
// refresh, detail, deactivate, admin delete.
import { useCallback, useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { messageOf } from '../../api/errors.ts';
import { useDeactivateDevice, useDeleteDevice, useDevice, useDeviceList } from '../../api/devices.ts';
import type { Device } from '../../api/schemas/device.ts';
import type { StaleThresholdHours } from '../../api/schemas/trends.ts';
import { TRUNCATE } from '../../shared/constants.ts';
import { truncate } from '../../shared/format.ts';
import { devices as t } from '../../shared/messages/devices.ts';
import { deviceHealth as ht } from '../../shared/messages/trends.ts';
import { confirmDelete } from '../shared/confirm-delete.tsx';
import { useIsAdmin } from '../shared/current-user.tsx';
import { FilterChip } from '../shared/filter-chip.tsx';
import { useListBulk } from '../shared/bulk/use-list-bulk.ts';
import { ListScreenFrame } from '../shared/list-screen/list-screen-frame.tsx';
import { useListScreen } from '../shared/list-screen/use-list-screen.ts';
import { notifyFailure } from '../shared/notify-failure.ts';
import { useNotify } from '../shared/notify.tsx';
import { RefreshButton } from '../shared/refresh-button.tsx';
import { useStaleThreshold } from '../shared/use-stale-threshold.ts';
import { DeviceDetailDialog } from './device-detail-dialog.tsx';
import { deviceLabel, deviceListConfig, type DeviceRowAction } from './device-list-config.tsx';
import { StaleCleanup } from './stale-cleanup.tsx';

export function DeviceListScreen() {
  const isAdmin = useIsAdmin();
  const notify = useNotify();

  const data = useDeviceList();
  const screen = useListScreen(deviceListConfig, data);
  const { listState, rows } = screen;
  const bulk = useListBulk(deviceListConfig, data, screen);
  const { params, setFilters } = listState;
  // Device health's preset: ACTIVE devices silent longer than the admin's threshold (status + silent in the URL).
  const [staleHours] = useStaleThreshold();
  const stalePreset = params.status === 'ACTIVE' && params.silent !== undefined;

  // The open dialog is kept by id: it shows the row from the latest refresh, or the device
  // itself (GET /devices/:id) once it has left the page, and closes only when asked.
  const [opened, setOpened] = useState<Device | null>(null);
  const selectedId = opened?.id ?? null;
  const onPageRow = selectedId ? rows.find((d) => d.id === selectedId) : undefined;
  const single = useDevice(selectedId, selectedId !== null && onPageRow === undefined);
  const selected: Device | null = opened ? (onPageRow ?? single.data ?? opened) : null;
  const closeDetail = useCallback(() => setOpened(null), []);

  const { mutate: deactivate, isPending: deactivating, variables: deactivatingId } = useDeactivateDevice();
  const { mutate: remove, isPending: deleting, variables: deletingId } = useDeleteDevice();

  const { refresh: reread } = screen;
  const refresh = useCallback(() => {
    void reread().then((result) => {
      if (result.isError) notify.error(messageOf(result.error, t.listFailed));
      else notify.info(t.refreshed);
    });
  }, [reread, notify]);

  const run = useCallback(
    (action: DeviceRowAction, device: Device) => {
      if (action === 'detail') setOpened(device);
      else if (action === 'deactivate') deactivate(device.id, { onSuccess: () => notify.success(t.deactivated), onError: () => notify.error(t.deactivateFailed) });
      else
        confirmDelete({
          header: t.deleteConfirmHeader,
          message: t.deleteConfirmMessage,
          subject: deviceLabel(device),
          accept: () =>
            remove(device.id, {
              onSuccess: () => {
                notify.success(t.deleted);
                setOpened((d) => (d?.id === device.id ? null : d));
              },
              onError: (error) => notifyFailure(notify, error, t.deleteFailed),
            }),
        });
    },
    [deactivate, remove, notify],
  );
  const rowActions = useMemo(
    () => ({ pending: { deactivate: deactivating ? (deactivatingId ?? null) : null, delete: deleting ? (deletingId ?? null) : null }, run }),
    [deactivating, deactivatingId, deleting, deletingId, run],
  );

  // The page actions and the toolbar's own buttons are built once per change of what they
  // show: a page, sort or filter change leaves their PrimeReact Buttons as they are.
  const actions = useMemo(() => <RefreshButton queryKey={deviceListConfig.fetchingKey} label={t.refresh} ariaLabel={t.refreshLabel} onClick={refresh} />, [refresh]);
  const staleSilent = stalePreset ? (params.silent as StaleThresholdHours) : undefined;
  const { license } = params;
  // Devices that carry no heartbeat cannot be told silent: no preset then (the filter is hidden too).
  const heartbeats = !screen.list.data?.hiddenFilters.includes('heartbeatOlderThanHours');
  const toolbar = useMemo(
    () => (
      <>
        {heartbeats ? (
          <Button
            type="button"
            className="p-button-sm"
            severity="warning"
            outlined={staleSilent === undefined}
            icon="pi pi-wave-pulse"
            label={ht.presetLabel}
            aria-label={ht.presetOf(staleHours)}
            aria-pressed={staleSilent !== undefined}
            onClick={() => setFilters({ status: 'ACTIVE', silent: staleHours })}
          />
        ) : null}
        {staleSilent !== undefined && heartbeats ? <StaleCleanup hours={staleSilent} /> : null}
        {license ? (
          <FilterChip label={`${t.licenseFilterLabel}: ${truncate(license, TRUNCATE.licenseId)}`} ariaLabel={t.licenseFilterClear(license)} onClear={() => setFilters({ license: undefined })} />
        ) : null}
      </>
    ),
    [staleSilent, staleHours, license, setFilters, heartbeats],
  );

  return (
    <ListScreenFrame config={deviceListConfig} screen={screen} bulk={bulk} rowActions={rowActions} actions={actions} toolbar={toolbar}>
      <DeviceDetailDialog device={selected} onHide={closeDetail} onAction={run} canDelete={isAdmin} deactivating={deactivating} deleting={deleting} />
    </ListScreenFrame>
  );
}
