// The profile's registration date (docs/product.md §2): yyyy年MM月dd日, the placeholder date as '-'.
import { PLACEHOLDER_CREATED_AT } from '../../shared/constants.ts';
import { formatJapaneseDate } from '../../shared/format.ts';
import { common } from '../../shared/messages/common.ts';

const PLACEHOLDER_TIME = Date.parse(PLACEHOLDER_CREATED_AT);

export function registrationDate(createdAt: string | null | undefined): string {
  // Compared as instants, so '2025-01-01T00:00:00.000Z' is the placeholder too.
  if (!createdAt || Date.parse(createdAt) === PLACEHOLDER_TIME) return common.none;
  return formatJapaneseDate(createdAt);
}
