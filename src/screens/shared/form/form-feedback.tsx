// Form feedback in one style for every form: a labelled field with its hint and its message
// (linked with aria-describedby; multi-line messages keep their lines), the server's field
// messages put next to their fields, and the alert of a failed save.
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { isApiError } from '../../../api/client/errors.ts';
import { formSave as saveText } from '../../../shared/messages/forms/form-save.ts';
import type { FormSave } from './use-form-save.tsx';

/** Props that tie an input to its error message (and hint, when it has one). */
export function fieldErrorProps(inputId: string, message: string | undefined, options: { hint?: boolean } = {}) {
  const describedBy = [message ? `${inputId}-error` : null, options.hint ? `${inputId}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return {
    id: inputId,
    invalid: Boolean(message),
    'aria-invalid': Boolean(message),
    'aria-describedby': describedBy || undefined,
  } as const;
}

/** The server's first message for each of these fields goes next to it; the typed values stay. */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  names: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  const fields = isApiError(error) ? error.fields : undefined;
  for (const name of names) {
    const message = fields?.[name]?.[0];
    if (message) setError(name, { type: 'server', message });
  }
}

export function FieldError({ inputId, message }: { inputId: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <small className="p-error" id={`${inputId}-error`} role="alert" style={{ whiteSpace: 'pre-line' }}>
      {message}
    </small>
  );
}

/** How a field is laid out: a form's spaced `field`, or stacked tightly (the licence and policy forms). */
const FIELD_LAYOUTS = {
  form: { className: 'field', hint: { style: { color: 'var(--text-color-secondary)' } } },
  stacked: { className: 'flex flex-column gap-1', hint: { className: 'text-color-secondary' } },
} as const;

/** Label, control, hint and message, in the layout every form uses unless it says otherwise. */
export function FormField({
  inputId,
  label,
  error,
  hint,
  layout = 'form',
  children,
}: {
  inputId: string;
  label: string;
  error: string | undefined;
  hint?: string;
  layout?: keyof typeof FIELD_LAYOUTS;
  children: ReactNode;
}) {
  const look = FIELD_LAYOUTS[layout];
  return (
    <div className={look.className}>
      <label htmlFor={inputId}>{label}</label>
      {children}
      {hint ? (
        <small id={`${inputId}-hint`} {...look.hint}>
          {hint}
        </small>
      ) : null}
      <FieldError inputId={inputId} message={error} />
    </div>
  );
}

/**
 * The form's buttons at its end: an optional cancel, then the submit, held while it saves. With
 * `save`, キャンセル aborts a running save (shown while it runs even when the form has no cancel),
 * and above them the notice of a save without an answer for 30 s, or of a cancelled one.
 */
export function FormButtons({
  submitLabel,
  submitIcon = 'pi pi-check',
  busy: busyGiven,
  disabled = false,
  cancel,
  save,
}: {
  submitLabel: string;
  submitIcon?: string;
  /** Whether the form is saving: by default, whether `save` runs. */
  busy?: boolean;
  disabled?: boolean;
  cancel?: { label: string; onClick: () => void };
  save?: FormSave;
}) {
  const busy = busyGiven ?? save?.pending ?? false;
  const cancelSave = save?.pending ? { label: saveText.cancel, onClick: save.cancel } : null;
  const shown = cancelSave ?? cancel;
  return (
    <>
      {save ? <FormSaveNotices save={save} /> : null}
      <div style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end' }}>
        {shown ? (
          <Button
            type="button"
            label={shown.label}
            severity="secondary"
            outlined
            onClick={shown.onClick}
            disabled={busy && !cancelSave}
          />
        ) : null}
        <Button type="submit" label={submitLabel} icon={submitIcon} loading={busy} disabled={busy || disabled} />
      </div>
    </>
  );
}

/** A save without an answer by its deadline (it still waits), or one the user cancelled. */
export function FormSaveNotices({ save }: { save: FormSave }) {
  if (save.slow) return <FormMessage severity="warn" lines={[saveText.slowTitle, saveText.slowDetail]} />;
  if (save.cancelled)
    return <FormMessage severity="warn" lines={[saveText.cancelledTitle, saveText.cancelledDetail]} />;
  return null;
}

/**
 * A failed save: the screen's own text (docs/product.md §8) and, when the server gave a
 * reason that differs from it, that reason on the next line.
 */
export function FormAlert({ summary, detail }: { summary: string; detail?: string | null }) {
  const extra = detail && detail !== summary ? detail : null;
  return <FormMessage severity="error" className="form-alert" lines={extra ? [summary, extra] : [summary]} />;
}

/** A message as wide as the form above it, one line per text (a save's outcome and what follows). */
export function FormMessage({
  severity,
  lines,
  className,
}: {
  severity: 'success' | 'warn' | 'error';
  lines: readonly string[];
  className?: string;
}) {
  return (
    <Message
      severity={severity}
      className={className}
      style={{ width: '100%', justifyContent: 'flex-start', marginBottom: '1rem' }}
      content={
        <div>
          {lines.map((line, i) => (
            <div key={i}>{line}</div>
          ))}
        </div>
      }
    />
  );
}
