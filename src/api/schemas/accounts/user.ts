// Users, profile and stats (docs/product.md §3, §5, §7).
import * as z from 'zod';
import type { Read } from '../../reading/read-types.ts';
import { count, emailSchema, id, isoDateTime, pageQuery, requiredText, rowId } from '../common.ts';
import { passwordSchema } from './password.ts';
import { LIMITS } from '../../../shared/constants.ts';
import { USER_SORT } from '../list-sorts.ts';
import { validation as v } from '../../../shared/messages/forms/validation.ts';

export const ROLES = ['ADMIN', 'USER'] as const;
export const roleSchema = z.enum(ROLES, { error: v.roleInvalid });
export type Role = z.infer<typeof roleSchema>;

export const USER_TYPES = ['SUBSCLIGHT_LINKED', 'INDEPENDENT'] as const;
export const userTypeSchema = z.enum(USER_TYPES, { error: v.userTypeInvalid });

/** Admin user (docs/product.md §3). */
export const userSchema = z.object({
  id: rowId,
  username: z.string(),
  email: z.string(),
  role: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  userType: userTypeSchema,
  tenantId: z.string().nullable(),
  subsclight_customer_id: z.string().nullable(),
});
/** As the console reads it (lenient); `UserWire` is the contract's form. */
export type User = Read<typeof userSchema>;
export type UserWire = z.infer<typeof userSchema>;

export const USER_SORT_FIELDS = USER_SORT.all;
/** GET /users: page, pageSize, role, search (docs/product.md §7), plus our sorting and type. */
export const userListQuerySchema = pageQuery.extend({
  role: z.union([roleSchema, z.literal('')]).optional(),
  userType: userTypeSchema.optional(),
  sortField: z.enum(USER_SORT_FIELDS, { error: v.invalidValue }).optional(),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;
export const userListResponseSchema = z.object({ users: z.array(userSchema), total: count });
/** As the console reads it (lenient); `UserListResponseWire` is the contract's form. */
export type UserListResponse = Read<typeof userListResponseSchema>;
export type UserListResponseWire = z.infer<typeof userListResponseSchema>;
export const userResponseSchema = z.object({ user: userSchema });

/** User for licence selection (docs/product.md §3): GET /users?role=USER read as this. */
export const licenseUserOptionSchema = z.object({
  id: rowId,
  email: z.string(),
  role: z.string(),
  tenantId: z.string().nullable(),
});
/** As the console reads it (lenient); `LicenseUserOptionWire` is the contract's form. */
export type LicenseUserOption = Read<typeof licenseUserOptionSchema>;
export type LicenseUserOptionWire = z.infer<typeof licenseUserOptionSchema>;

/** POST /users (docs/product.md §7). Role is fixed to USER by the console; the server accepts the
 *  two roles. */
export const userCreatePayloadSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  role: roleSchema,
  userType: userTypeSchema,
  tenantId: z.string().max(64).nullable(),
  subsclight_customer_id: z.string().max(64).nullable(),
});
export type UserCreatePayload = z.infer<typeof userCreatePayloadSchema>;

/** PUT /users/{id} (content left open by the contract: username, email, role). */
export const userUpdatePayloadSchema = z.object({
  username: requiredText(v.usernameRequired).pipe(z.string().max(LIMITS.usernameMax, { error: v.usernameMax })),
  email: emailSchema,
  role: roleSchema,
});
export type UserUpdatePayload = z.infer<typeof userUpdatePayloadSchema>;

/** User profile (docs/product.md §3). */
export const userProfileSchema = z.object({
  id,
  display_name: z.string(),
  email: z.string(),
  role: z.string(),
  created_at: isoDateTime,
  given_name: z.string(),
  family_name: z.string(),
});
/** As the console reads it (lenient); `UserProfileWire` is the contract's form. */
export type UserProfile = Read<typeof userProfileSchema>;
export type UserProfileWire = z.infer<typeof userProfileSchema>;

export const profileUpdatePayloadSchema = z.object({
  family_name: requiredText(v.familyNameRequired).pipe(z.string().max(LIMITS.nameMax, { error: v.nameTooLong })),
  given_name: requiredText(v.givenNameRequired).pipe(z.string().max(LIMITS.nameMax, { error: v.nameTooLong })),
});
export type ProfileUpdatePayload = z.infer<typeof profileUpdatePayloadSchema>;

export const userStatsSchema = z.object({
  licenses: z.object({ total: count, active: count }),
  devices: z.object({ total: count, active: count }),
  applications: z.object({ total: count }),
});
/** As the console reads it (lenient); `UserStatsWire` is the contract's form. */
export type UserStats = Read<typeof userStatsSchema>;
export type UserStatsWire = z.infer<typeof userStatsSchema>;
