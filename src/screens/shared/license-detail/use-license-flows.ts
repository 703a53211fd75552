// Runs the 延長 and 譲渡 statecharts for the licence detail: their saves are the real
// mutations, a refusal's reason is the server's Japanese text, and a saved change reaches the
// screen (`onChanged`: the licence as the server answered it). Each save runs through useFormSave:
// its キャンセル aborts the request, and the statechart takes a cancelled save as one not made
// (refused: the choice stays, to save again, go back or close), the dialog saying it was cancelled.
import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useActorInspect } from '../state/actor-inspection.tsx';
import { fromPromise, type AnyStateMachine, type ContextFrom } from 'xstate';
import { messageOf } from '../../../api/client/errors.ts';
import { deviceKeys } from '../../../api/resources/licensing/devices.ts';
import {
  licenseTermKeys,
  useExtendLicense,
  useTransferLicense,
} from '../../../api/resources/licensing/license-terms.ts';
import { licenseKeys } from '../../../api/resources/licensing/licenses.ts';
import type { License } from '../../../api/schemas/licensing/license.ts';
import {
  licenseExtendMachine,
  SAVE_EXTENSION_ACTOR_ID,
  type ExtendResult,
} from '../../../machines/license-extend/license-extend-machine.ts';
import {
  licenseTransferMachine,
  SAVE_TRANSFER_ACTOR_ID,
} from '../../../machines/license-transfer/license-transfer-machine.ts';
import { formSave } from '../../../shared/messages/forms/form-save.ts';
import { lifecycleScreen as t } from '../../../shared/messages/licensing/license-lifecycle.ts';
import { useFormSave, type SaveCall } from '../form/use-form-save.tsx';

export type LicenseChanged = (license: License) => void;

/** The latest value, for an actor made once. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** A save whose refusal reaches the statechart as the server's text (or `failed`). */
async function refusalAsText<T>(failed: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    throw { message: messageOf(error, failed) };
  }
}

/** A flow's save: the request (sent with the call options that cancel it) and what the statechart is given of its answer. */
interface FlowSave<I, R, O> {
  failed: string;
  send: (input: I, call: SaveCall) => Promise<R>;
  resultOf: (answer: R, input: I) => O;
}

/** A flow whose save is `save` (the latest one a render gave), and its state for the dialog. */
function useSaveFlow<M extends AnyStateMachine, I, R extends { license?: License | null }, O>(
  machine: M,
  saveActorId: string,
  onChanged: LicenseChanged | undefined,
  save: FlowSave<I, R, O>,
) {
  const saving = useFormSave({ rereads: [licenseKeys.all, licenseTermKeys.all, deviceKeys.all] });
  const latest = useLatest({ save, onChanged, run: saving.run });
  const [logic] = useState(() =>
    // The actor's name is the machine's own constant; provide() cannot type a computed key.
    machine.provide({
      actors: {
        [saveActorId]: fromPromise<O, I>(async ({ input }) => {
          const { save: current, run } = latest.current;
          const outcome = await refusalAsText(current.failed, () => run((call) => current.send(input, call)));
          // Cancelled: to the statechart a save not made; the dialog says it was cancelled.
          if (!outcome.saved) throw { message: formSave.cancelledTitle };
          if (outcome.value.license) latest.current.onChanged?.(outcome.value.license);
          return current.resultOf(outcome.value, input);
        }),
      },
    } as Parameters<M['provide']>[0]),
  );
  const actor = useActorRef(logic, { inspect: useActorInspect() });
  // A generic machine's snapshot type is a conditional one: read it as what every machine snapshot is.
  const snapshot = (s: unknown) => s as { value: string; context: ContextFrom<M> };
  const state = useSelector(actor, (s) => snapshot(s).value);
  const context = useSelector(actor, (s) => snapshot(s).context);
  return { send: actor.send, state, context, busy: state === 'saving', save: saving };
}

export function useLicenseExtend(onChanged: LicenseChanged | undefined) {
  const { sendWith } = useExtendLicense();
  return useSaveFlow(licenseExtendMachine, SAVE_EXTENSION_ACTOR_ID, onChanged, {
    failed: t.extendFailed,
    send: (input: { id: string; until: string }, call) => sendWith(input, call),
    resultOf: (res, input): ExtendResult => ({
      expiresAt: res.license?.expiresAt ?? input.until,
      reactivated: res.reactivated === true,
    }),
  });
}

export function useLicenseTransfer(onChanged: LicenseChanged | undefined) {
  const { sendWith } = useTransferLicense();
  return useSaveFlow(licenseTransferMachine, SAVE_TRANSFER_ACTOR_ID, onChanged, {
    failed: t.transferFailed,
    send: (input: { id: string; userId: string; resetActivations: boolean }, call) => sendWith(input, call),
    resultOf: () => undefined,
  });
}
