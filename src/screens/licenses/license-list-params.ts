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
} from '../../api/schemas/license.ts';
import { listHref, listParamsSchema, optionalEnum, optionalText } from '../shared/use-server-list.ts';

export const licenseListParamsSchema = listParamsSchema(LICENSE_SORT_FIELDS, {
  status: optionalEnum(LICENSE_STATUSES),
  app: optionalText(),
  type: optionalEnum(LICENSE_TYPES),
  expiry: optionalEnum(LICENSE_EXPIRY_FILTERS),
  activation: optionalEnum(LICENSE_ACTIVATION_FILTERS),
});
export type LicenseListParams = z.infer<typeof licenseListParamsSchema>;

/** The filters and order of the view, without paging (CSV export and "all matching" use it). */
export const licenseFilterQuery = (p: LicenseListParams): LicenseListQuery => ({
  search: p.q || undefined,
  status: p.status,
  applicationId: p.app,
  type: p.type,
  expiry: p.expiry,
  activation: p.activation,
  sortField: p.sort,
  sortOrder: p.sort ? p.order : undefined,
});

export const licenseListQuery = (p: LicenseListParams): LicenseListQuery => ({ ...licenseFilterQuery(p), page: p.page, pageSize: p.size });

export const LICENSE_LIST_PATH = '/licenses';

/** The licence list opened on these filters. */
export const licenseListHref = (filters: Partial<Pick<LicenseListParams, 'status' | 'expiry' | 'activation' | 'type'>>) => listHref(LICENSE_LIST_PATH, filters);
