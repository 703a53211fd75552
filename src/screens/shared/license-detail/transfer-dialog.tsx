// 譲渡 (its statechart: src/machines/license-transfer): the new holder from the new-licence
// form's user picker, optionally resetting the activations; who it goes from and to is confirmed
// before saving. The choice stays while going back and forth.
import { useId, useState } from 'react';
import { Checkbox } from 'primereact/checkbox';
import { Message } from 'primereact/message';
import { lifecycleScreen as t } from '../../../shared/messages/licensing/license-lifecycle.ts';
import { DetailList } from '../layout/detail-list.tsx';
import { LicenseUserPicker } from '../license-form/license-user-field.tsx';
import { SubmitForm } from '../form/submit-form.tsx';
import { ConfirmStepActions, DoneStep, FlowDialog, NextStepActions } from './flow-steps.tsx';
import type { useLicenseTransfer } from './use-license-flows.ts';

type Flow = ReturnType<typeof useLicenseTransfer>;

export function TransferDialog({ flow }: { flow: Flow }) {
  const { context, send } = flow;
  const close = () => send({ type: 'transfer.close' });
  return (
    <FlowDialog flow={flow} className="license-transfer-dialog" header={t.transferTitle} onClose={close}>
      {context.license ? <TransferBody key={context.license.id} flow={flow} onClose={close} /> : null}
    </FlowDialog>
  );
}

function TransferBody({ flow, onClose }: { flow: Flow; onClose: () => void }) {
  const { state, context, send } = flow;
  const formId = useId();
  const [userId, setUserId] = useState('');
  const [userLabel, setUserLabel] = useState('');
  const [reset, setReset] = useState(false);
  const license = context.license!;

  if (state === 'done') return <DoneStep message={t.transferred(context.choice?.userLabel ?? '')} onClose={onClose} />;

  if (state === 'choosing') {
    return (
      <SubmitForm
        onSubmit={() => send({ type: 'transfer.next', choice: { userId, userLabel, resetActivations: reset } })}
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
        <NextStepActions label={t.transferNext} icon="pi pi-arrow-right" onCancel={onClose} />
      </SubmitForm>
    );
  }

  // confirming, saving, refused
  const choice = context.choice!;
  return (
    <div className="flex flex-column gap-3">
      <p className="m-0">{t.transferConfirm(license.holderLabel, choice.userLabel)}</p>
      {choice.resetActivations && license.activeDevices > 0 ? (
        <Message severity="warn" text={t.transferConfirmReset(license.activeDevices)} />
      ) : null}
      <ConfirmStepActions flow={flow} events="transfer" saveLabel={t.transferSave} onCancel={onClose} />
    </div>
  );
}
