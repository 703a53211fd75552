// `quota-overdrawn`: the licences of `quota-exhausted`, but the billing provider's plan was
// lowered to 8 slots at the last sync an hour ago: 10 held, 8 allowed. Nothing takes one more
// seat until licences are revoked: a new licence, a re-activation and a device's activation
// (online or from an offline request file) are refused with quota_info.
import { HOUR } from '../seed/seeder.ts';
import { seedQuotaHeld } from './quota-exhausted.ts';

export const QUOTA_OVERDRAWN_SEED = 0x0a0b;
export const QUOTA_OVERDRAWN_TOTAL = 8;

export function seedQuotaOverdrawn(at: number): void {
  seedQuotaHeld(at, QUOTA_OVERDRAWN_SEED, { quotaTotal: QUOTA_OVERDRAWN_TOTAL, syncedAgo: 1 * HOUR });
}
