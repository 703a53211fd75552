// Query keys of the resources read a call at a time (src/api/resources/resource-keys.ts): each
// call's key under the resource's, so invalidating the resource reaches every call of it.
import { describe, expect, it } from 'vitest';
import { callKeys } from '../../../src/api/resources/resource-keys.ts';
import { billingKeys } from '../../../src/api/resources/accounts/billing.ts';

describe('callKeys', () => {
  it("puts each call's key under the resource's", () => {
    const keys = callKeys('applications', { mine: 'mine', myList: 'my-list' });
    expect(keys.all).toEqual(['applications']);
    expect(keys.myList()).toEqual(['applications', 'my-list']);
    expect(billingKeys.tenantUsers()).toEqual(['billing', 'tenant-users']);
  });
});
