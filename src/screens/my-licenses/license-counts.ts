// The summary of My licences (docs/product.md §4): active = ACTIVE with at least one activation,
// inactive = ACTIVE with none, expired/invalid = EXPIRED or REVOKED. A licence whose status
// is INACTIVE falls in none of the three buckets; it still counts in the total, as does one
// whose status (or, when ACTIVE, activation count) the server did not send.
import type { MyLicense } from '../../api/schemas/licensing/license.ts';

export interface MyLicenseCounts {
  total: number;
  active: number;
  inactive: number;
  expiredOrInvalid: number;
}

export type MyLicenseBucket = Exclude<keyof MyLicenseCounts, 'total'>;

/** The card a licence counts in besides the total; none for an INACTIVE one. The table's rows say it too. */
export function bucketOf(l: Pick<MyLicense, 'status' | 'currentActivations'>): MyLicenseBucket | null {
  if (l.status === 'ACTIVE')
    return l.currentActivations === null ? null : l.currentActivations > 0 ? 'active' : 'inactive';
  if (l.status === 'EXPIRED' || l.status === 'REVOKED') return 'expiredOrInvalid';
  return null;
}

export function countMyLicenses(
  licenses: readonly Pick<MyLicense, 'status' | 'currentActivations'>[],
): MyLicenseCounts {
  const counts: MyLicenseCounts = { total: licenses.length, active: 0, inactive: 0, expiredOrInvalid: 0 };
  for (const l of licenses) {
    const bucket = bucketOf(l);
    if (bucket) counts[bucket] += 1;
  }
  return counts;
}
