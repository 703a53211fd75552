// What a refused deactivation or deletion of a device means for a bulk run: the device list's
// bulk bar and the clean-up of silent devices read refusals the same way.
import { isApiError, messageOf } from '../../../api/client/errors.ts';
import type { DeviceItemAction } from '../../../api/resources/licensing/devices.ts';
import { devices as t } from '../../../shared/messages/licensing/devices.ts';
import type { BulkOutcome } from '../../../machines/bulk-action/bulk-action-machine.ts';

/** A 409 (already inactive) is skipped with the server's reason; anything else failed. */
export function deviceBulkOutcome(action: DeviceItemAction, error: unknown): BulkOutcome {
  if (isApiError(error) && error.status === 409)
    return { kind: 'skipped', reason: messageOf(error, t.deactivateFailed) };
  return { kind: 'failed', message: messageOf(error, action === 'deactivate' ? t.deactivateFailed : t.deleteFailed) };
}
