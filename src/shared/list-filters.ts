// The list filters of ours (licences by expiry window and activation use, devices by heartbeat
// age) as plain predicates over rows: the mock's list calls and the console's own paging.
import { HEARTBEAT_AGE_MAX_HOURS, LICENSE_EXPIRY_WINDOW_DAYS, NEAR_LIMIT_PERCENT } from './constants.ts';
import { millisecondsInDay, millisecondsInHour } from 'date-fns/constants';

type ExpiryFilter = keyof typeof LICENSE_EXPIRY_WINDOW_DAYS | 'expired' | 'none';
type ActivationFilter = 'near' | 'full';

/** within7/30/90: expires between now and then (`untilMs`, the end of the window's last
 *  calendar day in the user's zone, when the client sends it); expired: already past; none: no expiry. */
export function expiryMatches(
  license: { readonly expiresAt: string | null },
  filter: ExpiryFilter | undefined,
  atMs: number,
  untilMs?: number,
): boolean {
  if (!filter) return true;
  if (filter === 'none') return license.expiresAt === null;
  if (license.expiresAt === null) return false;
  const expires = Date.parse(license.expiresAt);
  if (filter === 'expired') return expires < atMs;
  return expires >= atMs && expires <= (untilMs ?? atMs + LICENSE_EXPIRY_WINDOW_DAYS[filter] * millisecondsInDay);
}

/** full: every activation used; near: at least NEAR_LIMIT_PERCENT of them (full included). */
export function activationMatches(
  license: { readonly currentActivations: number; readonly maxActivations: number },
  filter: ActivationFilter | undefined,
): boolean {
  if (!filter) return true;
  if (filter === 'full') return license.currentActivations >= license.maxActivations;
  return license.currentActivations * 100 >= license.maxActivations * NEAR_LIMIT_PERCENT;
}

/** No heartbeat at all, or the last one longer ago than `hours`. */
export function heartbeatOlderThan(
  device: { readonly lastHeartbeat: string | null },
  hours: number | undefined,
  atMs: number,
): boolean {
  if (hours === undefined) return true;
  if (device.lastHeartbeat === null) return true;
  return Date.parse(device.lastHeartbeat) < atMs - Math.min(hours, HEARTBEAT_AGE_MAX_HOURS) * millisecondsInHour;
}
