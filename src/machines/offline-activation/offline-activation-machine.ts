// Offline activation as a statechart: choose the client software's request file, see what it
// asks for, confirm, and download the signed licence file the server answers with.
//
//   idle -> choosing -> reviewing -> submitting -> done
//              ^  \_(unreadable: stays, says why)   |-> refused -> choosing (back)
//              \______ back ____/                   \-> quotaShortage (the quota dialog)
//   any state but submitting -> idle (close)
//
// The call is an injected actor (`submitRequest`) that rejects with the server's Japanese reason
// and, when refused for quota, its figures: the same refusals as an online activation.
import { assertEvent, assign, emit, setup } from 'xstate';
import type { QuotaInfo } from '../../api/schemas/common.ts';
import { readActivationRequest, type ActivationRequest } from '../../api/schemas/licensing/license-file.ts';
import { licenseFiles as t } from '../../shared/messages/licensing/license-files.ts';
import { closesTo } from '../shared/dialog-flow.ts';
import { notProvided } from '../shared/not-provided.ts';

/** What the server answered: the licence file to save, and the device it activated. */
export interface OfflineResult {
  fileName: string;
  content: string;
  deviceName: string;
}

/** What the injected call rejects with. `quotaInfo` present: refused for want of quota. */
export interface OfflineFailure {
  message: string;
  quotaInfo?: QuotaInfo;
}

export interface OfflineContext {
  /** The request file as read: its name and text (sent as it is), and what it asks for. */
  fileName: string | null;
  text: string | null;
  request: ActivationRequest | null;
  ttlDays: number | null;
  result: OfflineResult | null;
  quotaInfo: QuotaInfo | null;
  /** Why the file or the activation was refused. */
  error: string | null;
}

export type OfflineEvent =
  | { type: 'offline.open' }
  /** `text` null: the file was not read, being larger than a request file can be. */
  | { type: 'offline.select'; fileName: string; text: string | null }
  | { type: 'offline.confirm'; ttlDays: number }
  | { type: 'offline.back' }
  | { type: 'offline.close' };

export type OfflineEmitted = { type: 'offline.activated'; result: OfflineResult };

export const SUBMIT_OFFLINE_ACTOR_ID = 'submitOfflineRequest';
export const OFFLINE_ACTIVATION_MACHINE_ID = 'offlineActivation';

const closed = {
  fileName: null,
  text: null,
  request: null,
  ttlDays: null,
  result: null,
  quotaInfo: null,
  error: null,
} satisfies OfflineContext;

/** The request the file's text holds (read by the strict rules), or null when it is not one. */
export const readRequestFile = (text: string | null): ActivationRequest | null => readActivationRequest(text).request;

function failureOf(error: unknown): OfflineFailure {
  const e = (typeof error === 'object' && error !== null ? error : {}) as Partial<OfflineFailure>;
  return {
    message: typeof e.message === 'string' && e.message !== '' ? e.message : t.activateFailed,
    quotaInfo: e.quotaInfo,
  };
}

const offlineSetup = setup({
  types: { context: {} as OfflineContext, events: {} as OfflineEvent, emitted: {} as OfflineEmitted },
  actors: {
    submitOfflineRequest: notProvided<OfflineResult, { requestFile: string; ttlDays: number }>('submitOfflineRequest'),
  },
  guards: {
    readable: ({ event }) => {
      assertEvent(event, 'offline.select');
      return readRequestFile(event.text) !== null;
    },
    forQuota: ({ event }) => failureOf((event as { error?: unknown }).error).quotaInfo !== undefined,
  },
  actions: {
    storeFile: assign(({ event }) => {
      assertEvent(event, 'offline.select');
      return { fileName: event.fileName, text: event.text, request: readRequestFile(event.text), error: null };
    }),
    refuseFile: assign(({ event }) => {
      assertEvent(event, 'offline.select');
      return { fileName: event.fileName, text: null, request: null, error: readActivationRequest(event.text).error };
    }),
    close: assign(closed),
  },
});

const closable = closesTo(OFFLINE_ACTIVATION_MACHINE_ID, 'offline');

export const offlineActivationMachine = offlineSetup.createMachine({
  id: OFFLINE_ACTIVATION_MACHINE_ID,
  context: closed,
  initial: 'idle',
  states: {
    idle: {
      on: { 'offline.open': { target: 'choosing', actions: assign(closed) } },
    },
    choosing: {
      on: {
        'offline.select': [{ guard: 'readable', target: 'reviewing', actions: 'storeFile' }, { actions: 'refuseFile' }],
        ...closable,
      },
    },
    reviewing: {
      on: {
        'offline.confirm': { target: 'submitting', actions: assign(({ event }) => ({ ttlDays: event.ttlDays })) },
        'offline.back': { target: 'choosing', actions: assign(closed) },
        ...closable,
      },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ error: null, quotaInfo: null }),
      invoke: {
        id: SUBMIT_OFFLINE_ACTOR_ID,
        src: 'submitOfflineRequest',
        input: ({ context }) => ({ requestFile: context.text!, ttlDays: context.ttlDays! }),
        onDone: {
          target: 'done',
          actions: [
            assign({ result: ({ event }) => event.output }),
            emit(({ event }) => ({ type: 'offline.activated' as const, result: event.output })),
          ],
        },
        onError: [
          {
            guard: 'forQuota',
            target: 'quotaShortage',
            actions: assign(({ event }) => ({
              error: failureOf(event.error).message,
              quotaInfo: failureOf(event.error).quotaInfo ?? null,
            })),
          },
          { target: 'refused', actions: assign({ error: ({ event }) => failureOf(event.error).message }) },
        ],
      },
    },
    refused: {
      on: { 'offline.back': { target: 'choosing', actions: assign(closed) }, ...closable },
    },
    quotaShortage: { on: closable },
    done: { on: closable },
  },
});

export type OfflineActivationState =
  'idle' | 'choosing' | 'reviewing' | 'submitting' | 'refused' | 'quotaShortage' | 'done';
