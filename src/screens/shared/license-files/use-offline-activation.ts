// Runs the offline activation statechart for a screen: its call is the real mutation, and a
// refusal reaches the machine as the server's Japanese text and, for quota, its figures.
import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useActorInspect } from '../state/actor-inspection.tsx';
import { fromPromise } from 'xstate';
import { isApiError, messageOf } from '../../../api/client/errors.ts';
import { useActivateOffline } from '../../../api/resources/licensing/license-files.ts';
import {
  offlineActivationMachine,
  type OfflineActivationState,
  type OfflineFailure,
  type OfflineResult,
} from '../../../machines/offline-activation/offline-activation-machine.ts';
import { LICENSE_FILE_FALLBACK_NAME } from '../../../shared/constants.ts';
import { licenseFiles as t } from '../../../shared/messages/licensing/license-files.ts';

function toFailure(error: unknown): OfflineFailure {
  const quotaInfo = isApiError(error) ? error.quotaInfo : undefined;
  return { message: messageOf(error, t.activateFailed), ...(quotaInfo ? { quotaInfo } : {}) };
}

export function useOfflineActivation() {
  const { mutateAsync } = useActivateOffline();
  const [logic] = useState(() =>
    offlineActivationMachine.provide({
      actors: {
        submitOfflineRequest: fromPromise<OfflineResult, { requestFile: string; ttlDays: number }>(
          async ({ input }) => {
            try {
              const res = await mutateAsync(input);
              return {
                fileName: res.fileName ?? LICENSE_FILE_FALLBACK_NAME,
                content: res.content,
                deviceName: res.device?.name ?? '',
              };
            } catch (error) {
              throw toFailure(error);
            }
          },
        ),
      },
    }),
  );
  const actor = useActorRef(logic, { inspect: useActorInspect() });
  const state = useSelector(actor, (s) => s.value as OfflineActivationState);
  const context = useSelector(actor, (s) => s.context);
  return { send: actor.send, state, context, busy: state === 'submitting' };
}

export type OfflineActivationFlow = ReturnType<typeof useOfflineActivation>;
