import { describe, expect, it } from 'vitest';
import { countMyLicenses } from '../../../src/screens/my-licenses/license-counts.ts';

describe('countMyLicenses (docs/product.md §4)', () => {
  it('counts ACTIVE with activations as active, ACTIVE without as inactive, EXPIRED/REVOKED as expired or invalid', () => {
    expect(
      countMyLicenses([
        { status: 'ACTIVE', currentActivations: 2 },
        { status: 'ACTIVE', currentActivations: 1 },
        { status: 'ACTIVE', currentActivations: 0 },
        { status: 'EXPIRED', currentActivations: 1 },
        { status: 'REVOKED', currentActivations: 0 },
        { status: 'INACTIVE', currentActivations: 0 },
      ]),
    ).toEqual({ total: 6, active: 2, inactive: 1, expiredOrInvalid: 2 });
  });

  it('is all zero for no licences', () => {
    expect(countMyLicenses([])).toEqual({ total: 0, active: 0, inactive: 0, expiredOrInvalid: 0 });
  });
});
