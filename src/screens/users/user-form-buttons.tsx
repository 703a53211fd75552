// The buttons of the user forms (creation and edit): the submit, and キャンセル back to the list.
import { useLocation } from 'wouter';
import { users as t } from '../../shared/messages/users.ts';
import { FormButtons } from '../shared/form/form-feedback.tsx';
import type { FormSave } from '../shared/form/use-form-save.tsx';

export function UserFormButtons(props: { submitLabel: string; busy: boolean; save: FormSave }) {
  const [, navigate] = useLocation();
  return <FormButtons {...props} cancel={{ label: t.cancel, onClick: () => navigate('/users') }} />;
}
