// A licence policy's term in words (1年, 無期限): the policy card and the new licence form's choice of policy.
import type { LicensePolicy } from '../../../api/schemas/licensing/policy.ts';
import { common } from '../../../shared/messages/common.ts';
import { periodText, policyScreen as t } from '../../../shared/messages/licensing/policies.ts';

export function termOf(policy: Pick<LicensePolicy, 'type' | 'durationValue' | 'durationUnit'>): string {
  if (policy.type === 'perpetual') return t.noDuration;
  return policy.durationValue !== null && policy.durationUnit !== null
    ? periodText(policy.durationValue, policy.durationUnit)
    : common.none;
}
