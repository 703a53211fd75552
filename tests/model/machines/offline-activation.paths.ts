// Paths through the offline activation statechart, generated from its definition. The screen test
// replays them on the REAL マイライセンス screen against the msw/node mock, each activation held
// until the path says how it ends: the mock's own answer, a refusal, or a refusal for quota.
import type { EventObject } from 'xstate';
import { offlineActivationMachine, SUBMIT_OFFLINE_ACTOR_ID, type OfflineEvent } from '../../../src/machines/offline-activation/offline-activation-machine.ts';
import { defaultEventLabel, type EventPayloads } from '../support/coverage.ts';
import type { MachineModel } from '../support/model.ts';

export const OFFLINE_SUBMIT_EVENTS = {
  done: `xstate.done.actor.${SUBMIT_OFFLINE_ACTOR_ID}`,
  error: `xstate.error.actor.${SUBMIT_OFFLINE_ACTOR_ID}`,
} as const;

/** Stands for the request file the screen test makes for the user's licence (a fresh nonce each time). */
const MODEL_REQUEST = JSON.stringify({
  format: 'activation-request/1',
  licenseKey: 'MODEL-KEY',
  applicationId: 'model-application',
  hardwareId: 'HW-MODEL',
  hostname: 'factory-pc',
  platform: 'windows-x64',
  nonce: 'model-nonce-0000000000',
  createdAt: '2030-01-01T00:00:00.000Z',
});
export const UNREADABLE_FILE = 'this is not a request file';
export const REFUSAL = 'このリクエストファイルは既に処理されています。同じファイルは一度しか使えません。クライアントソフトウェアで新しいリクエストファイルを作成してください。';
export const QUOTA_REFUSAL = 'ライセンス枠が不足しています';
export const QUOTA_INFO = { license_quota_total: 10, license_quota_used: 11, license_quota_available: 0, is_quota_expired: false };

const events: EventPayloads = {
  'offline.open': [{ type: 'offline.open' } satisfies OfflineEvent],
  'offline.select': [
    { type: 'offline.select', fileName: 'factory-pc.req', text: MODEL_REQUEST } satisfies OfflineEvent,
    { type: 'offline.select', fileName: 'broken.req', text: UNREADABLE_FILE } satisfies OfflineEvent,
  ],
  'offline.confirm': [{ type: 'offline.confirm', ttlDays: 30 } satisfies OfflineEvent],
  [OFFLINE_SUBMIT_EVENTS.done]: [{ type: OFFLINE_SUBMIT_EVENTS.done, output: { fileName: 'MODEL-KEY.lic', content: '{}', deviceName: 'factory-pc' } }],
  [OFFLINE_SUBMIT_EVENTS.error]: [
    { type: OFFLINE_SUBMIT_EVENTS.error, error: { message: REFUSAL } },
    { type: OFFLINE_SUBMIT_EVENTS.error, error: { message: QUOTA_REFUSAL, quotaInfo: QUOTA_INFO } },
  ],
};

/** A selection of a request file (the first variant), not of an unreadable one. */
export const isReadableSelection = (event: EventObject) => (event as { text?: string }).text !== UNREADABLE_FILE;
/** A refusal for quota (the second variant of the error). */
export const isQuotaRefusal = (event: EventObject) => (event as { error?: { quotaInfo?: unknown } }).error?.quotaInfo !== undefined;

function describeEvent(event: EventObject): string {
  if (event.type === 'offline.select') return isReadableSelection(event) ? 'select (a request file)' : 'select (an unreadable file)';
  if (event.type === OFFLINE_SUBMIT_EVENTS.done) return 'activated';
  if (event.type === OFFLINE_SUBMIT_EVENTS.error) return isQuotaRefusal(event) ? 'refused for quota' : 'refused';
  return defaultEventLabel({ type: event.type });
}

export const model: MachineModel = {
  machine: offlineActivationMachine,
  flows: [{ events, filterEvents: (snapshot, event) => snapshot.can(event), describeEvent }],
};
