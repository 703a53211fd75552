// Detail of one of my devices (docs/product.md §2): device id, hardware id, status, hostname,
// platform, licence key (first 16 characters) and heartbeat.
import type { MyDevice } from '../../api/schemas/licensing/device.ts';
import { TRUNCATE } from '../../shared/constants.ts';
import { formatDateTime, truncate } from '../../shared/format.ts';
import { common } from '../../shared/messages/common.ts';
import { myDevices as t } from '../../shared/messages/self-service.ts';
import { CopyButton } from '../shared/values/copy-button.tsx';
import { DetailDialog } from '../shared/layout/detail-dialog.tsx';
import { DetailList } from '../shared/layout/detail-list.tsx';
import { deviceStatusView } from '../shared/values/status.ts';
import { StatusTag } from '../../ui/light/status-tag.tsx';

export function MyDeviceDetailDialog({ device, onHide }: { device: MyDevice | null; onHide: () => void }) {
  return (
    <DetailDialog header={t.detailTitle} visible={device !== null} onHide={onHide} width="36rem">
      {device ? (
        <DetailList
          items={[
            { label: t.deviceId, value: <code>{device.device_id}</code> },
            { label: t.hardwareId, value: device.hardware_id ? <code>{device.hardware_id}</code> : common.none },
            { label: t.status, value: <StatusTag view={deviceStatusView(device.status)} /> },
            { label: t.hostname, value: device.hostname || common.none },
            { label: t.platform, value: device.platform || common.none },
            {
              label: t.licenseKey,
              // Cut to 16 characters (docs/product.md §2); the button copies the whole key.
              value: device.license_key ? (
                <span className="value-with-copy">
                  <code>{truncate(device.license_key, TRUNCATE.myLicenseKey)}</code>
                  <CopyButton value={device.license_key} label={t.copyLicenseKey} />
                </span>
              ) : (
                t.unassigned
              ),
            },
            { label: t.heartbeat, value: formatDateTime(device.last_heartbeat, t.notReceived) },
          ]}
        />
      ) : null}
    </DetailDialog>
  );
}
