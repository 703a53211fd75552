// Runs the licence quota flow machine for a screen: the request is the real mutation
// (activate or create), its failure is normalised for the machine, and the machine's
// emitted outcome reaches the screen's callbacks (toasts, navigation). A creation form passes
// its useFormSave: the request runs through it, so キャンセル aborts it and a cancelled creation
// ends the machine's request without a failure told to the screen (the form says it was cancelled).
import { useEffect, useEffectEvent, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useActorInspect } from '../shared/state/actor-inspection.tsx';
import { fromPromise } from 'xstate';
import { useActivateLicense, useCreateLicense } from '../../api/resources/licensing/licenses.ts';
import {
  licenseActivationMachine,
  type ActivationEmitted,
  type ActivationFailure,
  type ActivationKind,
  type ActivationOutput,
  type ActivationRequest,
} from '../../machines/license-activation/license-activation-machine.ts';
import { licenses as t } from '../../shared/messages/licensing/licenses.ts';
import type { FormSave } from '../shared/form/use-form-save.tsx';
import { toActivationFailure } from './activation-failure.ts';

export interface ActivationCallbacks {
  onActivated?: (event: Extract<ActivationEmitted, { type: 'activation.succeeded' }>) => void;
  onFailed?: (event: Extract<ActivationEmitted, { type: 'activation.failed' }>) => void;
}

export function useLicenseActivation(
  kind: ActivationKind,
  { onActivated, onFailed }: ActivationCallbacks,
  save?: FormSave,
) {
  // TanStack Query keeps mutateAsync stable for the component's life, so the machine's
  // request implementation can be fixed once.
  const { mutateAsync: activate } = useActivateLicense();
  const { mutateAsync: create, sendWith: createWith } = useCreateLicense();
  // The form save's `run` and `sendWith` work the same from any render (the actor, client and
  // cache they use are the component's own), so those of the first render serve the machine.
  const [latest] = useState({ formSave: save, sendCreate: createWith });
  // Whether the request that just ended was cancelled by the user: its end is not a failure to show.
  const [cancellation] = useState(() => {
    let cancelled = false;
    return {
      mark: () => void (cancelled = true),
      take: () => {
        const was = cancelled;
        cancelled = false;
        return was;
      },
    };
  });

  const [logic] = useState(() =>
    licenseActivationMachine.provide({
      actors: {
        submitRequest: fromPromise<ActivationOutput, ActivationRequest>(async ({ input }) => {
          const { formSave, sendCreate } = latest;
          let sent;
          try {
            if (input.kind === 'activate') sent = { saved: true as const, value: await activate(input.licenseId) };
            else if (!formSave) sent = { saved: true as const, value: await create(input.payload) };
            else sent = await formSave.run((call) => sendCreate(input.payload, call));
          } catch (error) {
            throw toActivationFailure(error, input.kind === 'activate' ? t.activateFailed : t.createFailed);
          }
          if (!sent.saved) {
            cancellation.mark();
            throw { message: '' } satisfies ActivationFailure;
          }
          // A server may answer a creation with nothing: the licence is there all the same.
          return { licenseId: sent.value.license?.id ?? (input.kind === 'activate' ? input.licenseId : '') };
        }),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { kind }, inspect: useActorInspect() });

  // The screen's callbacks as they are when the machine emits: they may be new on every render.
  const activated = useEffectEvent((event: Extract<ActivationEmitted, { type: 'activation.succeeded' }>) =>
    onActivated?.(event),
  );
  const failed = useEffectEvent((event: Extract<ActivationEmitted, { type: 'activation.failed' }>) => {
    if (!cancellation.take()) onFailed?.(event);
  });
  useEffect(() => {
    const subscriptions = [
      actor.on('activation.succeeded', (event) => activated(event)),
      actor.on('activation.failed', (event) => failed(event)),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor]);
  // The dialogs' answers, bound once to the actor (the dialogs are memoised).
  const [answers] = useState(() => ({
    confirm: () => actor.send({ type: 'activation.confirm' }),
    cancel: () => actor.send({ type: 'activation.cancel' }),
    dismiss: () => actor.send({ type: 'activation.dismiss' }),
  }));

  const state = useSelector(actor, (s) => s.value);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const request = useSelector(actor, (s) => s.context.request);
  const quotaInfo = useSelector(actor, (s) => s.context.quotaInfo);
  const message = useSelector(actor, (s) => s.context.message);

  return { actor, send: actor.send, ...answers, state, busy, request, quotaInfo, message };
}
