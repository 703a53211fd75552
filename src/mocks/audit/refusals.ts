// Refusals for want of quota, read from the audit log: a refused call whose reason is the quota's
// (the issue and activation texts of docs/product.md §8), its bulk runs' items included.
import { licenses as licenseText } from '../../shared/messages/licensing/licenses.ts';
import { owner as ownerText } from '../../shared/messages/owner.ts';
import type { AuditRow } from '../db.ts';

// The refusal's message is the owner's; a seeded history records the licence's shorter text.
const QUOTA_REASONS: ReadonlySet<string> = new Set([ownerText.quotaExhausted, licenseText.quotaDefaultMessage]);

export function isQuotaRefusal(row: Pick<AuditRow, 'result' | 'reason' | 'items'>): boolean {
  return row.result === 'refused' && row.items === null && row.reason !== null && QUOTA_REASONS.has(row.reason);
}
