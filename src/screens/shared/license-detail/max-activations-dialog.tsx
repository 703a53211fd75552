// The maximum activations of one licence: never below its current activations, with the
// activation bar's warning colours (80 %, 100 %) previewed for the new figure before saving.
import { useId, useState } from 'react';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { messageOf } from '../../../api/client/errors.ts';
import { useUpdateLicenseMaxActivations } from '../../../api/resources/licensing/license-terms.ts';
import { licenseKeys } from '../../../api/resources/licensing/licenses.ts';
import { maxActivationsSchema, type License } from '../../../api/schemas/licensing/license.ts';
import { percentOf, usedOfMax } from '../../../shared/format.ts';
import { lifecycle, lifecycleScreen as t } from '../../../shared/messages/licensing/license-lifecycle.ts';
import { licenses as licenseText } from '../../../shared/messages/licensing/licenses.ts';
import { fieldErrorProps, FormAlert, FormButtons } from '../form/form-feedback.tsx';
import { SaveDialog } from '../form/save-dialog.tsx';
import { useFormSave, type FormSave } from '../form/use-form-save.tsx';
import { NumberTextInput } from '../ime/number-text-input.tsx';
import { useNotify } from '../feedback/notify.tsx';
import { activationSeverity, ACTIVATION_BAR_COLOR } from './activation-bar.ts';
import { SubmitForm } from '../form/submit-form.tsx';
import { LicenseField } from '../license-form/license-form-fields.tsx';

export interface MaxActivationsTarget {
  id: string;
  current: number;
  max: number | null;
}

interface MaxActivationsDialogProps {
  target: MaxActivationsTarget | null;
  onHide: () => void;
  onChanged?: (license: License) => void;
}

export function MaxActivationsDialog(props: MaxActivationsDialogProps) {
  // One dialog per licence: a save, and what the dialog said of it, belong to that licence only.
  return <MaxDialog key={props.target?.id ?? ''} {...props} />;
}

function MaxDialog({ target, onHide, onChanged }: MaxActivationsDialogProps) {
  const save = useFormSave({ rereads: [licenseKeys.all] });
  return (
    <SaveDialog
      save={save}
      className="license-max-dialog"
      header={t.maxTitle}
      visible={target !== null}
      onHide={onHide}
      style={{ width: 'min(28rem, 95vw)' }}
    >
      {target ? <MaxForm target={target} save={save} onDone={onHide} onChanged={onChanged} /> : null}
    </SaveDialog>
  );
}

function MaxForm({
  target,
  save,
  onDone,
  onChanged,
}: {
  target: MaxActivationsTarget;
  save: FormSave;
  onDone: () => void;
  onChanged?: (license: License) => void;
}) {
  const id = useId();
  const notify = useNotify();
  const update = useUpdateLicenseMaxActivations();
  const [text, setText] = useState(target.max === null ? '' : String(target.max));
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const parsed = maxActivationsSchema.safeParse(text);
  const max = parsed.success ? parsed.data : null;
  const severity = max === null ? null : activationSeverity(target.current, max);
  const percent = max === null ? 0 : Math.min(percentOf(target.current, max), 100);

  const submit = async () => {
    setFailure(null);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    if (parsed.data < target.current) return setError(lifecycle.maxBelowCurrent(target.current));
    setError(undefined);
    try {
      const outcome = await save.run((call) => update.sendWith({ id: target.id, maxActivations: parsed.data }, call));
      // Cancelled: the dialog stays open with the typed figure, and says so.
      if (!outcome.saved) return;
      const res = outcome.value;
      if (res.license) onChanged?.(res.license);
      notify.success(t.maxSaved);
      onDone();
    } catch (e) {
      setFailure(messageOf(e, t.maxFailed));
    }
  };

  return (
    <SubmitForm onSubmit={() => void submit()}>
      {failure ? <FormAlert summary={t.maxFailed} detail={failure} /> : null}
      <LicenseField id={`${id}-max`} label={t.maxLabel} error={error} hint={t.maxHint(target.current)}>
        <NumberTextInput
          {...fieldErrorProps(`${id}-max`, error, { hint: true })}
          value={text}
          onValueChange={setText}
        />
      </LicenseField>
      <div className="flex flex-column gap-1">
        <span id={`${id}-preview`}>{t.maxPreview}</span>
        <span>
          {usedOfMax(target.current, max)}
          {max !== null ? ` (${percent}%)` : null}
        </span>
        <ProgressBar
          value={percent}
          showValue={false}
          color={severity ? ACTIVATION_BAR_COLOR[severity] : undefined}
          aria-labelledby={`${id}-preview`}
          data-severity={severity ?? 'unknown'}
          style={{ height: '0.75rem' }}
        />
        {max !== null && target.current >= max ? <Message severity="warn" text={licenseText.atLimitWarning} /> : null}
      </div>
      <FormButtons submitLabel={t.save} busy={save.pending} cancel={{ label: t.cancel, onClick: onDone }} save={save} />
    </SubmitForm>
  );
}
