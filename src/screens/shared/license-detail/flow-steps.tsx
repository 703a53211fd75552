// The steps the licence detail's two-step flows (延長, 譲渡) share: the done step, the choosing
// step's buttons, and the confirm step's (cancel hidden while saving, back, save).
import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { lifecycleScreen as t } from '../../../shared/messages/licensing/license-lifecycle.ts';

/** The done step: what was saved, anything more the flow has to say, and 閉じる. */
export function DoneStep({
  message,
  onClose,
  children,
}: {
  message: string;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-column gap-3">
      <Message severity="success" text={message} />
      {children}
      <div className="flex justify-content-end">
        <Button type="button" label={t.close} onClick={onClose} />
      </div>
    </div>
  );
}

/** The choosing step's buttons: cancel, and the submit that moves on. */
export function NextStepActions({ label, icon, onCancel }: { label: string; icon: string; onCancel: () => void }) {
  return (
    <div className="flex justify-content-end gap-2">
      <Button type="button" label={t.cancel} severity="secondary" outlined onClick={onCancel} />
      <Button type="submit" label={label} icon={icon} />
    </div>
  );
}

export interface ConfirmStepProps {
  busy: boolean;
  /** The refusal's text, shown while the flow is refused. */
  refusal: string | null | undefined;
  saveLabel: string;
  onCancel: () => void;
  onBack: () => void;
  onSave: () => void;
}

export function ConfirmStepActions({ busy, refusal, saveLabel, onCancel, onBack, onSave }: ConfirmStepProps) {
  return (
    <>
      {refusal ? <Message severity="error" text={refusal} /> : null}
      <div className="flex flex-wrap justify-content-end gap-2">
        {busy ? null : <Button type="button" label={t.cancel} severity="secondary" text onClick={onCancel} />}
        <Button type="button" label={t.back} severity="secondary" outlined disabled={busy} onClick={onBack} />
        <Button type="button" label={saveLabel} icon="pi pi-check" loading={busy} disabled={busy} onClick={onSave} />
      </div>
    </>
  );
}
