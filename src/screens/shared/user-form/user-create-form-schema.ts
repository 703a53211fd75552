// The user-creation form (docs/product.md §2, §5): two modes, a password with the contract's
// rules in order, and the payload of POST /users built from it (role fixed to USER).
// It reuses emailSchema and passwordSchema, so the messages have one source.
import * as z from 'zod';
import { emailSchema } from '../../../api/schemas/common.ts';
import { passwordSchema } from '../../../api/schemas/accounts/password.ts';
import type { TenantUser } from '../../../api/schemas/accounts/billing.ts';
import type { UserCreatePayload } from '../../../api/schemas/accounts/user.ts';
import { validation as v } from '../../../shared/messages/forms/validation.ts';

export const USER_CREATE_MODES = ['tenant', 'email'] as const;
export type UserCreateMode = (typeof USER_CREATE_MODES)[number];

/** A tenant user may be picked when it is in the list and not registered yet. */
export const selectableTenantUser = (users: readonly TenantUser[], id: string) =>
  users.find((u) => u.id === id && !u.is_duplicate);

/** The schema depends on the tenant list: the selection must be one of its free entries. */
export function userCreateFormSchema(tenantUsers: readonly TenantUser[]) {
  const tenantUserId = z
    .string({ error: v.tenantUserRequired })
    .min(1, { error: v.tenantUserRequired })
    .refine((id) => selectableTenantUser(tenantUsers, id) !== undefined, { error: v.tenantUserNotFound });
  return z.discriminatedUnion('mode', [
    // Subscription mode: the e-mail comes from the chosen tenant user.
    z.object({ mode: z.literal('tenant'), tenantUserId, email: z.string(), password: passwordSchema }),
    // Manual mode: any address.
    z.object({ mode: z.literal('email'), tenantUserId: z.string(), email: emailSchema, password: passwordSchema }),
  ]);
}

export type UserCreateFormInput = z.input<ReturnType<typeof userCreateFormSchema>>;
export type UserCreateFormValues = z.output<ReturnType<typeof userCreateFormSchema>>;

export const emptyUserCreateForm = (mode: UserCreateMode): UserCreateFormInput => ({
  mode,
  tenantUserId: '',
  email: '',
  password: '',
});

/**
 * POST /users. A tenant user is linked to the billing provider: its id there is the
 * customer id, and its tenant is the owner's billing site (null when unknown).
 */
export function toUserCreatePayload(
  values: UserCreateFormValues,
  tenantUsers: readonly TenantUser[],
  tenantId: string | null,
): UserCreatePayload {
  if (values.mode === 'tenant') {
    const picked = selectableTenantUser(tenantUsers, values.tenantUserId);
    if (!picked) throw new Error(v.tenantUserNotFound);
    return {
      email: picked.email,
      password: values.password,
      role: 'USER',
      userType: 'SUBSCLIGHT_LINKED',
      tenantId,
      subsclight_customer_id: picked.id,
    };
  }
  return {
    email: values.email,
    password: values.password,
    role: 'USER',
    userType: 'INDEPENDENT',
    tenantId: null,
    subsclight_customer_id: null,
  };
}
