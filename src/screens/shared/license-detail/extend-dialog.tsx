// 延長 (its statechart: src/machines/license-extend): choose 30 days, a year, the policy's term
// or a day; see the new expiry before saving; an expired licence is told it will be usable again.
import { useId, useState } from 'react';
import { Message } from 'primereact/message';
import { RadioButton } from 'primereact/radiobutton';
import { isValid, parseISO } from 'date-fns';
import type { LicensePolicyTerms } from '../../../api/schemas/licensing/license-terms.ts';
import { EXTEND_CHOICES } from '../../../shared/constants.ts';
import { formatDateTime, isPast } from '../../../shared/format.ts';
import type { ExtensionChoice } from '../../../shared/license-period.ts';
import { lifecycleScreen as t } from '../../../shared/messages/licensing/license-lifecycle.ts';
import { periodText } from '../../../shared/messages/licensing/policies.ts';
import { validation } from '../../../shared/messages/forms/validation.ts';
import { CalendarDayInput } from '../form/calendar-day-input.tsx';
import { DetailList } from '../layout/detail-list.tsx';
import { FieldError } from '../form/form-feedback.tsx';
import { SubmitForm } from '../form/submit-form.tsx';
import { ConfirmStepActions, DoneStep, FlowDialog, NextStepActions } from './flow-steps.tsx';
import type { useLicenseExtend } from './use-license-flows.ts';

type Flow = ReturnType<typeof useLicenseExtend>;
type Option = { id: string; label: string; choice: ExtensionChoice | null };

/** The clock, read when the preview is asked for (the statechart reads none). */
const readClock = () => Date.now();

/** The quick choices, the policy's term when it has one, and a day. */
function optionsFor(policy: LicensePolicyTerms['policy'] | undefined): Option[] {
  const quick = EXTEND_CHOICES.map((p) => ({
    id: `${p.value}${p.unit}`,
    label: p.unit === 'day' ? t.extendBy30Days : t.extendBy1Year,
    choice: { kind: 'period', period: p } as const,
  }));
  const term =
    policy?.durationValue && policy.durationUnit ? { value: policy.durationValue, unit: policy.durationUnit } : null;
  const byPolicy = term
    ? [
        {
          id: 'policy',
          label: t.extendByPolicy(periodText(term.value, term.unit)),
          choice: { kind: 'period', period: term } as const,
        },
      ]
    : [];
  return [...quick, ...byPolicy, { id: 'day', label: t.extendToDay, choice: null }];
}

export function ExtendDialog({ flow, policy }: { flow: Flow; policy: LicensePolicyTerms['policy'] | undefined }) {
  const { context, send } = flow;
  const close = () => send({ type: 'extend.close' });
  return (
    <FlowDialog flow={flow} className="license-extend-dialog" header={t.extendTitle} onClose={close}>
      {context.license ? <ExtendBody key={context.license.id} flow={flow} policy={policy} onClose={close} /> : null}
    </FlowDialog>
  );
}

function ExtendBody({
  flow,
  policy,
  onClose,
}: {
  flow: Flow;
  policy: LicensePolicyTerms['policy'] | undefined;
  onClose: () => void;
}) {
  const { state, context, send } = flow;
  const formId = useId();
  const options = optionsFor(policy);
  const [picked, setPicked] = useState(options[0]!.id);
  const [day, setDay] = useState<string | null>(null);
  const [dayError, setDayError] = useState<string | undefined>(undefined);
  const license = context.license!;
  const expired = isPast(license.expiresAt);

  if (state === 'done') {
    return (
      <DoneStep message={t.extended(formatDateTime(context.result?.expiresAt ?? null))} onClose={onClose}>
        {context.result?.reactivated ? <Message severity="info" text={t.extendedReactivated} /> : null}
      </DoneStep>
    );
  }

  if (state === 'choosing') {
    const preview = () => {
      const option = options.find((o) => o.id === picked)!;
      if (option.choice) return send({ type: 'extend.preview', choice: option.choice, at: readClock() });
      if (!day || !isValid(parseISO(day)))
        return setDayError(day ? validation.dateInvalid : validation.extendUntilRequired);
      setDayError(undefined);
      send({ type: 'extend.preview', choice: { kind: 'until', until: day }, at: readClock() });
    };
    return (
      <SubmitForm onSubmit={preview}>
        <p className="m-0">{expired ? t.extendFromToday : t.extendFromExpiry(formatDateTime(license.expiresAt))}</p>
        <fieldset className="radio-group">
          <legend>{t.extendChoice}</legend>
          <div className="radio-group-options flex-column">
            {options.map((o) => (
              <div key={o.id} className="radio-group-option">
                <RadioButton
                  inputId={`${formId}-choice-${o.id}`}
                  name={`${formId}-choice`}
                  value={o.id}
                  checked={picked === o.id}
                  onChange={() => setPicked(o.id)}
                />
                <label htmlFor={`${formId}-choice-${o.id}`}>{o.label}</label>
              </div>
            ))}
          </div>
        </fieldset>
        {picked === 'day' ? (
          <div className="flex flex-column gap-1">
            <label htmlFor={`${formId}-day`}>{t.extendDayLabel}</label>
            <CalendarDayInput
              id={`${formId}-day`}
              edge="end"
              value={day}
              onChange={setDay}
              aria-invalid={Boolean(dayError)}
              aria-describedby={dayError ? `${formId}-day-error` : undefined}
            />
            <FieldError inputId={`${formId}-day`} message={dayError} />
          </div>
        ) : null}
        {context.error ? <Message severity="error" text={context.error} /> : null}
        <NextStepActions label={t.extendPreview} icon="pi pi-calendar" onCancel={onClose} />
      </SubmitForm>
    );
  }

  // previewing, saving, refused: the new date, and what saving it does.
  const preview = context.preview!;
  return (
    <div className="flex flex-column gap-3">
      <DetailList
        items={[
          { label: t.extendCurrent, value: formatDateTime(license.expiresAt) },
          { label: t.extendNew, value: <strong>{formatDateTime(new Date(preview.untilMs).toISOString())}</strong> },
        ]}
      />
      {preview.reactivates ? <Message severity="info" text={t.extendWillReactivate} /> : null}
      <ConfirmStepActions flow={flow} events="extend" saveLabel={t.extendSave} onCancel={onClose} />
    </div>
  );
}
