// An extension's state for a screen (capabilities.ts): re-renders when the client learns it.
import { useEffect, useSyncExternalStore } from 'react';
import { useApi } from '../client/api-context.tsx';
import type { ExtensionState } from '../catalog/capabilities.ts';
import type { ExtensionId } from '../catalog/extensions.ts';

export type { ExtensionState };

/** `probe`: when no capabilities document says, ask its harmless call (a menu entry's extension). */
export function useExtension(id: ExtensionId, { probe = false }: { probe?: boolean } = {}): ExtensionState {
  const { capabilities } = useApi();
  useEffect(() => {
    if (probe) capabilities.probe(id);
    else void capabilities.discover();
  }, [capabilities, id, probe]);
  return useSyncExternalStore(capabilities.subscribe, () => capabilities.state(id));
}
