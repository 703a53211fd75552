// Field stripping alone: what belongs to an extension the server is known not to have stays out of
// the query and the body; while the extension is present or unknown, everything goes.
import { describe, expect, it } from 'vitest';
import { contractBody, contractQuery } from '../../../../src/api/client/steps/contract-fields.ts';
import type { ExtensionId } from '../../../../src/api/catalog/extensions.ts';

const known = (absent: ExtensionId[]) => ({
  state: (ext: ExtensionId) => (absent.includes(ext) ? ('absent' as const) : ('unknown' as const)),
});

describe('contract query', () => {
  it('drops the list parameters of ours once the server is known not to read them', () => {
    const query = { page: 2, search: '山田', other: 'x' };
    expect(contractQuery('listLicenses', query, known([]))).toEqual(query);
    expect(contractQuery('listLicenses', query, known(['listQueries']))).toEqual({ other: 'x' });
  });

  it('sends an empty query for none', () => {
    expect(contractQuery('listLicenses', undefined, known(['listQueries']))).toEqual({});
  });
});

describe('contract body', () => {
  const body = { applicationId: 'a1', policyId: 'p1', entitlements: ['e'] };

  it('drops only the fields of the absent extensions', () => {
    expect(contractBody('createLicense', body, known(['licensePolicies']))).toEqual({
      applicationId: 'a1',
      entitlements: ['e'],
    });
    expect(contractBody('createLicense', body, known(['licensePolicies', 'entitlements']))).toEqual({
      applicationId: 'a1',
    });
  });

  it('sends the body as it is while nothing is known absent', () => {
    expect(contractBody('createLicense', body, known([]))).toBe(body);
  });
});
