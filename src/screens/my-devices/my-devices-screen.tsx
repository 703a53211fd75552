// My devices (/my-devices, docs/product.md §2): counts, refresh, the table, the detail dialog, and
// deactivation of an ACTIVE device after a confirmation (docs/product.md §4). Devices the server
// sent without an id are left out and counted above the list.
import { useMemo, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import type { MyDevice } from '../../api/schemas/licensing/device.ts';
import { useDeactivateMyDevice, useMyDevices, useMyDevicesSkipped } from '../../api/resources/accounts/self-service.ts';
import { formatDateTime } from '../../shared/format.ts';
import { common } from '../../shared/messages/common.ts';
import { devices as deviceText } from '../../shared/messages/licensing/devices.ts';
import { myDevices as t } from '../../shared/messages/self-service.ts';
import { DeactivateDeviceButton } from '../shared/devices/deactivate-device-button.tsx';
import { CountedList } from '../shared/list/counted-list.tsx';
import type { ListColumn } from '../../ui/table/list-table.tsx';
import { useNotify } from '../shared/feedback/notify.tsx';
import { notifyFailure } from '../shared/feedback/notify-failure.ts';
import { Page } from '../shared/layout/page.tsx';
import { deviceStatusView } from '../shared/values/status.ts';
import { StatusTag } from '../../ui/light/status-tag.tsx';
import { countMyDevices } from './device-counts.ts';
import { deviceName, shortDeviceId } from './device-label.ts';
import { MyDeviceDetailDialog } from './my-device-detail-dialog.tsx';
import { SkippedRowsNotice } from '../shared/feedback/skipped-rows-notice.tsx';

const CARD_ICONS = {
  total: 'pi pi-desktop',
  active: 'pi pi-check-circle',
  inactive: 'pi pi-pause-circle',
  registered: 'pi pi-inbox',
};

/** Reads the list again: it spins on a refresh (the first load has its skeleton rows) and holds still while a read runs. */
function RefreshDevicesButton({ query }: { query: Pick<UseQueryResult, 'isFetching' | 'isPending' | 'refetch'> }) {
  return (
    <Button
      type="button"
      label={t.refresh}
      icon="pi pi-refresh"
      outlined
      loading={query.isFetching && !query.isPending}
      disabled={query.isFetching}
      onClick={() => void query.refetch()}
    />
  );
}

export function MyDevicesScreen() {
  const notify = useNotify();
  const devices = useMyDevices();
  const skipped = useMyDevicesSkipped();
  const deactivate = useDeactivateMyDevice();
  const [selected, setSelected] = useState<MyDevice | null>(null);
  const counts = useMemo(() => countMyDevices(devices.data ?? []), [devices.data]);

  const confirmDeactivate = (device: MyDevice) =>
    confirmDialog({
      header: t.confirmHeader,
      message: t.confirmMessage(deviceName(device)),
      icon: 'pi pi-exclamation-triangle',
      defaultFocus: 'reject',
      acceptClassName: 'p-button-danger',
      accept: () =>
        deactivate.mutate(device.device_id, {
          onSuccess: () => notify.success(deviceText.myDeactivated),
          onError: (error) => notifyFailure(notify, error, deviceText.myDeactivateFailed),
        }),
    });

  const isDeactivating = (d: MyDevice) => deactivate.isPending && deactivate.variables === d.device_id;

  const actions = (d: MyDevice) => (
    <div style={{ display: 'flex', gap: '0.25rem', flexWrap: 'wrap' }}>
      <Button
        type="button"
        icon="pi pi-search"
        text
        rounded
        aria-label={t.detailOf(deviceName(d))}
        onClick={() => setSelected(d)}
      />
      <DeactivateDeviceButton
        status={d.status}
        label={t.deactivate}
        severity="danger"
        outlined
        size="small"
        aria-label={t.deactivateOf(deviceName(d))}
        busy={isDeactivating(d)}
        onClick={() => confirmDeactivate(d)}
      />
    </div>
  );

  const columns: ListColumn<MyDevice, never>[] = [
    {
      id: 'device_id',
      header: t.deviceId,
      nowrap: true,
      cell: (d) => <code title={d.device_id}>{shortDeviceId(d)}</code>,
    },
    { id: 'hostname', header: t.hostname, cell: (d) => d.hostname || common.none },
    { id: 'platform', header: t.platform, cell: (d) => d.platform || common.none },
    {
      id: 'status',
      header: t.status,
      cell: (d) => (
        <span className="status-with-note">
          <StatusTag view={deviceStatusView(d.status)} />
          {d.status === 'DEACTIVATED' || d.status === null ? (
            <small className="text-color-secondary">{t.countedInTotalOnly}</small>
          ) : null}
        </span>
      ),
    },
    {
      id: 'last_heartbeat',
      header: t.lastHeartbeat,
      nowrap: true,
      cell: (d) => formatDateTime(d.last_heartbeat, t.notReceived),
    },
    { id: 'actions', header: t.actions, actions: true, cell: actions },
  ];

  return (
    <Page title={t.title} actions={<RefreshDevicesButton query={devices} />}>
      <SkippedRowsNotice count={skipped} />
      <CountedList
        query={devices}
        texts={t}
        failedMessage={t.listFailed}
        counts={counts}
        cardIcons={CARD_ICONS}
        rowKey={(d) => d.device_id}
        columns={columns}
      />
      <MyDeviceDetailDialog device={selected} onHide={() => setSelected(null)} />
    </Page>
  );
}
