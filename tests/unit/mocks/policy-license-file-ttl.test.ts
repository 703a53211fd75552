// A policy's licence file time to live in the mock: checked with the payload's own schema (one of
// the allowed choices, or none), refused in Japanese with nothing changed, and what a licence
// from the policy is told to preselect.
import { describe, expect, it } from 'vitest';
import { tables } from '../../../src/mocks/db.ts';
import { validation as v } from '../../../src/shared/messages/forms/validation.ts';
import { databaseText, errorBody, raw, signIn } from './_helpers.ts';

const admin = async () => (await signIn('admin')).accessToken;
const bodyOf = (policy: ReturnType<typeof tables.licensePolicies.all>[number], licenseFileTtlDays: unknown) => ({
  name: policy.name,
  type: policy.type,
  durationValue: policy.durationValue,
  durationUnit: policy.durationUnit,
  maxActivations: policy.maxActivations,
  gracePeriodDays: policy.gracePeriodDays,
  licenseFileTtlDays,
});

describe("a policy's licence file time to live", () => {
  it('is one of the choices or none; anything else is refused in Japanese and changes nothing', async () => {
    const token = await admin();
    const policy = tables.licensePolicies.all().find((p) => p.licenseFileTtlDays === null)!;
    for (const wrong of [45, 0, '30日', -7]) {
      const before = databaseText();
      const body = errorBody(
        await raw('PUT', `/api/license-policies/${policy.id}`, { token, body: bodyOf(policy, wrong) }),
        400,
      );
      expect(body.fields?.licenseFileTtlDays).toEqual([v.policyTtlInvalid]);
      expect(databaseText()).toBe(before);
    }
    const create = { ...bodyOf(policy, 2), name: '新しいポリシー', applicationId: policy.applicationId };
    const before = databaseText();
    expect(
      errorBody(await raw('POST', '/api/license-policies', { token, body: create }), 400).fields?.licenseFileTtlDays,
    ).toEqual([v.policyTtlInvalid]);
    expect(databaseText()).toBe(before);

    const saved = await raw('PUT', `/api/license-policies/${policy.id}`, { token, body: bodyOf(policy, 90) });
    expect(saved.json).toMatchObject({ policy: { id: policy.id, licenseFileTtlDays: 90 } });
    const cleared = await raw('PUT', `/api/license-policies/${policy.id}`, { token, body: bodyOf(policy, null) });
    expect(cleared.json).toMatchObject({ policy: { licenseFileTtlDays: null } });
  });

  it("a licence from the policy is told the policy's current choice; one without a policy, none", async () => {
    const token = await admin();
    const terms = tables.licenseTerms
      .all()
      .find((t) => t.policyId && tables.licensePolicies.get(t.policyId)?.licenseFileTtlDays != null)!;
    const days = tables.licensePolicies.get(terms.policyId!)!.licenseFileTtlDays;
    expect((await raw('GET', `/api/licenses/${terms.id}/policy`, { token })).json).toMatchObject({
      policy: { id: terms.policyId, licenseFileTtlDays: days },
    });
    const bare = tables.licenses.all().find((l) => !tables.licenseTerms.get(l.id)?.policyId)!;
    expect((await raw('GET', `/api/licenses/${bare.id}/policy`, { token })).json).toEqual({ policy: null });
  });
});
