// Policies, features and what each licence took from its policy (rows.ts: licensePolicies,
// entitlements, licenseTerms). A licence's features are its policy's as they were when it was
// issued, less its one-off removals, plus its one-off grants; editing a policy changes no licence.
import type {
  EntitlementWire as Entitlement,
  LicensePolicyWire as LicensePolicy,
} from '../../../api/schemas/licensing/policy.ts';
import type { LicenseEntitlementsWire, LicensePolicyTermsWire } from '../../../api/schemas/licensing/license-terms.ts';
import { millisecondsInDay as DAY } from 'date-fns/constants';
import { badRequest } from '../errors.ts';
import { policies as policyText } from '../../../shared/messages/licensing/policies.ts';
import { tables, type EntitlementRow, type LicensePolicyRow, type LicenseRow, type LicenseTermsRow } from '../../db.ts';

/** A JSON array of codes as stored; [] when unreadable. */
export function codesOf(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}
export const codesJson = (codes: Iterable<string>): string => JSON.stringify([...new Set(codes)]);

/** The application's feature catalogue, in the order the features were added. */
export function catalogueOf(applicationId: string): Readonly<EntitlementRow>[] {
  return tables.entitlements.all().filter((e) => e.applicationId === applicationId);
}

/** The codes of `codes` that are not features of the application. */
export function unknownCodes(applicationId: string, codes: readonly string[]): string[] {
  const known = new Set(catalogueOf(applicationId).map((e) => e.code));
  return codes.filter((code) => !known.has(code));
}

/** Refuses codes that are not features of the application (400, on the entitlements field). */
export function requireKnownCodes(applicationId: string, codes: readonly string[]): void {
  const unknown = unknownCodes(applicationId, codes);
  if (unknown.length === 0) return;
  const message = policyText.unknownEntitlements(unknown.join(', '));
  throw badRequest(message, { entitlements: [message] });
}

export const toEntitlement = (row: Readonly<EntitlementRow>): Entitlement => ({
  id: row.id,
  code: row.code,
  name: row.name,
  description: row.description,
});

export function policiesOf(applicationId: string): Readonly<LicensePolicyRow>[] {
  return tables.licensePolicies.all().filter((p) => p.applicationId === applicationId);
}

/** How many licences each policy issued (one pass over the terms). */
export function licenseCountsByPolicy(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const terms of tables.licenseTerms.all())
    if (terms.policyId) counts.set(terms.policyId, (counts.get(terms.policyId) ?? 0) + 1);
  return counts;
}

