// Fixtures of the licence quota flow's drivers: what an event of its expectation
// (license-activation.expected.ts) carries.
import type { EventObject } from 'xstate';
import type { QuotaInfo } from '../../../src/api/schemas/common.ts';
import { ACTIVATION_RESULT_EVENTS } from './license-activation.expected.ts';

/** The request was refused for lack of quota (the error carries quota figures). */
export function isQuotaRefusal(event: EventObject): boolean {
  return event.type === ACTIVATION_RESULT_EVENTS.error && 'quotaInfo' in ((event as { error?: object }).error ?? {});
}

/** The free slots the form shows when a creation is submitted (null: no figures known). */
export function knownAvailableOf(event: EventObject): number | null {
  return (event as { knownQuota?: QuotaInfo | null }).knownQuota?.license_quota_available ?? null;
}
