// The new licence form's fields (docs/product.md §2): each a PrimeReact control bound to the form,
// its label, hint and message tied to it (aria-describedby); the user field has a file of its own.
import type { ReactNode } from 'react';
import { Controller, useController, type Control } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { messageOf } from '../../../api/client/errors.ts';
import type { ApplicationForLicense } from '../../../api/schemas/application.ts';
import type { LicenseType } from '../../../api/schemas/licensing/license.ts';
import { common } from '../../../shared/messages/common.ts';
import { licenses as t } from '../../../shared/messages/licensing/licenses.ts';
import { DROPDOWN_DEFAULTS } from '../../../ui/dropdown/dropdown-defaults.ts';
import { LicenseTypeRadios } from './license-type-radios.tsx';
import { fieldErrorProps, FormField } from '../form/form-feedback.tsx';
import { IME_DROPDOWN_FILTER } from '../ime/ime-dropdown-filter.tsx';
import { CalendarDayInput } from '../form/calendar-day-input.tsx';
import { FormNumberText } from '../form/form-number-text.tsx';
import type { LicenseFormInput } from './license-create-form.ts';

export interface BoundFieldProps {
  control: Control<LicenseFormInput>;
  id: string;
  error: string | undefined;
}

/** Label, control, hint and message, stacked tightly as the licence form lays them out. */
export function LicenseField({
  id,
  error,
  ...field
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return <FormField {...field} inputId={id} error={error} layout="stacked" />;
}

/** A list the form needs could not be read: the reason and a retry, under its field. */
function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex align-items-center gap-2" role="alert">
      <Message severity="error" text={message} />
      <Button type="button" label={common.retry} icon="pi pi-refresh" text size="small" onClick={onRetry} />
    </div>
  );
}

/** The props of an input bound to its message, for controls whose `id` names their wrapper. */
function inputErrorProps(inputId: string, error: string | undefined) {
  const { id, ...state } = fieldErrorProps(inputId, error);
  return { inputId: id, ...state };
}

/** What a choice among options the server lists shows: loading, an empty list and a failed read
 *  (with its retry) each show in the field; `search` asks the server as the user types in the
 *  panel's filter box. */
export interface ServerChoiceProps<T extends { id: string }> {
  id: string;
  error: string | undefined;
  label: string;
  query: UseQueryResult<T[]>;
  options?: T[];
  optionLabel: keyof T & string;
  itemTemplate: (option: T) => ReactNode;
  placeholder: string;
  emptyMessage: string;
  loadFailedMessage: string;
  search?: { placeholder: string; onSearch: (text: string) => void };
}

/** A choice among options the server lists, not bound to a form (the transfer dialog's user). */
export function ServerChoice<T extends { id: string }>({
  id,
  error,
  label,
  query,
  options = query.data ?? [],
  optionLabel,
  itemTemplate,
  placeholder,
  emptyMessage,
  loadFailedMessage,
  search,
  value,
  onChange,
  onBlur,
}: ServerChoiceProps<T> & { value: string; onChange: (value: string, option: T | null) => void; onBlur?: () => void }) {
  const searchProps = search
    ? {
        filter: true,
        ...IME_DROPDOWN_FILTER,
        filterBy: optionLabel,
        filterPlaceholder: search.placeholder,
        onFilter: (e: { filter: string }) => search.onSearch(e.filter),
        emptyFilterMessage: emptyMessage,
      }
    : {};
  return (
    <LicenseField id={id} label={label} error={error}>
      <Dropdown
        {...DROPDOWN_DEFAULTS}
        {...inputErrorProps(id, error)}
        {...searchProps}
        value={value}
        options={options}
        optionLabel={optionLabel}
        optionValue="id"
        itemTemplate={itemTemplate}
        placeholder={query.isPending ? common.loading : placeholder}
        loading={query.isPending}
        emptyMessage={emptyMessage}
        onChange={(e) => onChange((e.value as string | null) ?? '', options.find((o) => o.id === e.value) ?? null)}
        onBlur={onBlur}
        className="w-full"
      />
      {query.isError ? (
        <LoadFailed message={messageOf(query.error, loadFailedMessage)} onRetry={() => void query.refetch()} />
      ) : null}
    </LicenseField>
  );
}

/** The same choice bound to the new licence form (the application, the user). */
export function ServerChoiceField<T extends { id: string }>({
  control,
  name,
  onChosen,
  ...choice
}: Omit<BoundFieldProps, 'id' | 'error'> &
  ServerChoiceProps<T> & { name: 'applicationId' | 'userId'; onChosen?: (option: T | null) => void }) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <ServerChoice
          {...choice}
          value={field.value}
          onChange={(value, option) => {
            field.onChange(value);
            onChosen?.(option);
          }}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

export function ApplicationField({
  applications,
  onChosen,
  ...bound
}: BoundFieldProps & { applications: UseQueryResult<ApplicationForLicense[]>; onChosen?: () => void }) {
  return (
    <ServerChoiceField
      {...bound}
      onChosen={onChosen}
      name="applicationId"
      label={t.formApplication}
      query={applications}
      optionLabel="name"
      itemTemplate={(a) => `${a.name}${a.version ? ` (${a.version})` : ''}`}
      placeholder={t.formApplicationPlaceholder}
      emptyMessage={t.noApplications}
      loadFailedMessage={t.applicationsLoadFailed}
    />
  );
}

export function LicenseTypeField({
  control,
  id,
  error,
  onChosen,
}: BoundFieldProps & { onChosen: (type: LicenseType) => void }) {
  const { field } = useController({ name: 'type', control });
  return (
    <LicenseTypeRadios
      id={id}
      legend={t.formType}
      name={field.name}
      value={field.value}
      error={error}
      onChange={(type) => {
        field.onChange(type);
        onChosen(type);
      }}
    />
  );
}

export function MaxActivationsField({ control, id, error }: BoundFieldProps) {
  return (
    <LicenseField id={id} label={t.formMaxActivations} error={error}>
      <FormNumberText control={control} name="maxActivations" id={id} error={error} />
    </LicenseField>
  );
}

/** A start or end date. With `disabledHint` the field is off, empty and says why (a perpetual
 *  licence has no end date). */
export function DateField({
  control,
  id,
  error,
  name,
  label,
  disabledHint,
}: BoundFieldProps & { name: 'startDate' | 'endDate'; label: string; disabledHint?: string }) {
  const disabled = disabledHint !== undefined;
  return (
    <LicenseField id={id} label={label} error={error} hint={disabledHint ?? t.formDateHint}>
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <CalendarDayInput
            {...fieldErrorProps(id, error, { hint: true })}
            id={id}
            edge={name === 'endDate' ? 'end' : 'start'}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={disabled}
            placeholder={disabledHint}
          />
        )}
      />
    </LicenseField>
  );
}
