// 無効化 of a device (docs/product.md §4), in the devices' detail dialog and on My devices' rows:
// offered only while the device is ACTIVE, and held (spinning, disabled) while its call runs.
import { Button, type ButtonProps } from 'primereact/button';

export interface DeactivateDeviceButtonProps extends Pick<
  ButtonProps,
  'label' | 'severity' | 'outlined' | 'size' | 'aria-label' | 'onClick'
> {
  /** The device's status; any but ACTIVE shows no button. */
  status: string | null;
  /** Its deactivation is in flight. */
  busy: boolean;
}

export function DeactivateDeviceButton({ status, busy, ...look }: DeactivateDeviceButtonProps) {
  if (status !== 'ACTIVE') return null;
  return <Button type="button" icon="pi pi-power-off" loading={busy} disabled={busy} {...look} />;
}
