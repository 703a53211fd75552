// A dialog around one form's save: Escape or × while the save runs cancel it as キャンセル does
// (the dialog stays, with what was typed, and says so); otherwise they close the dialog.
import { Dialog, type DialogProps } from 'primereact/dialog';
import type { FormSave } from './use-form-save.tsx';

export function SaveDialog({ save, onHide, ...props }: DialogProps & { save: FormSave }) {
  return <Dialog modal {...props} onHide={save.pending ? save.cancel : onHide} />;
}
