// The capabilities document (an extension itself): which extensions of extensions.ts the server has.
import * as z from 'zod';
import type { Read } from '../reading/read-types.ts';
import { EXTENSION_IDS } from '../catalog/extension-ids.ts';

export const capabilitiesSchema = z.object({ extensions: z.array(z.enum(EXTENSION_IDS)) });
/** As the console reads it (lenient); `CapabilitiesWire` is the contract's form. */
export type Capabilities = Read<typeof capabilitiesSchema>;
export type CapabilitiesWire = z.infer<typeof capabilitiesSchema>;
