// Device management (デバイス管理, docs/product.md §2): the list configured in device-list-config.tsx,
// refreshing itself every 30 s (page, sort, filters and an open dialog stay as they are: they
// live in the URL and the list, and the dialog reads fresh data by id), a manual refresh,
// detail, deactivate, admin delete.
import { useMemo } from 'react';
import { Button } from 'primereact/button';
import { useDeactivateDevice, useDeleteDevice, useDevice } from '../../api/resources/licensing/devices.ts';
import type { Device } from '../../api/schemas/licensing/device.ts';
import type { StaleThresholdHours } from '../../api/schemas/reports/trends.ts';
import { TRUNCATE } from '../../shared/constants.ts';
import { truncate } from '../../shared/format.ts';
import { devices as t } from '../../shared/messages/licensing/devices.ts';
import { deviceHealth as ht } from '../../shared/messages/reports/trends.ts';
import { useIsAdmin } from '../shared/state/current-user.tsx';
import { ListScreen } from '../shared/list/list-screen/list-screen.tsx';
import { useRowCall } from '../shared/list/list-screen/row-actions.tsx';
import { firstPageAhead, useListScreen, type ListReadAhead } from '../shared/list/list-screen/use-list-screen.ts';
import { useStaleThreshold } from '../shared/state/use-stale-threshold.ts';
import { DeviceDetailDialog } from './device-detail-dialog.tsx';
import { deviceLabel, deviceListConfig, type DeviceRowAction } from './device-list-config.tsx';
import { StaleCleanup } from '../shared/stale-cleanup/stale-cleanup.tsx';
import { OfflineActivation } from '../shared/license-files/offline-activation-dialog.tsx';

/** The first page, read ahead when its menu link is pressed (the shell's route table). */
export const readAhead: ListReadAhead = firstPageAhead(deviceListConfig);

export function DeviceListScreen() {
  const isAdmin = useIsAdmin();
  const list = useListScreen(deviceListConfig);
  const { params, setFilters, opened } = list;

  // The open dialog shows the row from the latest refresh, or the device itself (GET
  // /devices/:id) once it has left the page, and closes only when asked.
  const single = useDevice(opened?.id ?? null, opened !== null && !list.openedOnPage);
  const device = opened && !list.openedOnPage ? (single.data ?? opened) : opened;

  const deactivate = useRowCall(useDeactivateDevice(), { done: t.deactivated, failed: t.deactivateFailed });
  const remove = useRowCall<Device>(
    useDeleteDevice(),
    { done: t.deleted, failed: t.deleteFailed },
    {
      confirmDelete: (d) => ({
        header: t.deleteConfirmHeader,
        message: t.deleteConfirmMessage,
        subject: deviceLabel(d),
      }),
      onDone: (d) => list.closeRow(d.id),
    },
  );
  const run = (action: DeviceRowAction, row: Device) =>
    action === 'detail' ? list.open(row) : (action === 'deactivate' ? deactivate : remove).start(row);

  // Device health's preset: ACTIVE devices silent longer than the admin's threshold (status + silent in the URL).
  const [staleHours] = useStaleThreshold();
  const staleSilent =
    params.status === 'ACTIVE' && params.silent !== undefined ? (params.silent as StaleThresholdHours) : undefined;
  const { license } = params;
  // Devices that carry no heartbeat cannot be told silent: no preset then (the filter is hidden too).
  const heartbeats = !list.page.data?.hiddenFilters.includes('heartbeatOlderThanHours');
  // Made again only when what it shows changes: a page, sort or refresh leaves its PrimeReact parts as they are.
  const linkFilters = useMemo(
    () =>
      license
        ? [
            {
              param: 'license',
              label: `${t.licenseFilterLabel}: ${truncate(license, TRUNCATE.licenseId)}`,
              clearLabel: t.licenseFilterClear(license),
            },
          ]
        : [],
    [license],
  );
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
        {isAdmin ? <OfflineActivation /> : null}
      </>
    ),
    [staleSilent, staleHours, setFilters, heartbeats, isAdmin],
  );

  return (
    <ListScreen
      config={deviceListConfig}
      list={list}
      rowActions={{ run, pending: { deactivate: deactivate.pending, delete: remove.pending } }}
      toolbar={toolbar}
      linkFilters={linkFilters}
    >
      <DeviceDetailDialog device={device} onHide={list.close} canDelete={isAdmin} />
    </ListScreen>
  );
}
