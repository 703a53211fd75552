// Issuing one licence (POST /licenses, and each row of the bulk extension): every check runs
// before the first write, so a refused row leaves nothing behind in a bulk call either.
import type { LicenseCreatePayload } from '../../../api/schemas/licensing/license.ts';
import { LEGACY_LICENSE_EXPIRY_MS } from '../../../shared/constants.ts';
import { activity } from '../../../shared/messages/reports/activity.ts';
import { applications as appText } from '../../../shared/messages/applications.ts';
import { policies as policyText } from '../../../shared/messages/licensing/policies.ts';
import { users as userText } from '../../../shared/messages/users.ts';
import { tables, type LicenseRow } from '../../db.ts';
import { logActivity } from '../reports/activity.ts';
import { conflict, found } from '../errors.ts';
import { newId, newLicenseKey } from '../ids.ts';
import { ownerWithQuotaLeft } from './quota.ts';
import { recordQuotaSnapshot } from './quota-history.ts';
import { fill } from '../text.ts';
import { requireKnownCodes, termsFor } from './terms.ts';
import { nowIso } from '../../settings.ts';

function uniqueKey(prefix: string | null): string {
  const taken = new Set(tables.licenses.all().map((l) => l.key));
  for (;;) {
    const key = newLicenseKey(prefix);
    if (!taken.has(key)) return key;
  }
}

export function issueLicense(body: LicenseCreatePayload, actorId: string): Readonly<LicenseRow> {
  const app = found(tables.applications.get(body.applicationId), appText.notFound);
  const holder = found(tables.users.get(body.userId), userText.notFound);
  // Extensions: the policy it is issued from (its terms are kept with the licence) and its features.
  const policy = body.policyId ? found(tables.licensePolicies.get(body.policyId), policyText.notFound) : null;
  if (policy && policy.applicationId !== app.id)
    throw conflict(policyText.otherApplication, 'POLICY_OF_ANOTHER_APPLICATION');
  const codes = body.entitlements && [...new Set(body.entitlements)];
  if (codes) requireKnownCodes(app.id, codes);
  const owner = ownerWithQuotaLeft();
  const issuedAt = nowIso();
  const startDate = body.startDate ?? issuedAt;
  const expiresAt =
    body.type === 'perpetual'
      ? null
      : (body.endDate ?? body.expiresAt ?? new Date(Date.parse(startDate) + LEGACY_LICENSE_EXPIRY_MS).toISOString());
  const license = tables.licenses.insert({
    id: newId(),
    key: uniqueKey(app.keyPrefix),
    status: 'ACTIVE',
    type: body.type,
    currentActivations: 0,
    maxActivations: body.maxActivations,
    issuedAt,
    updatedAt: issuedAt,
    expiresAt: expiresAt === null ? null : new Date(expiresAt).toISOString(),
    startDate: new Date(startDate).toISOString(),
    userId: holder.id,
    applicationId: app.id,
  });
  if (policy || codes?.length) tables.licenseTerms.insert(termsFor(license.id, policy, codes));
  // Extension (licenseReferences): the order number, kept for the lookup; a second licence of the same order is allowed (the admin insisted).
  if (body.reference) tables.licenseReferences.insert({ id: license.id, reference: body.reference, issuedAt });
  recordQuotaSnapshot(owner);
  logActivity(fill(activity.licenseCreated, { key: license.key }), { licenseId: license.id, actorId });
  return license;
}
