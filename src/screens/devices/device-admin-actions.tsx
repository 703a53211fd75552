// The admin's device actions of the contract beyond deactivate and delete (docs/product.md §7):
// 有効化 on the device's own licence (disabled, saying why, when that licence is revoked or full),
// ブロック (confirmed first) and ブロック解除. A server that does not say whether a device is blocked
// (`blocked` null) is offered both block calls; its refusal of the wrong one reaches the toast with
// the server's reason.
import { useId } from 'react';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { useActivateDevice, useBlockDevice, useUnblockDevice } from '../../api/resources/licensing/devices.ts';
import { useLicenseLookup } from '../../api/resources/licensing/licenses.ts';
import type { Device } from '../../api/schemas/licensing/device.ts';
import { devices as t } from '../../shared/messages/licensing/devices.ts';
import { notifyFailure } from '../shared/feedback/notify-failure.ts';
import { useNotify } from '../shared/feedback/notify.tsx';
import { activationRefusal } from './device-activation-guard.ts';

/** Which of the three a device offers: only a licensed, unblocked, not ACTIVE device can be activated again. */
export function offeredDeviceActions(device: Device) {
  return {
    activate: device.status !== 'ACTIVE' && device.licenseId !== null && device.blocked !== true,
    block: device.blocked !== true,
    unblock: device.blocked !== false,
  };
}

export function DeviceAdminActions({ device }: { device: Device }) {
  const notify = useNotify();
  const activate = useActivateDevice();
  const block = useBlockDevice();
  const unblock = useUnblockDevice();
  const offered = offeredDeviceActions(device);
  const licence = useLicenseLookup(device.licenseId, offered.activate);
  const refusal = offered.activate ? activationRefusal(licence.data) : null;
  const refusalId = useId();
  const busy = activate.isPending || block.isPending || unblock.isPending;
  const texts = (done: string, failed: string) => ({
    onSuccess: () => notify.success(done),
    onError: (error: Error) => notifyFailure(notify, error, failed),
  });

  const confirmBlock = () =>
    confirmDialog({
      header: t.blockConfirmHeader,
      message: t.blockConfirmMessage,
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t.block,
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: () => block.mutate(device.id, texts(t.blockDone, t.blockFailed)),
    });

  return (
    <>
      {refusal ? (
        <small id={refusalId} className="w-full text-color-secondary">
          {t.activate}: {refusal}
        </small>
      ) : null}
      {offered.activate ? (
        <Button
          type="button"
          label={t.activate}
          icon="pi pi-play"
          severity="success"
          outlined
          loading={activate.isPending}
          disabled={busy || refusal !== null}
          aria-describedby={refusal ? refusalId : undefined}
          onClick={() => activate.mutate(device, texts(t.activated, t.activateFailed))}
        />
      ) : null}
      {offered.block ? (
        <Button
          type="button"
          label={t.block}
          icon="pi pi-ban"
          severity="danger"
          outlined
          loading={block.isPending}
          disabled={busy}
          onClick={confirmBlock}
        />
      ) : null}
      {offered.unblock ? (
        <Button
          type="button"
          label={t.unblock}
          icon="pi pi-lock-open"
          severity="secondary"
          outlined
          loading={unblock.isPending}
          disabled={busy}
          onClick={() => unblock.mutate(device.id, texts(t.unblockDone, t.unblockFailed))}
        />
      ) : null}
    </>
  );
}
