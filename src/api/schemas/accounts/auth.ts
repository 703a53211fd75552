// Authentication entities and payloads (docs/product.md §3, §7).
import * as z from 'zod';
import type { Read } from '../../reading/read-types.ts';
import { asciiText } from '../common.ts';
import { authUserSchema } from './auth-user.ts';
import { passwordSchema } from './password.ts';
import { essential } from '../reading.ts';
import { emailSchema } from '../common.ts';
import { validation as v } from '../../../shared/messages/forms/validation.ts';

export { authUserSchema, serverRoleSchema, type AuthUser, type AuthUserWire } from './auth-user.ts';

/** Login: browser-level required checks only (docs/product.md §5); the server answers wrong
 *  credentials. */
export const loginRequestSchema = z.object({
  email: asciiText({ error: v.emailRequired }).min(1, { error: v.emailRequired }).max(254, { error: v.emailFormat }),
  password: z
    .string({ error: v.passwordRequired })
    .min(1, { error: v.passwordRequired })
    .max(128, { error: v.passwordTooLong }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  access_token: essential(z.string().min(1)),
  id_token: z.string().min(1),
  refresh_token: z.string().min(1),
  user: essential(authUserSchema),
});
/** As the console reads it (lenient); `LoginResponseWire` is the contract's form. */
export type LoginResponse = Read<typeof loginResponseSchema>;
export type LoginResponseWire = z.infer<typeof loginResponseSchema>;

export const refreshRequestSchema = z.object({
  refreshToken: z.string({ error: v.refreshTokenRequired }).min(1, { error: v.refreshTokenRequired }).max(256),
});

/** `token` is the new access token; the server rotates the refresh token too. */
export const refreshResponseSchema = z.object({
  token: essential(z.string().min(1)),
  refreshToken: z.string().min(1).optional(),
});

export const verifyResponseSchema = z.object({ user: essential(authUserSchema) });

/** Registration (fields not in the contract): a self-registered account is a general user. */
export const registerRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  family_name: z.string().trim().max(50).optional(),
  given_name: z.string().trim().max(50).optional(),
});
export const registerResponseSchema = z.object({ user: authUserSchema });

export const logoutResponseSchema = z.object({ success: z.literal(true) });
