// The licence list's view in the URL (?page=2&status=ACTIVE&expiry=within30&sort=key…) and
// the server query it stands for.
import type * as z from 'zod';
import {
  LICENSE_ACTIVATION_FILTERS,
  LICENSE_EXPIRY_FILTERS,
  LICENSE_SORT_FIELDS,
  LICENSE_STATUSES,
  LICENSE_TYPES,
  type LicenseListQuery,
} from '../../../api/schemas/licensing/license.ts';
import { windowEnd } from '../../../shared/calendar-day.ts';
import { LICENSE_EXPIRY_WINDOW_DAYS } from '../../../shared/constants.ts';
import { listHref, listParamsSchema, optionalEnum, optionalText, searchAndOrder } from '../list/use-server-list.ts';

export const licenseListParamsSchema = listParamsSchema(LICENSE_SORT_FIELDS, {
  status: optionalEnum(LICENSE_STATUSES),
  app: optionalText(),
  type: optionalEnum(LICENSE_TYPES),
  expiry: optionalEnum(LICENSE_EXPIRY_FILTERS),
  activation: optionalEnum(LICENSE_ACTIVATION_FILTERS),
});
export type LicenseListParams = z.infer<typeof licenseListParamsSchema>;

/** "Within N days" counts calendar days in the user's zone: through the end of the Nth day after
 *  today (the same instant all day long, so the query's key changes only at midnight). */
function expiryUntilOf(expiry: LicenseListParams['expiry'], now: Date): string | undefined {
  return expiry && expiry in LICENSE_EXPIRY_WINDOW_DAYS
    ? windowEnd(LICENSE_EXPIRY_WINDOW_DAYS[expiry as keyof typeof LICENSE_EXPIRY_WINDOW_DAYS], now)
    : undefined;
}

/** The filters and order of the view, without paging (the list adds the page: pageOf). */
export const licenseFilterQuery = (p: LicenseListParams, now: Date = new Date()): LicenseListQuery => ({
  ...searchAndOrder(p),
  status: p.status,
  applicationId: p.app,
  type: p.type,
  expiry: p.expiry,
  expiryUntil: expiryUntilOf(p.expiry, now),
  activation: p.activation,
});

export const LICENSE_LIST_PATH = '/licenses';

/** The licence list opened on these filters. */
export const licenseListHref = (
  filters: Partial<Pick<LicenseListParams, 'status' | 'expiry' | 'activation' | 'type'>>,
) => listHref(LICENSE_LIST_PATH, filters);
