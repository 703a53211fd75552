// A form's submission through its cancellable save (use-form-save.tsx): a refusal puts the
// server's field errors beside their fields and its message above the form; a cancelled save
// keeps everything typed, and only a saved one goes on. A dialog may tell the failure in a toast.
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { messageOf } from '../../../api/client/errors.ts';
import type { Notify } from '../feedback/notify.tsx';
import { notifyFailure } from '../feedback/notify-failure.ts';
import { FormAlert, showServerFieldErrors } from './form-feedback.tsx';
import type { FormSave, SaveCall } from './use-form-save.tsx';

export interface FormSubmitOptions<T extends FieldValues> {
  save: FormSave;
  setError: UseFormSetError<T>;
  /** The fields whose server-side refusals are shown beside them. */
  fields: readonly Path<T>[];
  /** The alert's summary, and the message when the server gives none. */
  failedMessage: string;
  /** Given: a failure is told in this toast rather than above the form (`alert` stays null). */
  toast?: Notify;
}

export function useFormSubmit<T extends FieldValues>({
  save,
  setError,
  fields,
  failedMessage,
  toast,
}: FormSubmitOptions<T>) {
  const [failure, setFailure] = useState<string | null>(null);

  async function submit<R>(send: (call: SaveCall) => Promise<R>, onSaved: (value: R) => void): Promise<void> {
    setFailure(null);
    try {
      const outcome = await save.run(send);
      // Cancelled: everything typed stays, the form says so.
      if (!outcome.saved) return;
      onSaved(outcome.value);
    } catch (error) {
      showServerFieldErrors(error, fields, setError);
      if (toast) notifyFailure(toast, error, failedMessage);
      else setFailure(messageOf(error, failedMessage));
    }
  }

  const alert = failure ? <FormAlert summary={failedMessage} detail={failure} /> : null;
  return { submit, alert };
}
