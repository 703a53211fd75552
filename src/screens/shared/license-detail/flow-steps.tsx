// The steps the licence detail's two-step flows (延長, 譲渡) share: their dialog, the done step,
// the choosing step's buttons, and the confirm step's (cancel, which aborts a running save; back;
// save) with what the save came to.
import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { formSave } from '../../../shared/messages/forms/form-save.ts';
import { lifecycleScreen as t } from '../../../shared/messages/licensing/license-lifecycle.ts';
import { FormSaveNotices } from '../form/form-feedback.tsx';
import { SaveDialog } from '../form/save-dialog.tsx';
import type { FormSave } from '../form/use-form-save.tsx';

/** A flow's dialog: open while the flow is; Escape or × close it, or cancel its running save. */
export function FlowDialog({
  flow,
  className,
  header,
  onClose,
  children,
}: {
  flow: { state: string; save: FormSave };
  className: string;
  header: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <SaveDialog
      save={flow.save}
      className={className}
      header={header}
      visible={flow.state !== 'idle'}
      onHide={onClose}
      style={{ width: 'min(32rem, 95vw)' }}
    >
      {children}
    </SaveDialog>
  );
}

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

/** What the confirm step reads of a flow (延長, 譲渡), and the `<flow>.back` and `<flow>.confirm` it sends. */
export interface ConfirmableFlow<F extends string> {
  state: string;
  busy: boolean;
  context: { error: string | null };
  save: FormSave;
  send: (event: { type: `${F}.back` | `${F}.confirm` }) => void;
}

export function ConfirmStepActions<F extends string>({
  flow,
  events,
  saveLabel,
  onCancel,
}: {
  flow: ConfirmableFlow<F>;
  /** The flow's events' prefix. */
  events: F;
  saveLabel: string;
  onCancel: () => void;
}) {
  const { busy, save } = flow;
  // The refusal's text, shown while the flow is refused (a cancelled save is told as such).
  const refusal = flow.state === 'refused' ? flow.context.error : null;
  const onBack = () => flow.send({ type: `${events}.back` });
  const onSave = () => flow.send({ type: `${events}.confirm` });
  return (
    <>
      {refusal && !save.cancelled ? <Message severity="error" text={refusal} /> : null}
      {busy || refusal ? <FormSaveNotices save={save} /> : null}
      <div className="flex flex-wrap justify-content-end gap-2">
        <Button
          type="button"
          label={busy ? formSave.cancel : t.cancel}
          severity="secondary"
          text
          onClick={busy ? save.cancel : onCancel}
        />
        <Button type="button" label={t.back} severity="secondary" outlined disabled={busy} onClick={onBack} />
        <Button type="button" label={saveLabel} icon="pi pi-check" loading={busy} disabled={busy} onClick={onSave} />
      </div>
    </>
  );
}
