// オフライン返却 (device detail, admin): a device that runs on a licence file never calls in to
// deactivate; the admin enters the return code the client software showed (or picks its return
// file, which holds the code) and the device's seat is freed.
import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { messageOf } from '../../../api/client/errors.ts';
import { useReturnOfflineDevice } from '../../../api/resources/licensing/license-files.ts';
import { readOfflineFile } from '../../../api/schemas/licensing/license-file.ts';
import { OFFLINE_FILE_MAX_BYTES } from '../../../shared/constants.ts';
import { licenseFiles as t } from '../../../shared/messages/licensing/license-files.ts';
import { validation } from '../../../shared/messages/forms/validation.ts';
import { FieldError } from '../form/form-feedback.tsx';
import { TextFileInput } from '../form/text-file-input.tsx';
import { useNotify } from '../feedback/notify.tsx';
import { ImeInputText } from '../ime/ime-input-text.tsx';
import { SubmitForm } from '../form/submit-form.tsx';

/** The code a return file holds (read by the strict rules; null text: not read for its size), or why not. */
export function returnCodeOfFile(text: string | null): { code: string } | { error: string } {
  const read = readOfflineFile(text, t.returnFileUnreadable);
  if ('error' in read) return read;
  const code = (read.json as { returnCode?: unknown } | null)?.returnCode;
  return typeof code === 'string' && code !== '' ? { code } : { error: t.returnFileUnreadable };
}

export function OfflineReturnSection({ device }: { device: { id: string; name: string } }) {
  const id = useId();
  const notify = useNotify();
  const giveBack = useReturnOfflineDevice();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);

  const submit = async () => {
    if (code.trim() === '') return setFieldError(validation.returnCodeInvalid);
    try {
      await giveBack.mutateAsync({ id: device.id, returnCode: code.trim() });
      notify.success(t.returnDone(device.name));
      setCode('');
      setFieldError(undefined);
    } catch (error) {
      setFieldError(messageOf(error, t.returnFailed));
    }
  };

  return (
    <section className="detail-section offline-return" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t.returnTitle}</h3>
      <p className="mt-0">{t.returnIntro}</p>
      <SubmitForm className="flex flex-column gap-2" onSubmit={() => void submit()}>
        <label htmlFor={`${id}-code`}>{t.returnCodeLabel}</label>
        <ImeInputText
          id={`${id}-code`}
          value={code}
          onValueChange={setCode}
          placeholder="ABCD-EFGH-JKLM-NPQR"
          aria-invalid={Boolean(fieldError)}
          aria-describedby={fieldError ? `${id}-code-error` : undefined}
        />
        <FieldError inputId={`${id}-code`} message={fieldError} />
        <TextFileInput
          label={t.returnFileLabel}
          accept=".ret,.json,application/json"
          maxBytes={OFFLINE_FILE_MAX_BYTES}
          onRead={(file) => {
            const read = returnCodeOfFile(file.text);
            if ('code' in read) setCode(read.code);
            setFieldError('error' in read ? read.error : undefined);
          }}
        />
        <div className="flex justify-content-end">
          <Button
            type="submit"
            label={t.returnSubmit}
            icon="pi pi-replay"
            severity="warning"
            loading={giveBack.isPending}
            disabled={giveBack.isPending}
          />
        </div>
      </SubmitForm>
    </section>
  );
}
