// Licence policies and each application's feature catalogue (extensions: licensePolicies,
// entitlements). A policy's features come from its application's catalogue; the first policy
// of an application is its default, and one default at most is kept per application.
import type { PolicyUpdatePayload } from '../../api/schemas/licensing/policy.ts';
import { activity } from '../../shared/messages/reports/activity.ts';
import { applications as appText } from '../../shared/messages/applications.ts';
import { policies as policyText } from '../../shared/messages/licensing/policies.ts';
import { tables, type LicensePolicyRow } from '../db.ts';
import { logActivity } from '../domain/reports/activity.ts';
import { conflict, found } from '../domain/errors.ts';
import { newId } from '../domain/ids.ts';
import { fill } from '../domain/text.ts';
import {
  catalogueOf,
  codesJson,
  licenseCountsByPolicy,
  policiesOf,
  requireKnownCodes,
  toEntitlement,
  toPolicy,
} from '../domain/licensing/terms.ts';
import { nowIso } from '../settings.ts';
import { created, implement } from './define.ts';

const applicationOr404 = (id: string) => found(tables.applications.get(id), appText.notFound);
const policyOr404 = (id: string) => found(tables.licensePolicies.get(id), policyText.notFound);
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The stored values of a policy's fields: a perpetual policy has no term. */
function policyValues(
  applicationId: string,
  body: PolicyUpdatePayload,
  selfId: string | null,
): Omit<LicensePolicyRow, 'id' | 'applicationId' | 'isDefault' | 'createdAt' | 'updatedAt'> {
  if (policiesOf(applicationId).some((p) => p.id !== selfId && sameName(p.name, body.name)))
    throw conflict(policyText.nameTaken, 'POLICY_NAME_TAKEN');
  const codes = [...new Set(body.entitlements ?? [])];
  requireKnownCodes(applicationId, codes);
  const perpetual = body.type === 'perpetual';
  return {
    name: body.name,
    type: body.type,
    durationValue: perpetual ? null : (body.durationValue ?? null),
    durationUnit: perpetual ? null : (body.durationUnit ?? null),
    maxActivations: body.maxActivations,
    heartbeatWindowHours: body.heartbeatWindowHours ?? null,
    gracePeriodDays: body.gracePeriodDays ?? 0,
    licenseFileTtlDays: body.licenseFileTtlDays ?? null,
    entitlementsJson: codesJson(codes),
  };
}

/** Makes `policyId` the application's only default. */
function makeDefault(applicationId: string, policyId: string): void {
  for (const p of policiesOf(applicationId))
    if (p.isDefault && p.id !== policyId) tables.licensePolicies.patch(p.id, { isDefault: false });
}

export const policyImplementations = implement({
  listLicensePolicies: ({ query }) => {
    const counts = licenseCountsByPolicy();
    const rows = tables.licensePolicies
      .all()
      .filter((p) => !query.applicationId || p.applicationId === query.applicationId);
    return { policies: rows.map((p) => toPolicy(p, counts)) };
  },

  createLicensePolicy: ({ body, user }) => {
    const app = applicationOr404(body.applicationId);
    const at = nowIso();
    const isDefault = body.isDefault ?? policiesOf(app.id).length === 0;
    const policy = tables.licensePolicies.insert({
      id: newId(),
      applicationId: app.id,
      ...policyValues(app.id, body, null),
      isDefault,
      createdAt: at,
      updatedAt: at,
    });
    if (isDefault) makeDefault(app.id, policy.id);
    logActivity(fill(activity.policyCreated, { name: policy.name }), { actorId: user.id });
    return created({ policy: toPolicy(policy, licenseCountsByPolicy()) });
  },

  /** Issued licences keep what they took (their terms); only later issues see the change. */
  updateLicensePolicy: ({ params, body, user }) => {
    const policy = policyOr404(params.id);
    const next = tables.licensePolicies.patch(policy.id, {
      ...policyValues(policy.applicationId, body, policy.id),
      isDefault: body.isDefault ?? policy.isDefault,
      updatedAt: nowIso(),
    });
    if (next.isDefault) makeDefault(next.applicationId, next.id);
    logActivity(fill(activity.policyUpdated, { name: next.name }), { actorId: user.id });
    return { policy: toPolicy(next, licenseCountsByPolicy()) };
  },

  deleteLicensePolicy: ({ params, user }) => {
    const policy = policyOr404(params.id);
    tables.licensePolicies.remove(policy.id);
    logActivity(fill(activity.policyDeleted, { name: policy.name }), { actorId: user.id });
    return { success: true as const };
  },

  listEntitlements: ({ params }) => ({ entitlements: catalogueOf(applicationOr404(params.id).id).map(toEntitlement) }),

  createEntitlement: ({ params, body, user }) => {
    const app = applicationOr404(params.id);
    if (catalogueOf(app.id).some((e) => e.code === body.code))
      throw conflict(policyText.entitlementCodeTaken, 'ENTITLEMENT_CODE_TAKEN');
    const row = tables.entitlements.insert({
      id: newId(),
      applicationId: app.id,
      code: body.code,
      name: body.name,
      description: body.description ?? '',
      createdAt: nowIso(),
    });
    logActivity(fill(activity.entitlementCreated, { name: app.name, code: row.code }), { actorId: user.id });
    return created({ entitlement: toEntitlement(row) });
  },
});
