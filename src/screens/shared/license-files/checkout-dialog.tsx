// ライセンスファイルを発行 (licence detail, admin): for one of the licence's ACTIVE devices or a
// machine named by its hardware id (activated if new), with a time to live (its policy's when it
// has one, else the server's default; the admin may change it); the signed file downloads at
// once. The server refuses what the licence's rules refuse, in Japanese. While it is asked for,
// キャンセル (or Escape) aborts the request and the choices stay (useFormSave).
import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { RadioButton } from 'primereact/radiobutton';
import { messageOf } from '../../../api/client/errors.ts';
import {
  useActiveDevicesOf,
  useCheckoutLicenseFile,
  useLicenseFileSettings,
} from '../../../api/resources/licensing/license-files.ts';
import { deviceKeys } from '../../../api/resources/licensing/devices.ts';
import { licenseTermKeys, useLicensePolicyTerms } from '../../../api/resources/licensing/license-terms.ts';
import { licenseKeys } from '../../../api/resources/licensing/licenses.ts';
import { useExtension } from '../../../api/resources/use-extension.ts';
import { isPast } from '../../../shared/format.ts';
import { licenseFiles as t } from '../../../shared/messages/licensing/license-files.ts';
import { validation } from '../../../shared/messages/forms/validation.ts';
import { FieldError, FormButtons } from '../form/form-feedback.tsx';
import { FormDialog } from '../form/save-dialog.tsx';
import type { FormSave } from '../form/use-form-save.tsx';
import { useNotify } from '../feedback/notify.tsx';
import { ImeInputText } from '../ime/ime-input-text.tsx';
import { downloadText } from '../list/export/csv.ts';
import { LICENSE_FILE_MIME } from './offline-activation-dialog.tsx';
import { TtlChoice, ttlSettingsOf } from './ttl-choice.tsx';
import { SubmitForm } from '../form/submit-form.tsx';

const BY_HARDWARE_ID = 'hardware-id';

/** `license`: the licence a file is asked for, or null while the dialog is closed. */
export function CheckoutDialog({
  license,
  onHide,
}: {
  license: { id: string; key: string } | null;
  onHide: () => void;
}) {
  return (
    <FormDialog
      opened={license}
      openingKey={license?.id ?? ''}
      rereads={[licenseKeys.all, licenseTermKeys.all, deviceKeys.all]}
      className="license-file-checkout-dialog"
      header={t.checkoutTitle}
      width="34rem"
      onHide={onHide}
    >
      {(opened, save) => <CheckoutForm license={opened} save={save} onDone={onHide} />}
    </FormDialog>
  );
}

