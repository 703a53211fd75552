// What the console learned of a server's extensions, kept for the browser tab's session
// (sessionStorage, per API base URL): a reload neither asks for the document nor probes again.
// A new tab asks again, so a server that gained an extension is seen there.
import type { CapabilityMemory, CapabilitySnapshot } from './capabilities.ts';
import { CAPABILITY_MEMORY_PREFIX } from '../shared/constants.ts';
import { webStorage } from '../shared/web-storage.ts';

export function sessionCapabilityMemory(apiBaseUrl: string): CapabilityMemory {
  const key = `${CAPABILITY_MEMORY_PREFIX}${apiBaseUrl}`;
  return {
    load() {
      try {
        const text = webStorage('sessionStorage')?.getItem(key);
        const value: unknown = text ? JSON.parse(text) : null;
        // Anything unreadable is forgotten: the console learns it again.
        return isSnapshot(value) ? value : null;
      } catch {
        return null;
      }
    },
    save(snapshot) {
      try {
        webStorage('sessionStorage')?.setItem(key, JSON.stringify(snapshot));
      } catch {
        // A full or refused storage only costs the next reload a question.
      }
    },
  };
}

function isSnapshot(value: unknown): value is CapabilitySnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.discovered === 'boolean' &&
    Array.isArray(v.unpagedLists) &&
    typeof v.states === 'object' &&
    v.states !== null
  );
}
