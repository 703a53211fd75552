// The billing provider's side (docs/product.md §3): tenant users and product settings.
import * as z from 'zod';
import type { Read } from '../../reading/read-types.ts';
import { rowId } from '../common.ts';
import { essential } from '../reading.ts';

export const tenantUserSchema = z.object({
  id: rowId,
  /** The new account's address: a tenant user without one cannot be registered. */
  email: essential(z.string().min(1)),
  name: z.string(),
  display_name: z.string(),
  is_duplicate: z.boolean(),
});
/** As the console reads it (lenient); `TenantUserWire` is the contract's form. */
export type TenantUser = Read<typeof tenantUserSchema>;
export type TenantUserWire = z.infer<typeof tenantUserSchema>;

/** GET /api/subsclight/tenant-users: {success, users, error}. */
export const tenantUsersResponseSchema = z.object({
  success: z.boolean(),
  users: z.array(tenantUserSchema),
  error: z.string().nullable().optional(),
});
/** As the console reads it (lenient); `TenantUsersResponseWire` is the contract's form. */
export type TenantUsersResponse = Read<typeof tenantUsersResponseSchema>;
export type TenantUsersResponseWire = z.infer<typeof tenantUsersResponseSchema>;

/** The unit of a product setting's billing cycle. */
export const intervalUnitSchema = z.enum(['day', 'week', 'month', 'year']);

/** payment_type 0 = one-time (単発); any other value = fixed subscription (定額). */
export const productSettingSchema = z.object({
  id: rowId,
  name: z.string(),
  description: z.string(),
  payment_type: z.number().int(),
  single_price: z.number().nullable(),
  cycle_price: z.number().nullable(),
  cycle_interval_value: z.number().int().nullable(),
  cycle_interval_unit: intervalUnitSchema.nullable(),
  trial_days: z.number().int().nullable(),
  prefix: z.string(),
});
/** As the console reads it (lenient); `ProductSettingWire` is the contract's form. */
export type ProductSetting = Read<typeof productSettingSchema>;
export type ProductSettingWire = z.infer<typeof productSettingSchema>;
export const productSettingListResponseSchema = z.object({ product_settings: z.array(productSettingSchema) });
export const productSettingResponseSchema = z.object({ product_setting: productSettingSchema });
