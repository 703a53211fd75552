// Device detail (docs/product.md §2): every field, metadata as a field list with its formatted
// JSON behind a toggle; deactivate only when ACTIVE; activate again, block, unblock and delete
// for admins only.
import { memo } from 'react';
import { Button } from 'primereact/button';
import type { Device } from '../../api/schemas/licensing/device.ts';
import { formatDateTime } from '../../shared/format.ts';
import { common } from '../../shared/messages/common.ts';
import { devices as t } from '../../shared/messages/licensing/devices.ts';
import { DeactivateDeviceButton } from '../shared/devices/deactivate-device-button.tsx';
import { DetailDialog } from '../shared/layout/detail-dialog.tsx';
import { DetailList } from '../shared/layout/detail-list.tsx';
import { useRowActions } from '../shared/list/list-screen/row-actions.tsx';
import { MetadataView } from './metadata-view.tsx';
import { DeviceAdminActions } from './device-admin-actions.tsx';
import { OfflineReturnSection } from '../shared/license-files/offline-return-section.tsx';
import { licenseFiles as ft } from '../../shared/messages/licensing/license-files.ts';
import { StatusTag } from '../../ui/light/status-tag.tsx';
import { deviceStatusView } from '../shared/values/status.ts';

export interface DeviceDetailDialogProps {
  device: Device | null;
  onHide: () => void;
  canDelete: boolean;
}

function DeviceDetailDialogView({ device, onHide, canDelete }: DeviceDetailDialogProps) {
  // The list's row actions: the same calls and pending states as the row's buttons.
  const { run, pending } = useRowActions<Device, 'deactivate' | 'delete'>();
  const deactivating = device !== null && pending?.deactivate === device.id;
  const deleting = device !== null && pending?.delete === device.id;
  const actions = device ? (
    <>
      <DeactivateDeviceButton
        status={device.status}
        label={t.deactivate}
        severity="warning"
        busy={deactivating}
        onClick={() => run('deactivate', device)}
      />
      {canDelete ? <DeviceAdminActions device={device} /> : null}
      {canDelete ? (
        <Button
          type="button"
          label={t.delete}
          icon="pi pi-trash"
          severity="danger"
          outlined
          loading={deleting}
          disabled={deleting}
          onClick={() => run('delete', device)}
        />
      ) : null}
    </>
  ) : null;

  return (
    <DetailDialog header={t.detailTitle} visible={device !== null} onHide={onHide} width="44rem" actions={actions}>
      {device ? (
        <>
          <DetailList
            items={[
              { label: t.fieldId, value: <code>{device.id}</code> },
              { label: t.fieldHardwareId, value: device.hardwareId ? <code>{device.hardwareId}</code> : common.none },
              { label: t.fieldName, value: device.name || common.none },
              { label: t.fieldStatus, value: <StatusTag view={deviceStatusView(device.status)} /> },
              // Ours: shown only when the server says whether the device is blocked.
              ...(device.blocked === null
                ? []
                : [{ label: t.fieldBlocked, value: device.blocked ? t.blockedState : t.notBlockedState }]),
              { label: t.fieldLicenseId, value: device.licenseId ? <code>{device.licenseId}</code> : t.unassigned },
              { label: t.fieldCreatedAt, value: formatDateTime(device.createdAt) },
              {
                label: t.fieldLastHeartbeat,
                value: device.lastHeartbeat ? formatDateTime(device.lastHeartbeat) : t.notReceived,
              },
              { label: t.fieldLastOnline, value: formatDateTime(device.lastOnlineAt) },
              {
                label: t.fieldMetadata,
                value: device.metadata ? <MetadataView metadata={device.metadata} /> : common.none,
              },
              // Ours (licence files): only a device that runs on one has it.
              ...(device.offlineUntil ? [{ label: ft.offlineUntil, value: formatDateTime(device.offlineUntil) }] : []),
            ]}
          />
          {canDelete && device.offlineUntil && device.status === 'ACTIVE' ? (
            <OfflineReturnSection
              key={device.id}
              device={{ id: device.id, name: device.name || device.hardwareId || device.id }}
            />
          ) : null}
        </>
      ) : null}
    </DetailDialog>
  );
}

/** Re-renders only when what it shows or the calls in flight change (the list screen re-renders on every page and refresh). */
export const DeviceDetailDialog = memo(DeviceDetailDialogView);
