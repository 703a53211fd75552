// Paths through the licence quota flow (docs/product.md §2, §8; docs/testers-toolkit.md): two
// flows, 'activate' (the licence list) and 'create' (the new-licence form, whose `knownQuota` with
// no slot left is refused without a request), replayed by the screen test and by Playwright.
import type { EventObject } from 'xstate';
import type { QuotaInfo } from '../../../src/api/schemas/common.ts';
import type { LicenseCreatePayload } from '../../../src/api/schemas/license.ts';
import {
  licenseActivationMachine,
  SUBMIT_ACTOR_ID,
  type ActivationEvent,
  type ActivationFailure,
} from '../../../src/machines/license-activation/license-activation-machine.ts';
import { licenses as t } from '../../../src/shared/messages/licenses.ts';
import { defaultEventLabel, type EventPayloads } from '../support/coverage.ts';
import type { MachineModel, ModelFlow } from '../support/model.ts';

export const ACTIVATION_RESULT_EVENTS = {
  done: `xstate.done.actor.${SUBMIT_ACTOR_ID}`,
  error: `xstate.error.actor.${SUBMIT_ACTOR_ID}`,
} as const;

const MODEL_QUOTA: QuotaInfo = { license_quota_total: 10, license_quota_used: 10, license_quota_available: 0, is_quota_expired: false };
/** What the form shows when a slot is left (the creation goes to the server). */
const MODEL_QUOTA_LEFT: QuotaInfo = { ...MODEL_QUOTA, license_quota_total: 15, license_quota_available: 5 };
const MODEL_PAYLOAD: LicenseCreatePayload = { applicationId: 'model-app', userId: 'model-user', type: 'perpetual', maxActivations: 1, startDate: null, endDate: null, expiresAt: null };
const quotaRefusal: ActivationFailure = { message: t.quotaDefaultMessage, quotaInfo: MODEL_QUOTA };
const serverFailure: ActivationFailure = { message: t.activateFailed };

const events: EventPayloads = {
  'activation.request': [{ type: 'activation.request', licenseId: 'model-licence', licenseKey: 'MODEL-KEY' } satisfies ActivationEvent],
  'creation.submit': [
    { type: 'creation.submit', payload: MODEL_PAYLOAD, knownQuota: MODEL_QUOTA_LEFT } satisfies ActivationEvent,
    { type: 'creation.submit', payload: MODEL_PAYLOAD, knownQuota: MODEL_QUOTA } satisfies ActivationEvent,
  ],
  [ACTIVATION_RESULT_EVENTS.done]: [{ type: ACTIVATION_RESULT_EVENTS.done, output: { licenseId: 'model-licence' } }],
  [ACTIVATION_RESULT_EVENTS.error]: [
    { type: ACTIVATION_RESULT_EVENTS.error, error: quotaRefusal },
    { type: ACTIVATION_RESULT_EVENTS.error, error: serverFailure },
  ],
};

/** The request was refused for lack of quota (the error carries quota figures). */
export function isQuotaRefusal(event: EventObject): boolean {
  return event.type === ACTIVATION_RESULT_EVENTS.error && 'quotaInfo' in ((event as { error?: object }).error ?? {});
}

/** The free slots the form shows when a creation is submitted (null: no figures known). */
export function knownAvailableOf(event: EventObject): number | null {
  return (event as { knownQuota?: QuotaInfo | null }).knownQuota?.license_quota_available ?? null;
}

function describeEvent(event: EventObject): string {
  if (event.type === ACTIVATION_RESULT_EVENTS.done) return 'done';
  if (event.type === ACTIVATION_RESULT_EVENTS.error) return isQuotaRefusal(event) ? 'refused (quota)' : 'error (500)';
  if (event.type === 'creation.submit') return knownAvailableOf(event) === 0 ? 'submit (no quota left)' : 'submit (quota left)';
  return defaultEventLabel({ type: event.type });
}

const flow = (kind: 'activate' | 'create'): ModelFlow => ({
  name: kind,
  input: { kind },
  events,
  // Only what the screen can do: a guarded-off event has no control to drive it.
  filterEvents: (snapshot, event) => snapshot.can(event),
  describeEvent,
});

export const model: MachineModel = {
  machine: licenseActivationMachine,
  flows: [flow('activate'), flow('create')],
};