function CheckoutForm({
  license,
  save,
  onDone,
}: {
  license: { id: string; key: string };
  save: FormSave;
  onDone: () => void;
}) {
  const formId = useId();
  const notify = useNotify();
  const devices = useActiveDevicesOf(license.id);
  const ttl = ttlSettingsOf(useLicenseFileSettings(true).data);
  const policy = useLicensePolicyTerms(useExtension('licensePolicies') !== 'absent' ? license.id : null).data;
  const policyTtl =
    policy?.licenseFileTtlDays != null && ttl.choices.includes(policy.licenseFileTtlDays)
      ? policy.licenseFileTtlDays
      : null;
  const checkout = useCheckoutLicenseFile();
  const [target, setTarget] = useState<string | null>(null);
  const [hardwareId, setHardwareId] = useState('');
  // Until the admin picks one, the policy's time to live (it may arrive after the dialog opens).
  const [pickedTtl, setTtlDays] = useState<number | null>(null);
  const ttlDays = pickedTtl ?? policyTtl ?? ttl.byDefault;
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  // Nothing is chosen while the devices load: the hardware id shown checked, then moving to the
  // first device when they arrive, would take a click made in between for a choice already made.
  const chosen = target ?? (devices.isPending ? null : (devices.data?.[0]?.id ?? BY_HARDWARE_ID));

  const submit = async () => {
    if (chosen === null) return;
    const byHardware = chosen === BY_HARDWARE_ID;
    if (byHardware && hardwareId.trim() === '') return setFieldError(validation.hardwareIdRequired);
    setFieldError(undefined);
    setError(null);
    try {
      const outcome = await save.run((call) =>
        checkout.sendWith(
          { id: license.id, ttlDays, ...(byHardware ? { hardwareId: hardwareId.trim() } : { deviceId: chosen }) },
          call,
        ),
      );
      // Cancelled: nothing downloads; the dialog stays with the choices made, and says so.
      if (!outcome.saved) return;
      const res = outcome.value;
      downloadText(res.content, res.fileName ?? `${license.key}.lic`, LICENSE_FILE_MIME);
      notify.success(t.checkoutDone(res.device?.name ?? ''));
      onDone();
    } catch (failure) {
      setError(messageOf(failure, t.checkoutFailed));
    }
  };

  return (
    <SubmitForm onSubmit={() => void submit()}>
      <p className="m-0">{t.checkoutIntro}</p>
      {devices.isError ? <Message severity="warn" text={t.devicesLoadFailed} /> : null}
      <fieldset className="radio-group">
        <legend>{t.checkoutTarget}</legend>
        <div className="radio-group-options flex-column">
          {[
            ...(devices.data ?? []).map((d) => ({ id: d.id, label: t.checkoutDevice(d.name || d.hardwareId || d.id) })),
            { id: BY_HARDWARE_ID, label: t.checkoutHardwareId },
          ].map((o) => (
            <div key={o.id} className="radio-group-option">
              {/* Off until the devices are known: the default (the first device) must not move under a choice. */}
              <RadioButton
                inputId={`${formId}-${o.id}`}
                name={`${formId}-target`}
                value={o.id}
                checked={chosen === o.id}
                disabled={devices.isPending}
                onChange={() => setTarget(o.id)}
              />
              <label htmlFor={`${formId}-${o.id}`}>{o.label}</label>
            </div>
          ))}
        </div>
      </fieldset>
      {chosen === BY_HARDWARE_ID ? (
        <div className="flex flex-column gap-1">
          <label htmlFor={`${formId}-hw`}>{t.hardwareIdLabel}</label>
          <ImeInputText
            id={`${formId}-hw`}
            value={hardwareId}
            onValueChange={setHardwareId}
            aria-invalid={Boolean(fieldError)}
            aria-describedby={[fieldError ? `${formId}-hw-error` : null, `${formId}-hw-hint`].filter(Boolean).join(' ')}
          />
          <small id={`${formId}-hw-hint`}>{t.hardwareIdHint}</small>
          <FieldError inputId={`${formId}-hw`} message={fieldError} />
        </div>
      ) : null}
      <TtlChoice
        choices={ttl.choices}
        value={ttlDays}
        onChange={setTtlDays}
        note={policyTtl !== null && ttlDays === policyTtl ? t.ttlFromPolicy(policy?.name ?? '', policyTtl) : undefined}
      />
      {error ? <Message severity="error" text={error} /> : null}
      <FormButtons
        submitLabel={t.checkoutSubmit}
        submitIcon="pi pi-download"
        busy={save.pending}
        disabled={devices.isPending}
        cancel={{ label: t.cancel, onClick: onDone }}
        save={save}
      />
    </SubmitForm>
  );
}

/** The licence detail's button and its dialog, for a usable licence on a server that offers files. */
export function CheckoutAction({
  license,
}: {
  license: { id: string; key: string; status: string | null; expiresAt: string | null };
}) {
  const offered = useExtension('licenseFiles', { probe: true }) === 'present';
  const [open, setOpen] = useState(false);
  const usable = (license.status === 'ACTIVE' || license.status === 'INACTIVE') && !isPast(license.expiresAt);
  if (!offered || !usable) return null;
  return (
    <>
      <Button
        type="button"
        label={t.checkout}
        icon="pi pi-file-export"
        outlined
        size="small"
        onClick={() => setOpen(true)}
      />
      <CheckoutDialog license={open ? license : null} onHide={() => setOpen(false)} />
    </>
  );
}
