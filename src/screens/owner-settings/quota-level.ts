// Quota bar colour and staleness (docs/product.md §4, §9): error from 90 % used, warning from 70 %,
// success below; stale when the server says so or the last sync is over 24 h old. A figure the
// server did not send makes the percentage unknown, never 0.
import type { LicenseUsage } from '../../api/schemas/accounts/owner.ts';
import { QUOTA_ERROR_PERCENT, QUOTA_STALE_AFTER_MS, QUOTA_WARNING_PERCENT } from '../../shared/constants.ts';
import { percentOf } from '../../shared/format.ts';

export type QuotaLevel = 'success' | 'warning' | 'error';

export function quotaLevel(percent: number): QuotaLevel {
  if (percent >= QUOTA_ERROR_PERCENT) return 'error';
  if (percent >= QUOTA_WARNING_PERCENT) return 'warning';
  return 'success';
}

/** Whole percent used, when both figures are known. */
export function usagePercent(usage: Pick<LicenseUsage, 'license_quota_used' | 'license_quota_total'>): number | null {
  const { license_quota_used: used, license_quota_total: total } = usage;
  return used === null || total === null ? null : percentOf(used, total);
}

/** Every licence slot bought is in use (docs/product.md §8: only when something was bought). */
export const isQuotaExhausted = (usage: Pick<LicenseUsage, 'license_quota_available' | 'license_quota_total'>) =>
  usage.license_quota_available === 0 && usage.license_quota_total !== null && usage.license_quota_total > 0;

/** Slots held beyond the total (a plan lowered below what was issued), or 0. */
export function quotaOverdrawnBy(usage: Pick<LicenseUsage, 'license_quota_used' | 'license_quota_total'>): number {
  const { license_quota_used: used, license_quota_total: total } = usage;
  return used !== null && total !== null && used > total ? used - total : 0;
}

export function isQuotaStale(
  usage: Pick<LicenseUsage, 'is_quota_expired' | 'last_updated'>,
  now: number = Date.now(),
): boolean {
  if (usage.is_quota_expired) return true;
  if (!usage.last_updated) return false;
  const at = Date.parse(usage.last_updated);
  return Number.isFinite(at) && now - at > QUOTA_STALE_AFTER_MS;
}

/** Theme colours of the bar; the level is also written out in words beside it. */
export const QUOTA_LEVEL_COLOR: Record<QuotaLevel, string> = {
  success: 'var(--green-500)',
  warning: 'var(--orange-500)',
  error: 'var(--red-500)',
};
