// The signed-in user as the server sends it (docs/product.md §3), apart from the sign-in calls'
// payloads (auth.ts): the stored session reads it on the first load, which builds none of those.
import * as z from 'zod';
import type { Read } from '../../reading/read-types.ts';
import { id, isoDateTime } from '../common.ts';

/** The role as the server sends it; the client lower-cases it (docs/product.md §3, §6). */
export const serverRoleSchema = z.string().min(1);

export const authUserSchema = z.object({
  id,
  email: z.string(),
  username: z.string(),
  role: serverRoleSchema,
  display_name: z.string().optional(),
  created_at: isoDateTime.optional(),
});
/** As the console reads it (lenient); `AuthUserWire` is the contract's form. */
export type AuthUser = Read<typeof authUserSchema>;
export type AuthUserWire = z.infer<typeof authUserSchema>;
