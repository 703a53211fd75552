// The summary of My licences (spec §4): active = ACTIVE with at least one activation,
// inactive = ACTIVE with none, expired/invalid = EXPIRED or REVOKED. A licence whose status
// is INACTIVE falls in none of the three buckets; it still counts in the total.
import type { MyLicense } from '../../api/schemas/license.ts';

export interface MyLicenseCounts {
  total: number;
  active: number;
  inactive: number;
  expiredOrInvalid: number;
}

export function countMyLicenses(licenses: readonly Pick<MyLicense, 'status' | 'currentActivations'>[]): MyLicenseCounts {
  const counts: MyLicenseCounts = { total: licenses.length, active: 0, inactive: 0, expiredOrInvalid: 0 };
  for (const l of licenses) {
    if (l.status === 'ACTIVE') {
      if (l.currentActivations > 0) counts.active += 1;
      else counts.inactive += 1;
    } else if (l.status === 'EXPIRED' || l.status === 'REVOKED') {
      counts.expiredOrInvalid += 1;
    }
  }
  return counts;
}
