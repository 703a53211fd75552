// The confirmation before re-activating a revoked licence (it consumes quota): names the key.
import { memo } from 'react';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { licenses as t } from '../../shared/messages/licensing/licenses.ts';

export interface ActivationConfirmDialogProps {
  visible: boolean;
  licenseKey: string | null;
  onAccept: () => void;
  onCancel: () => void;
}

function ActivationConfirmDialogView({ visible, licenseKey, onAccept, onCancel }: ActivationConfirmDialogProps) {
  return (
    <ConfirmDialog
      visible={visible}
      header={t.activateConfirmHeader}
      message={
        <span>
          {t.activateConfirmMessage}
          {licenseKey ? (
            <>
              <br />
              <code>{licenseKey}</code>
            </>
          ) : null}
        </span>
      }
      icon="pi pi-question-circle"
      accept={onAccept}
      reject={onCancel}
      onHide={(result) => {
        if (result !== 'accept') onCancel();
      }}
    />
  );
}

/** Re-renders only when it opens, closes or names another key (not on every page of the list; its callbacks are stable). */
export const ActivationConfirmDialog = memo(ActivationConfirmDialogView);
