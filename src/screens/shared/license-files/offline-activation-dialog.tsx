// オフラインアクティベーション (its statechart: src/machines/offline-activation): choose the request
// file, see what it asks for and for how long, confirm, download the signed licence file. A refusal
// for quota is the same 'ライセンス枠不足' dialog as online; any other shows the server's reason.
import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { useLicenseFileSettings } from '../../../api/resources/licensing/license-files.ts';
import { useExtension } from '../../../api/resources/use-extension.ts';
import { OFFLINE_FILE_MAX_BYTES, OFFLINE_REQUEST_MAX_AGE_HOURS } from '../../../shared/constants.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { licenseFiles as t } from '../../../shared/messages/licensing/license-files.ts';
import { TextFileInput } from '../form/text-file-input.tsx';
import { DetailList } from '../layout/detail-list.tsx';
import { downloadText } from '../list/export/csv.ts';
import { QuotaShortageDialog } from '../license-form/quota-shortage-dialog.tsx';
import { TtlChoice, ttlSettingsOf } from './ttl-choice.tsx';
import { useOfflineActivation, type OfflineActivationFlow } from './use-offline-activation.ts';

export const LICENSE_FILE_MIME = 'application/json;charset=utf-8';

export function OfflineActivationButton({ flow }: { flow: OfflineActivationFlow }) {
  return (
    <Button
      type="button"
      label={t.offlineActivation}
      icon="pi pi-upload"
      outlined
      onClick={() => flow.send({ type: 'offline.open' })}
    />
  );
}

export function OfflineActivationDialog({ flow }: { flow: OfflineActivationFlow }) {
  const { state, context, send, busy } = flow;
  const close = () => send({ type: 'offline.close' });
  return (
    <>
      <Dialog
        className="offline-activation-dialog"
        header={t.offlineActivation}
        visible={state !== 'idle' && state !== 'quotaShortage'}
        onHide={() => (busy ? undefined : close())}
        modal
        style={{ width: 'min(36rem, 95vw)' }}
      >
        {state !== 'idle' ? <OfflineBody flow={flow} onClose={close} /> : null}
      </Dialog>
      <QuotaShortageDialog
        visible={state === 'quotaShortage'}
        message={context.error}
        quotaInfo={context.quotaInfo}
        onHide={close}
      />
    </>
  );
}

function OfflineBody({ flow, onClose }: { flow: OfflineActivationFlow; onClose: () => void }) {
  const { state, context, send, busy } = flow;
  const settings = useLicenseFileSettings(true);
  const ttl = ttlSettingsOf(settings.data);
  const [ttlDays, setTtlDays] = useState(ttl.byDefault);
  const maxAge = settings.data?.requestMaxAgeHours ?? OFFLINE_REQUEST_MAX_AGE_HOURS;

  if (state === 'choosing') {
    return (
      <div className="flex flex-column gap-3">
        <p className="m-0">{t.offlineIntro}</p>
        <TextFileInput
          label={t.requestFileLabel}
          hint={t.requestFileHint(maxAge)}
          accept=".req,.json,application/json"
          maxBytes={OFFLINE_FILE_MAX_BYTES}
          onRead={(file) => send({ type: 'offline.select', fileName: file.name, text: file.text })}
        />
        {context.error ? <Message severity="error" text={context.error} /> : null}
        <div className="flex justify-content-end">
          <Button type="button" label={t.cancel} severity="secondary" outlined onClick={onClose} />
        </div>
      </div>
    );
  }

  if (state === 'done' && context.result) {
    const result = context.result;
    return (
      <div className="flex flex-column gap-3">
        <Message severity="success" text={t.offlineDone(result.deviceName)} />
        <div className="flex flex-wrap justify-content-end gap-2">
          <Button type="button" label={t.close} severity="secondary" outlined onClick={onClose} />
          <Button
            type="button"
            label={t.download}
            icon="pi pi-download"
            onClick={() => downloadText(result.content, result.fileName, LICENSE_FILE_MIME)}
          />
        </div>
      </div>
    );
  }

  // reviewing, submitting, refused: what the file asks for.
  const request = context.request;
  return (
    <div className="flex flex-column gap-3">
      <h3 className="m-0 text-base">{t.requestSummary}</h3>
      {request ? (
        <DetailList
          items={[
            { label: t.requestFileName, value: context.fileName ?? '' },
            { label: t.requestLicenseKey, value: <code>{request.licenseKey}</code> },
            { label: t.requestHardwareId, value: <code>{request.hardwareId}</code> },
            { label: t.requestHostname, value: request.hostname || '-' },
            { label: t.requestPlatform, value: request.platform || '-' },
            { label: t.requestCreatedAt, value: formatDateTime(request.createdAt) },
          ]}
        />
      ) : null}
      {state === 'reviewing' || state === 'submitting' ? (
        <TtlChoice choices={ttl.choices} value={ttlDays} onChange={setTtlDays} />
      ) : null}
      {state === 'refused' && context.error ? <Message severity="error" text={context.error} /> : null}
      <div className="flex flex-wrap justify-content-end gap-2">
        {busy ? null : <Button type="button" label={t.cancel} severity="secondary" text onClick={onClose} />}
        <Button
          type="button"
          label={state === 'refused' ? t.chooseAnother : t.back}
          severity="secondary"
          outlined
          disabled={busy}
          onClick={() => send({ type: 'offline.back' })}
        />
        {state === 'refused' ? null : (
          <Button
            type="button"
            label={t.offlineConfirm}
            icon="pi pi-check"
            loading={busy}
            disabled={busy}
            onClick={() => send({ type: 'offline.confirm', ttlDays })}
          />
        )}
      </div>
    </div>
  );
}

/** The button and its dialogs, where the server offers licence files (nothing otherwise). */
export function OfflineActivation() {
  const offered = useExtension('licenseFiles', { probe: true }) === 'present';
  const flow = useOfflineActivation();
  if (!offered) return null;
  return (
    <>
      <OfflineActivationButton flow={flow} />
      <OfflineActivationDialog flow={flow} />
    </>
  );
}