export function toPolicy(row: Readonly<LicensePolicyRow>, counts: ReadonlyMap<string, number>): LicensePolicy {
  return {
    id: row.id,
    applicationId: row.applicationId,
    applicationName: tables.applications.get(row.applicationId)?.name ?? '',
    name: row.name,
    type: row.type,
    durationValue: row.durationValue,
    durationUnit: row.durationUnit,
    maxActivations: row.maxActivations,
    heartbeatWindowHours: row.heartbeatWindowHours,
    gracePeriodDays: row.gracePeriodDays,
    licenseFileTtlDays: row.licenseFileTtlDays,
    entitlements: codesOf(row.entitlementsJson),
    isDefault: row.isDefault,
    licenseCount: counts.get(row.id) ?? 0,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The terms a licence is issued with: its policy's as they are now, and the one-offs that make `chosen` of them. */
export function termsFor(
  licenseId: string,
  policy: Readonly<LicensePolicyRow> | null,
  chosen: readonly string[] | undefined,
): LicenseTermsRow {
  const inherited = policy ? codesOf(policy.entitlementsJson) : [];
  const wanted = chosen ?? inherited;
  return {
    id: licenseId,
    policyId: policy?.id ?? null,
    policyName: policy?.name ?? null,
    durationValue: policy?.durationValue ?? null,
    durationUnit: policy?.durationUnit ?? null,
    maxActivations: policy?.maxActivations ?? null,
    heartbeatWindowHours: policy?.heartbeatWindowHours ?? null,
    gracePeriodDays: policy?.gracePeriodDays ?? 0,
    inheritedJson: codesJson(inherited),
    grantsJson: codesJson(wanted.filter((c) => !inherited.includes(c))),
    removalsJson: codesJson(inherited.filter((c) => !wanted.includes(c))),
  };
}

/** The feature codes a licence unlocks. */
export function effectiveCodes(terms: Readonly<LicenseTermsRow> | undefined): string[] {
  if (!terms) return [];
  const removed = new Set(codesOf(terms.removalsJson));
  return [...new Set([...codesOf(terms.inheritedJson).filter((c) => !removed.has(c)), ...codesOf(terms.grantsJson)])];
}

/** Sets the features a licence unlocks: the differences from what it inherited become its one-offs. */
export function setLicenseCodes(license: Readonly<LicenseRow>, codes: readonly string[]): void {
  const terms = tables.licenseTerms.get(license.id);
  const inherited = terms ? codesOf(terms.inheritedJson) : [];
  const grantsJson = codesJson(codes.filter((c) => !inherited.includes(c)));
  const removalsJson = codesJson(inherited.filter((c) => !codes.includes(c)));
  if (terms) tables.licenseTerms.patch(license.id, { grantsJson, removalsJson });
  else tables.licenseTerms.insert({ ...termsFor(license.id, null, []), grantsJson, removalsJson });
}

export function toLicenseEntitlements(license: Readonly<LicenseRow>): LicenseEntitlementsWire {
  const terms = tables.licenseTerms.get(license.id);
  const catalogue = new Map(catalogueOf(license.applicationId).map((e) => [e.code, e]));
  const feature = (code: string) => ({
    code,
    name: catalogue.get(code)?.name ?? code,
    description: catalogue.get(code)?.description ?? '',
  });
  const inherited = terms ? codesOf(terms.inheritedJson) : [];
  const removed = new Set(terms ? codesOf(terms.removalsJson) : []);
  const grants = terms ? codesOf(terms.grantsJson) : [];
  return {
    entitlements: [
      ...inherited.filter((c) => !removed.has(c)).map((c) => ({ ...feature(c), source: 'policy' as const })),
      ...grants.filter((c) => !inherited.includes(c)).map((c) => ({ ...feature(c), source: 'grant' as const })),
    ],
    removed: [...removed].map(feature),
  };
}

export function toLicensePolicyTerms(license: Readonly<LicenseRow>): LicensePolicyTermsWire {
  const terms = tables.licenseTerms.get(license.id);
  if (!terms?.policyId) return { policy: null };
  return {
    policy: {
      id: terms.policyId,
      name: terms.policyName ?? '',
      deleted: !tables.licensePolicies.get(terms.policyId),
      type: terms.durationValue === null ? 'perpetual' : 'subscription',
      durationValue: terms.durationValue,
      durationUnit: terms.durationUnit,
      maxActivations: terms.maxActivations ?? license.maxActivations,
      heartbeatWindowHours: terms.heartbeatWindowHours,
      gracePeriodDays: terms.gracePeriodDays,
      // A checkout's preselection, not a term the licence took: the policy's current choice.
      licenseFileTtlDays: tables.licensePolicies.get(terms.policyId)?.licenseFileTtlDays ?? null,
    },
  };
}

/** The last instant an expired licence still works (its policy's grace period), or null. */
export function graceEndsAt(license: Readonly<LicenseRow>): string | null {
  const days = tables.licenseTerms.get(license.id)?.gracePeriodDays ?? 0;
  if (license.expiresAt === null || days <= 0) return null;
  return new Date(Date.parse(license.expiresAt) + days * DAY).toISOString();
}

/** What a device is told of its licence when it activates or reports. */
export function checkInOf(licenseId: string | null): {
  entitlements: string[];
  heartbeatWindowHours: number | null;
  graceEndsAt: string | null;
} {
  const license = licenseId ? tables.licenses.get(licenseId) : undefined;
  if (!license) return { entitlements: [], heartbeatWindowHours: null, graceEndsAt: null };
  const terms = tables.licenseTerms.get(license.id);
  return {
    entitlements: effectiveCodes(terms),
    heartbeatWindowHours: terms?.heartbeatWindowHours ?? null,
    graceEndsAt: graceEndsAt(license),
  };
}
