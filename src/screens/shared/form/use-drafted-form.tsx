// A create/edit form as one hook: react-hook-form's form, its draft kept across a session expiry
// (use-form-draft.tsx), its cancellable save (use-form-save.tsx) and the submission that shows a
// refusal beside the fields (use-form-submit.tsx). A saved form's draft is cleared before `onSaved`.
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { QueryKey } from '@tanstack/react-query';
import { useFormDraft, type FormDraft, type FormDraftOptions } from './use-form-draft.tsx';
import { useFormSave, type FormSave, type SaveCall } from './use-form-save.tsx';
import type { Notify } from '../feedback/notify.tsx';
import { useFormSubmit } from './use-form-submit.tsx';

export interface DraftedFormOptions<TInput extends FieldValues, TOutput> {
  /** useForm's options: the resolver and the values the form starts from. */
  form: UseFormProps<TInput, unknown, TOutput>;
  /** Which draft this form keeps (`formId`), what it never keeps, when its offer may show. */
  draft: FormDraftOptions;
  /** The fields whose server-side refusals are shown beside them: a list, or read from the
   *  current values (a form whose fields depend on a choice). */
  fields: readonly Path<TInput>[] | ((values: TInput) => readonly Path<TInput>[]);
  /** The failure's summary, and its message when the server gives none. */
  failedMessage: string;
  /** Given: a failure is told in this toast (a dialog's way) rather than above the form. */
  toast?: Notify;
}

export interface DraftedForm<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  draft: FormDraft;
  save: FormSave;
  /** The form's submit handler: validates, sends through the save, and on an answer clears the
   *  draft and calls `onSaved`; a cancelled save keeps everything typed. */
  handleSave: <R>(
    send: (values: TOutput, call: SaveCall) => Promise<R>,
    onSaved: (value: R) => void,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** The failure above the form, or null (always null with `toast`). */
  alert: ReactNode;
  /** Validating or saving: the submit is held. */
  busy: boolean;
}

/** The form owns its save: `rereads` are what a cancelled save may have changed. */
export function useDraftedForm<TInput extends FieldValues, TOutput = TInput>(
  options: DraftedFormOptions<TInput, TOutput> & { rereads: readonly QueryKey[] },
): DraftedForm<TInput, TOutput> {
  return useDraftedFormWith(useFormSave({ rereads: options.rereads }), options);
}

/** The save is owned above the form (a SaveDialog, whose Escape and × cancel it). */
export function useDraftedFormWith<TInput extends FieldValues, TOutput = TInput>(
  save: FormSave,
  { form: formOptions, draft: draftOptions, fields, failedMessage, toast }: DraftedFormOptions<TInput, TOutput>,
): DraftedForm<TInput, TOutput> {
  const form = useForm<TInput, unknown, TOutput>(formOptions);
  const draft = useFormDraft(form, draftOptions);
  const fieldsNow = typeof fields === 'function' ? fields(form.getValues()) : fields;
  const { submit, alert } = useFormSubmit({ save, setError: form.setError, fields: fieldsNow, failedMessage, toast });

  const handleSave: DraftedForm<TInput, TOutput>['handleSave'] = (send, onSaved) =>
    form.handleSubmit((values) =>
      submit(
        (call) => send(values, call),
        (value) => {
          draft.clear();
          onSaved(value);
        },
      ),
    );

  return { form, draft, save, handleSave, alert, busy: form.formState.isSubmitting || save.pending };
}
