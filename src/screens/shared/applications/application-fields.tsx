// The fields every application form has (名前, 説明, バージョン): the creation from a product and
// my application's setup and edit show the same three, with the same labels and checks.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { InputTextarea } from 'primereact/inputtextarea';
import { applications as t } from '../../../shared/messages/applications.ts';
import { fieldErrorProps, FormField } from '../form/form-feedback.tsx';
import { FormInputText } from '../ime/ime-input-text.tsx';

export interface ApplicationFieldValues {
  name: string;
  description: string;
  version: string;
}

type FieldName = keyof ApplicationFieldValues;

export function ApplicationFields<T extends ApplicationFieldValues>({
  register,
  errors,
  ids,
  versionPlaceholder,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** Each field's input id, unique on the page. */
  ids: Record<FieldName, string>;
  versionPlaceholder?: string;
}) {
  // The three names are fields of every T here; react-hook-form's Path<T> cannot see that.
  const bind = register as unknown as UseFormRegister<ApplicationFieldValues>;
  const error = (name: FieldName) => (errors as FieldErrors<ApplicationFieldValues>)[name]?.message;
  return (
    <>
      <FormField inputId={ids.name} label={t.nameLabel} error={error('name')}>
        <FormInputText autoComplete="off" {...bind('name')} {...fieldErrorProps(ids.name, error('name'))} />
      </FormField>
      <FormField inputId={ids.description} label={t.descriptionLabel} error={error('description')}>
        <InputTextarea
          rows={4}
          autoResize
          {...bind('description')}
          {...fieldErrorProps(ids.description, error('description'))}
        />
      </FormField>
      <FormField inputId={ids.version} label={t.versionLabel} error={error('version')}>
        <FormInputText
          ascii
          autoComplete="off"
          placeholder={versionPlaceholder}
          {...bind('version')}
          {...fieldErrorProps(ids.version, error('version'))}
        />
      </FormField>
    </>
  );
}
