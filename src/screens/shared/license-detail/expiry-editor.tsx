// A licence's expiry in the detail dialog: shown with its 期限切れ flag, and for an admin edited in
// place. The save runs through useFormSave: while it runs キャンセル aborts it and the typed value stays.
import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { format, isValid, parseISO } from 'date-fns';
import { licenseKeys } from '../../../api/resources/licensing/licenses.ts';
import { formatDateTime, localDateTimeToIso } from '../../../shared/format.ts';
import { licenses as t } from '../../../shared/messages/licensing/licenses.ts';
import { FormButtons } from '../form/form-feedback.tsx';
import { useFormSave, type SaveCall } from '../form/use-form-save.tsx';
import { ImeInputText } from '../ime/ime-input-text.tsx';

/** Saves the expiry (null: none); resolves when saved, rejects when it failed (the caller says so). */
export type ExpirySave = (iso: string | null, call: SaveCall) => Promise<void>;

/** An ISO instant as the value of a datetime-local input (local time, minutes). */
function toLocalInputValue(iso: string | null): string {
  if (!iso) return '';
  const d = parseISO(iso);
  return isValid(d) ? format(d, "yyyy-MM-dd'T'HH:mm") : '';
}

export function ExpiryValue({ expiresAt, expired }: { expiresAt: string | null; expired: boolean }) {
  return (
    <span className="expiry-value">
      {expiresAt ? formatDateTime(expiresAt) : t.noExpiry}
      {expired ? (
        <Tag value={t.expiredFlag} severity="danger" icon="pi pi-exclamation-triangle" className="ml-2" />
      ) : null}
    </span>
  );
}

export function ExpiryEditor({
  expiresAt,
  expired,
  onSave,
}: {
  expiresAt: string | null;
  expired: boolean;
  onSave: ExpirySave;
}) {
  const [editing, setEditing] = useState(false);
  if (!editing) {
    return (
      <span className="expiry-editor">
        <ExpiryValue expiresAt={expiresAt} expired={expired} />
        <Button
          type="button"
          text
          icon="pi pi-pencil"
          label={t.editExpiry}
          onClick={() => setEditing(true)}
          className="ml-2"
        />
      </span>
    );
  }
  // Mounted per opening: a cancelled save's notice does not outlive the editor it was made in.
  return <ExpiryForm expiresAt={expiresAt} onSave={onSave} onClose={() => setEditing(false)} />;
}

function ExpiryForm({
  expiresAt,
  onSave,
  onClose,
}: {
  expiresAt: string | null;
  onSave: ExpirySave;
  onClose: () => void;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [value, setValue] = useState(() => toLocalInputValue(expiresAt));
  const saving = useFormSave({ rereads: [licenseKeys.all] });

  const save = async () => {
    if (saving.pending) return;
    try {
      const outcome = await saving.run((call) => onSave(value ? localDateTimeToIso(value) : null, call));
      // Cancelled: the editor stays open with the typed value, and says so.
      if (outcome.saved) onClose();
    } catch {
      // The caller reported the failure; keep the typed value for another try.
    }
  };

  return (
    <form
      className="expiry-editor flex flex-wrap align-items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <label htmlFor={inputId}>{t.expiryInput}</label>
      <ImeInputText
        id={inputId}
        type="datetime-local"
        value={value}
        onValueChange={setValue}
        aria-describedby={hintId}
      />
      <small id={hintId}>{t.expiryInputHint}</small>
      {/* While the save runs, キャンセル aborts it (the typed value stays); otherwise it closes the editor. */}
      <FormButtons
        submitLabel={t.saveExpiry}
        busy={saving.pending}
        cancel={{ label: t.cancelEdit, onClick: onClose }}
        save={saving}
      />
    </form>
  );
}
