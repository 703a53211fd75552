// The owner link and the licence quota (docs/product.md §3, §8). One installation has at most one
// owner; its applications are those with its ownerId; which licences hold a slot: holdsQuotaSlot
// (database/rows.ts).
import type { QuotaInfo } from '../../../api/schemas/common.ts';
import type {
  LicenseUsageWire as LicenseUsage,
  QuotaResponseWire as QuotaResponse,
} from '../../../api/schemas/accounts/owner.ts';
import { QUOTA_STALE_AFTER_MS } from '../../../shared/constants.ts';
import { licenses as licenseText } from '../../../shared/messages/licensing/licenses.ts';
import { owner as ownerText } from '../../../shared/messages/owner.ts';
import { holdsQuotaSlot, tables, type ApplicationRow, type LicenseRow, type OwnerRow } from '../../db.ts';
import { nowMs } from '../../settings.ts';
import { conflict, found } from '../errors.ts';

/** The quota the billing provider reports for a newly linked owner. */
export const NEW_OWNER_QUOTA_TOTAL = 20;

export function currentOwner(): Readonly<OwnerRow> | undefined {
  return tables.owners.all()[0];
}

export const ownerOrNotFound = (ownerId: string) => found(tables.owners.get(ownerId), ownerText.notFound);

/** The owner, or 404 with the "set up the owner first" text (billing-provider calls). */
export const requireOwner = () => found(currentOwner(), ownerText.ownerRequired);

export function ownerApplications(owner: Readonly<OwnerRow>): Readonly<ApplicationRow>[] {
  return tables.applications.all().filter((app) => app.ownerId === owner.id);
}

/** Slots held per application of the owner. */
function slotsByApplication(owner: Readonly<OwnerRow>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const app of ownerApplications(owner)) counts.set(app.id, 0);
  for (const license of tables.licenses.all()) {
    const n = counts.get(license.applicationId);
    if (n !== undefined && holdsQuotaSlot(license)) counts.set(license.applicationId, n + 1);
  }
  return counts;
}

export function isQuotaStale(owner: Readonly<OwnerRow>, atMs: number = nowMs()): boolean {
  return owner.lastSyncedAt === null || atMs - Date.parse(owner.lastSyncedAt) > QUOTA_STALE_AFTER_MS;
}

export function quotaInfo(owner: Readonly<OwnerRow>): QuotaInfo {
  let used = 0;
  for (const n of slotsByApplication(owner).values()) used += n;
  return {
    license_quota_total: owner.quotaTotal,
    license_quota_used: used,
    license_quota_available: Math.max(0, owner.quotaTotal - used),
    is_quota_expired: isQuotaStale(owner),
  };
}

export function quotaResponse(owner: Readonly<OwnerRow>): QuotaResponse {
  return { ...quotaInfo(owner), last_updated: owner.lastSyncedAt };
}

export function licenseUsage(owner: Readonly<OwnerRow>): LicenseUsage {
  const counts = slotsByApplication(owner);
  const apps = ownerApplications(owner);
  return {
    ...quotaInfo(owner),
    total_applications: apps.length,
    last_updated: owner.lastSyncedAt,
    applications_detail: apps.map((app) => ({
      application_id: app.id,
      application_name: app.name,
      active_licenses: counts.get(app.id) ?? 0,
    })),
  };
}

/**
 * The owner, when one more licence fits its quota; else 409: OWNER_REQUIRED without an owner,
 * QUOTA_EXCEEDED with the figures (docs/product.md §8: the console shows them in its dialog).
 */
export function ownerWithQuotaLeft(): Readonly<OwnerRow> {
  const owner = currentOwner();
  if (!owner) throw conflict(licenseText.ownerRequired, 'OWNER_REQUIRED');
  const info = quotaInfo(owner);
  if (info.license_quota_available > 0) return owner;
  const error = conflict(licenseText.quotaDefaultMessage, 'QUOTA_EXCEEDED', { quota_info: info });
  error.body.message = ownerText.quotaExhausted;
  throw error;
}

/**
 * Refuses one more device on the licence while its owner holds more slots than the billing
 * provider now allows (the plan lowered below what was issued): 409 QUOTA_EXCEEDED with the figures.
 */
export function requireQuotaNotOverdrawn(license: Readonly<LicenseRow>): void {
  const ownerId = tables.applications.get(license.applicationId)?.ownerId;
  const owner = ownerId ? tables.owners.get(ownerId) : undefined;
  if (!owner) return;
  const info = quotaInfo(owner);
  if (info.license_quota_used > info.license_quota_total)
    throw conflict(licenseText.quotaDefaultMessage, 'QUOTA_EXCEEDED', { quota_info: info });
}
