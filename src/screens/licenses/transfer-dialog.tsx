// 譲渡 (its statechart: src/machines/license-transfer): the new holder from the new-licence
// form's user picker, optionally resetting the activations; who it goes from and to is confirmed
// before saving. The choice stays while going back and forth.
import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { lifecycleScreen as t } from '../../shared/messages/license-lifecycle.ts';
import { DetailList } from '../shared/layout/detail-list.tsx';
import { LicenseUserPicker } from './license-user-field.tsx';
import type { useLicenseTransfer } from './use-license-flows.ts';

type Flow = ReturnType<typeof useLicenseTransfer>;

export function TransferDialog({ flow }: { flow: Flow }) {
  const { state, context, send } = flow;
  const close = () => send({ type: 'transfer.close' });
  return (
    <Dialog className="license-transfer-dialog" header={t.transferTitle} visible={state !== 'idle'} onHide={() => (flow.busy ? undefined : close())} modal style={{ width: 'min(32rem, 95vw)' }}>
      {context.license ? <TransferBody key={context.license.id} flow={flow} onClose={close} /> : null}
    </Dialog>
  );
}

function TransferBody({ flow, onClose }: { flow: Flow; onClose: () => void }) {
  const { state, context, send, busy } = flow;
  const formId = useId();
  const [userId, setUserId] = useState('');
  const [userLabel, setUserLabel] = useState('');
  const [reset, setReset] = useState(false);
  const license = context.license!;

  if (state === 'done') {
    return (
      <div className="flex flex-column gap-3">
        <Message severity="success" text={t.transferred(context.choice?.userLabel ?? '')} />
        <div className="flex justify-content-end">
          <Button type="button" label={t.close} onClick={onClose} />
        </div>
      </div>
    );
  }

  if (state === 'choosing') {
    return (
      <form
        className="flex flex-column gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'transfer.next', choice: { userId, userLabel, resetActivations: reset } });
        }}
      >
        <DetailList items={[{ label: t.currentHolder, value: license.holderLabel }]} />
        <LicenseUserPicker
          id={`${formId}-user`}
          label={t.transferTo}
          error={context.error ?? undefined}
          value={userId}
          onChange={(id, user) => {
            setUserId(id);
            setUserLabel(user?.email ?? id);
          }}
        />
        <div className="flex align-items-center gap-2">
          <Checkbox inputId={`${formId}-reset`} checked={reset} onChange={(e) => setReset(e.checked === true)} />
          <label htmlFor={`${formId}-reset`}>{t.transferReset}</label>
        </div>
        <div className="flex justify-content-end gap-2">
          <Button type="button" label={t.cancel} severity="secondary" outlined onClick={onClose} />
          <Button type="submit" label={t.transferNext} icon="pi pi-arrow-right" />
        </div>
      </form>
    );
  }

  // confirming, saving, refused
  const choice = context.choice!;
  return (
    <div className="flex flex-column gap-3">
      <p className="m-0">{t.transferConfirm(license.holderLabel, choice.userLabel)}</p>
      {choice.resetActivations && license.activeDevices > 0 ? <Message severity="warn" text={t.transferConfirmReset(license.activeDevices)} /> : null}
      {state === 'refused' && context.error ? <Message severity="error" text={context.error} /> : null}
      <div className="flex flex-wrap justify-content-end gap-2">
        {busy ? null : <Button type="button" label={t.cancel} severity="secondary" text onClick={onClose} />}
        <Button type="button" label={t.back} severity="secondary" outlined disabled={busy} onClick={() => send({ type: 'transfer.back' })} />
        <Button type="button" label={t.transferSave} icon="pi pi-check" loading={busy} disabled={busy} onClick={() => send({ type: 'transfer.confirm' })} />
      </div>
    </div>
  );
}
