// The detail dialogs of one item (a licence, a device, my device): modal, closed by its 閉じる
// button, the header's ×, Escape or a click on the mask; the item's actions stand before 閉じる.
import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Dialog, type DialogProps } from 'primereact/dialog';
import { common } from '../../../shared/messages/common.ts';

// The content scrolls on a short screen: a keyboard must be able to reach and scroll it.
const SCROLLABLE_PT: DialogProps['pt'] = { content: { tabIndex: 0 } };

export interface DetailDialogProps {
  header: string;
  visible: boolean;
  onHide: () => void;
  /** Its width on a wide screen, e.g. '40rem' (never more than 95vw). */
  width: string;
  /** The item's buttons, before 閉じる. */
  actions?: ReactNode;
  /** Long content (it scrolls on a short screen). */
  scrollable?: boolean;
  children: ReactNode;
}

export function DetailDialog({
  header,
  visible,
  onHide,
  width,
  actions,
  scrollable = false,
  children,
}: DetailDialogProps) {
  const close = <Button type="button" label={common.close} severity="secondary" outlined onClick={onHide} />;
  return (
    <Dialog
      header={header}
      visible={visible}
      onHide={onHide}
      closable
      dismissableMask
      modal
      style={{ width: `min(${width}, 95vw)` }}
      pt={scrollable ? SCROLLABLE_PT : undefined}
      footer={
        actions ? (
          <div className="flex flex-wrap justify-content-end gap-2">
            {actions}
            {close}
          </div>
        ) : (
          close
        )
      }
    >
      {children}
    </Dialog>
  );
}
