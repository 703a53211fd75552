// Runs the 延長 and 譲渡 statecharts for the licence detail: their saves are the real
// mutations, a refusal's reason is the server's Japanese text, and a saved change reaches the
// screen (`onChanged`: the licence as the server answered it).
import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useActorInspect } from '../state/actor-inspection.tsx';
import { fromPromise, type AnyStateMachine, type ContextFrom } from 'xstate';
import { messageOf } from '../../../api/client/errors.ts';
import { useExtendLicense, useTransferLicense } from '../../../api/resources/license-terms.ts';
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
import { lifecycleScreen as t } from '../../../shared/messages/licensing/license-lifecycle.ts';

export type LicenseChanged = (license: License) => void;

/** The latest save, for an actor made once. */
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

/** A flow whose save is `save` (the latest one a render gave), and its state for the dialog. */
function useSaveFlow<M extends AnyStateMachine, I, O>(
  machine: M,
  saveActorId: string,
  failed: string,
  save: (input: I) => Promise<O>,
) {
  const latestSave = useLatest(save);
  const [logic] = useState(() =>
    // The actor's name is the machine's own constant; provide() cannot type a computed key.
    machine.provide({
      actors: {
        [saveActorId]: fromPromise<O, I>(({ input }) => refusalAsText(failed, () => latestSave.current(input))),
      },
    } as Parameters<M['provide']>[0]),
  );
  const actor = useActorRef(logic, { inspect: useActorInspect() });
  // A generic machine's snapshot type is a conditional one: read it as what every machine snapshot is.
  const snapshot = (s: unknown) => s as { value: string; context: ContextFrom<M> };
  const state = useSelector(actor, (s) => snapshot(s).value);
  const context = useSelector(actor, (s) => snapshot(s).context);
  return { send: actor.send, state, context, busy: state === 'saving' };
}

export function useLicenseExtend(onChanged: LicenseChanged | undefined) {
  const { mutateAsync } = useExtendLicense();
  return useSaveFlow(
    licenseExtendMachine,
    SAVE_EXTENSION_ACTOR_ID,
    t.extendFailed,
    async (input: { id: string; until: string }): Promise<ExtendResult> => {
      const res = await mutateAsync({ id: input.id, until: input.until });
      if (res.license) onChanged?.(res.license);
      return { expiresAt: res.license?.expiresAt ?? input.until, reactivated: res.reactivated === true };
    },
  );
}

export function useLicenseTransfer(onChanged: LicenseChanged | undefined) {
  const { mutateAsync } = useTransferLicense();
  return useSaveFlow(
    licenseTransferMachine,
    SAVE_TRANSFER_ACTOR_ID,
    t.transferFailed,
    async (input: { id: string; userId: string; resetActivations: boolean }) => {
      const res = await mutateAsync(input);
      if (res.license) onChanged?.(res.license);
    },
  );
}
