// Runs the 延長 and 譲渡 statecharts for the licence detail: their saves are the real
// mutations, a refusal's reason is the server's Japanese text, and a saved change reaches the
// screen (`onChanged`: the licence as the server answered it).
import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { messageOf } from '../../api/errors.ts';
import { useExtendLicense, useTransferLicense } from '../../api/license-terms.ts';
import type { License } from '../../api/schemas/license.ts';
import { licenseExtendMachine, type ExtendResult } from '../../machines/license-extend/license-extend-machine.ts';
import { licenseTransferMachine } from '../../machines/license-transfer/license-transfer-machine.ts';
import { lifecycleScreen as t } from '../../shared/messages/license-lifecycle.ts';

export type LicenseChanged = (license: License) => void;

/** The latest callback, for an actor made once. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

export function useLicenseExtend(onChanged: LicenseChanged | undefined) {
  const { mutateAsync } = useExtendLicense();
  const changed = useLatest(onChanged);
  const [logic] = useState(() =>
    licenseExtendMachine.provide({
      actors: {
        saveExtension: fromPromise<ExtendResult, { id: string; until: string }>(async ({ input }) => {
          try {
            const res = await mutateAsync({ id: input.id, until: input.until });
            if (res.license) changed.current?.(res.license);
            return { expiresAt: res.license?.expiresAt ?? input.until, reactivated: res.reactivated === true };
          } catch (error) {
            throw { message: messageOf(error, t.extendFailed) };
          }
        }),
      },
    }),
  );
  const actor = useActorRef(logic);
  const state = useSelector(actor, (s) => s.value as string);
  const context = useSelector(actor, (s) => s.context);
  return { send: actor.send, state, context, busy: state === 'saving' };
}

export function useLicenseTransfer(onChanged: LicenseChanged | undefined) {
  const { mutateAsync } = useTransferLicense();
  const changed = useLatest(onChanged);
  const [logic] = useState(() =>
    licenseTransferMachine.provide({
      actors: {
        saveTransfer: fromPromise<void, { id: string; userId: string; resetActivations: boolean }>(async ({ input }) => {
          try {
            const res = await mutateAsync(input);
            if (res.license) changed.current?.(res.license);
          } catch (error) {
            throw { message: messageOf(error, t.transferFailed) };
          }
        }),
      },
    }),
  );
  const actor = useActorRef(logic);
  const state = useSelector(actor, (s) => s.value as string);
  const context = useSelector(actor, (s) => s.context);
  return { send: actor.send, state, context, busy: state === 'saving' };
}
