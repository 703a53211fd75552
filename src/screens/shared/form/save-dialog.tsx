// A dialog around one form's save: Escape or × while the save runs cancel it as キャンセル does
// (the dialog stays, with what was typed, and says so); otherwise they close the dialog.
import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { Dialog, type DialogProps } from 'primereact/dialog';
import { useFormSave, type FormSave } from './use-form-save.tsx';

export function SaveDialog({ save, onHide, ...props }: DialogProps & { save: FormSave }) {
  return <Dialog modal {...props} onHide={save.pending ? save.cancel : onHide} />;
}

export interface FormDialogProps<O> extends Omit<DialogProps, 'visible' | 'style' | 'children'> {
  /** What the dialog is open for (the record, the target), or null while it is closed. */
  opened: O | null;
  /** Changes with each opening: the dialog, its save and what it said of it are made anew. */
  openingKey: string;
  /** What the form's save may change (useFormSave). */
  rereads: readonly QueryKey[];
  /** The dialog's width on a wide screen (a narrow one gets 95 % of its width). */
  width: string;
  /** The form, shown while the dialog is open, given the save it runs through. */
  children: (opened: O, save: FormSave) => ReactNode;
}

/** A form in a SaveDialog, one per opening: a save belongs to the opening it was made in. */
export function FormDialog<O>({ openingKey, ...props }: FormDialogProps<O>) {
  return <OpenedFormDialog key={openingKey} {...props} />;
}

function OpenedFormDialog<O>({ opened, rereads, width, children, ...dialog }: Omit<FormDialogProps<O>, 'openingKey'>) {
  const save = useFormSave({ rereads });
  return (
    <SaveDialog {...dialog} save={save} visible={opened !== null} style={{ width: `min(${width}, 95vw)` }}>
      {opened !== null ? children(opened, save) : null}
    </SaveDialog>
  );
}
