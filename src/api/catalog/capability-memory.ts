// What the console learned of a server's extensions, kept for the browser session in every tab
// (localStorage, per API base URL): a reload or another tab neither asks for the document nor
// probes again. Signing out forgets it (clearCapabilityMemories), so the next session asks afresh.
import type { CapabilityMemory, CapabilitySnapshot } from './capabilities.ts';
import { CAPABILITY_MEMORY_PREFIX } from '../../shared/constants.ts';
import { webStorage } from '../../shared/web-storage.ts';

export function sharedCapabilityMemory(apiBaseUrl: string): CapabilityMemory {
  const key = `${CAPABILITY_MEMORY_PREFIX}${apiBaseUrl}`;
  return {
    load() {
      try {
        const text = webStorage('localStorage')?.getItem(key);
        const value: unknown = text ? JSON.parse(text) : null;
        // Anything unreadable is forgotten: the console learns it again.
        return isSnapshot(value) ? value : null;
      } catch {
        return null;
      }
    },
    save(snapshot) {
      try {
        webStorage('localStorage')?.setItem(key, JSON.stringify(snapshot));
      } catch {
        // A full or refused storage only costs the next reload a question.
      }
    },
  };
}

/** Forgets what every tab learned of every server (the sign-out path calls it). */
export function clearCapabilityMemories(): void {
  for (const kind of ['localStorage', 'sessionStorage'] as const) {
    const storage = webStorage(kind);
    if (!storage) continue;
    try {
      const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
        (key): key is string => key?.startsWith(CAPABILITY_MEMORY_PREFIX) ?? false,
      );
      for (const key of keys) storage.removeItem(key);
    } catch {
      // A refused storage holds nothing of ours.
    }
  }
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
