// The capabilities document (an extension itself): which extensions of extensions.ts the server has.
import * as z from 'zod';
import { EXTENSION_IDS } from '../extensions.ts';

export const capabilitiesSchema = z.object({ extensions: z.array(z.enum(EXTENSION_IDS)) });
export type Capabilities = z.infer<typeof capabilitiesSchema>;
