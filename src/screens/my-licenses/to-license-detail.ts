// A licence of GET /api/my-licenses as the shared detail dialog reads it. What the server did
// not send stays null: the dialog shows each field's fallback.
import type { MyLicense } from '../../api/schemas/licensing/license.ts';
import { DEFAULT_MAX_ACTIVATIONS } from '../../shared/constants.ts';
import type { LicenseDetail } from '../shared/license-detail/license-detail.ts';

/** 1 when the server sends no maximum (docs/product.md §2). */
export const maxActivationsOf = (l: Pick<MyLicense, 'maxActivations'>): number =>
  l.maxActivations ?? DEFAULT_MAX_ACTIVATIONS;

export function toLicenseDetail(l: MyLicense): LicenseDetail {
  return {
    id: l.id,
    key: l.key,
    status: l.status,
    applicationName: l.applicationName,
    currentActivations: l.currentActivations,
    maxActivations: maxActivationsOf(l),
    expiresAt: l.expiresAt,
    createdAt: l.createdAt,
  };
}
