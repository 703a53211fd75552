// What the client learns of the server's extensions, asked through the client itself: the
// capabilities document (none is fine) and each extension's harmless probe call.
import {
  ABSENT_STATUSES,
  createCapabilities,
  type Capabilities,
  type CapabilityMemory,
} from '../catalog/capabilities.ts';
import { EXTENSIONS } from '../catalog/extensions.ts';
import { isApiError } from './errors.ts';
import type { CallFn } from './client-types.ts';

export function createClientCapabilities(call: CallFn, memory?: CapabilityMemory): Capabilities {
  return createCapabilities(
    {
      readDocument: async () => {
        try {
          return (await call('getCapabilities', {})).extensions;
        } catch (error) {
          if (isApiError(error) && (error.kind === 'absent' || ABSENT_STATUSES.includes(error.status))) return null;
          throw error;
        }
      },
      probe: (ext) => {
        const probe = EXTENSIONS[ext].probe!;
        return call(probe.call, { query: probe.query } as never);
      },
    },
    memory,
  );
}
