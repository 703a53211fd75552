// A choice of features from an application's catalogue: one labelled checkbox per feature (its
// name, code and description), grouped under a legend. The policy form, the new-licence form and
// the licence detail's editor use it; `badges` marks features (from the policy, granted one-off).
import type { ReactNode } from 'react';
import { Checkbox } from 'primereact/checkbox';
import type { Entitlement } from '../../../api/schemas/licensing/policy.ts';
import { FieldError } from '../form/form-feedback.tsx';

export interface EntitlementChecklistProps {
  id: string;
  legend: string;
  catalogue: readonly Entitlement[];
  value: readonly string[];
  onChange: (codes: string[]) => void;
  disabled?: boolean;
  error?: string;
  /** A mark after a feature's name (ポリシー, 個別に付与…). */
  badge?: (code: string, checked: boolean) => ReactNode;
}

export function EntitlementChecklist({
  id,
  legend,
  catalogue,
  value,
  onChange,
  disabled = false,
  error,
  badge,
}: EntitlementChecklistProps) {
  const toggle = (code: string, checked: boolean) =>
    onChange(checked ? [...value.filter((c) => c !== code), code] : value.filter((c) => c !== code));
  return (
    <fieldset className="radio-group entitlement-checklist" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <ul className="list-none p-0 m-0 flex flex-column gap-2">
        {catalogue.map((feature) => {
          const checked = value.includes(feature.code);
          const inputId = `${id}-${feature.code}`;
          return (
            <li key={feature.code} className="flex align-items-start gap-2">
              <Checkbox
                inputId={inputId}
                checked={checked}
                disabled={disabled}
                onChange={(e) => toggle(feature.code, e.checked === true)}
                aria-describedby={feature.description ? `${inputId}-description` : undefined}
              />
              <span className="flex flex-column">
                <label htmlFor={inputId}>
                  {feature.name || feature.code} <code className="text-color-secondary">{feature.code}</code>{' '}
                  {badge?.(feature.code, checked)}
                </label>
                {feature.description ? (
                  <small id={`${inputId}-description`} className="text-color-secondary">
                    {feature.description}
                  </small>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      <FieldError inputId={id} message={error} />
    </fieldset>
  );
}
