// Detail of one of my devices (spec §2): device id, hardware id, status, hostname,
// platform, licence key (first 16 characters) and heartbeat.
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { MyDevice } from '../../api/schemas/device.ts';
import { TRUNCATE } from '../../shared/constants.ts';
import { formatDateTime, truncate } from '../../shared/format.ts';
import { common } from '../../shared/messages/common.ts';
import { myDevices as t } from '../../shared/messages/self-service.ts';
import { deviceStatusView } from '../shared/status.ts';
import { StatusTag } from '../shared/status-tag.tsx';

export function MyDeviceDetailDialog({ device, onHide }: { device: MyDevice | null; onHide: () => void }) {
  return (
    <Dialog
      header={t.detailTitle}
      visible={device !== null}
      onHide={onHide}
      modal
      closable
      dismissableMask
      style={{ width: 'min(36rem, 95vw)' }}
      footer={<Button type="button" label={common.close} severity="secondary" outlined onClick={onHide} />}
    >
      {device ? (
        <dl className="detail-list">
          <dt>{t.deviceId}</dt>
          <dd>
            <code>{device.device_id}</code>
          </dd>
          <dt>{t.hardwareId}</dt>
          <dd>
            <code>{device.hardware_id}</code>
          </dd>
          <dt>{t.status}</dt>
          <dd>
            <StatusTag view={deviceStatusView(device.status)} />
          </dd>
          <dt>{t.hostname}</dt>
          <dd>{device.hostname || common.none}</dd>
          <dt>{t.platform}</dt>
          <dd>{device.platform || common.none}</dd>
          <dt>{t.licenseKey}</dt>
          <dd>{device.license_key ? <code>{truncate(device.license_key, TRUNCATE.myLicenseKey)}</code> : t.unassigned}</dd>
          <dt>{t.heartbeat}</dt>
          <dd>{formatDateTime(device.last_heartbeat, t.notReceived)}</dd>
        </dl>
      ) : null}
    </Dialog>
  );
}
