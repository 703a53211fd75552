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

/** Each action's button, in the order they are shown. */
const BUTTONS = [
  { action: 'activate', label: t.activate, icon: 'pi pi-play', severity: 'success' },
  { action: 'block', label: t.block, icon: 'pi pi-ban', severity: 'danger' },
  { action: 'unblock', label: t.unblock, icon: 'pi pi-lock-open', severity: 'secondary' },
] as const;

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
  const pending = { activate: activate.isPending, block: block.isPending, unblock: unblock.isPending };
  const busy = Object.values(pending).some(Boolean);
  const onClick = {
    activate: () => activate.mutate(device, texts(t.activated, t.activateFailed)),
    block: confirmBlock,
    unblock: () => unblock.mutate(device.id, texts(t.unblockDone, t.unblockFailed)),
  };

  return (
    <>
      {refusal ? (
        <small id={refusalId} className="w-full text-color-secondary">
          {t.activate}: {refusal}
        </small>
      ) : null}
      {BUTTONS.filter(({ action }) => offered[action]).map(({ action, ...button }) => {
        // Only 有効化 can be refused ahead (the licence revoked or full); it says why.
        const refused = action === 'activate' && refusal !== null;
        return (
          <Button
            key={action}
            type="button"
            {...button}
            outlined
            loading={pending[action]}
            disabled={busy || refused}
            aria-describedby={refused ? refusalId : undefined}
            onClick={onClick[action]}
          />
        );
      })}
    </>
  );
}
