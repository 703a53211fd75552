// What this server offers beyond the contract, as the client learns it (extensions.ts lists
// what there is to learn): from the capabilities document when the server has one, otherwise
// from the calls themselves: a 404, 405 or 501 on an extension's call marks it absent, an
// answer marks it present. Known for the page's life; no React here (use-extension.ts).
import { EXTENSION_IDS, EXTENSIONS, extensionOfCall, type ExtensionId } from './extensions.ts';
import type { EndpointId } from './endpoints.ts';

export type ExtensionState = 'unknown' | 'present' | 'absent';

/** Statuses that say "no such call here", whatever the call. */
export const ABSENT_STATUSES: readonly number[] = [404, 405, 501];

export interface Capabilities {
  state(id: ExtensionId): ExtensionState;
  /** Learned from an answer (or a refusal) of one of the extension's calls. */
  learn(id: ExtensionId, state: Exclude<ExtensionState, 'unknown'>): void;
  /** Whether a failed call's status says its extension is absent (a 404 only while nothing says it is present). */
  absentAfter(call: EndpointId, status: number): boolean;
  /** Reads the capabilities document once; afterwards, probes what the menus need if it was absent. */
  discover(): Promise<void>;
  /** Probes one extension with its harmless call (extensions.ts `probe`) when its state is unknown. */
  probe(id: ExtensionId): void;
  /** Whether a list call is known to answer every row at once (the console then pages it itself). */
  pagesItself(list: EndpointId): boolean;
  markPagesItself(list: EndpointId): void;
  subscribe(listener: () => void): () => void;
}

/** What the store learned, kept for the browser tab's session so a reload does not ask again. */
export interface CapabilitySnapshot {
  states: Partial<Record<ExtensionId, Exclude<ExtensionState, 'unknown'>>>;
  unpagedLists: EndpointId[];
  /** The capabilities document was asked for (and read, or found absent). */
  discovered: boolean;
}

export interface CapabilityMemory {
  load(): CapabilitySnapshot | null;
  save(snapshot: CapabilitySnapshot): void;
}

/** The calls the store makes: the document's and the probes', through the client. */
export interface CapabilityCalls {
  readDocument(): Promise<readonly string[] | null>;
  probe(id: ExtensionId): Promise<unknown>;
}

export function createCapabilities(calls: CapabilityCalls, memory?: CapabilityMemory): Capabilities {
  const remembered = memory?.load() ?? null;
  const states = new Map<ExtensionId, ExtensionState>(
    EXTENSION_IDS.map((id) => [id, remembered?.states[id] ?? 'unknown']),
  );
  const listeners = new Set<() => void>();
  const probing = new Set<ExtensionId>();
  const unpagedLists = new Set<EndpointId>(remembered?.unpagedLists ?? []);
  let discovery: Promise<void> | null = remembered?.discovered ? Promise.resolve() : null;

  const remember = () => {
    if (!memory) return;
    const known = [...states].filter((entry): entry is [ExtensionId, 'present' | 'absent'] => entry[1] !== 'unknown');
    memory.save({ states: Object.fromEntries(known), unpagedLists: [...unpagedLists], discovered: discovery !== null });
  };
  const set = (id: ExtensionId, state: ExtensionState) => {
    if (states.get(id) === state) return;
    states.set(id, state);
    remember();
    for (const listener of listeners) listener();
  };

  const capabilities: Capabilities = {
    state: (id) => states.get(id) ?? 'unknown',
    learn: set,
    absentAfter(call, status) {
      const id = extensionOfCall(call);
      if (!id || !ABSENT_STATUSES.includes(status)) return false;
      // With the extension known to be present, a 404 is that call's own answer (no such key, no such licence).
      return status !== 404 || states.get(id) !== 'present';
    },
    discover() {
      discovery ??= calls.readDocument().then(
        (listed) => {
          if (listed !== null) {
            for (const id of EXTENSION_IDS) set(id, listed.includes(id) ? 'present' : 'absent');
            set('capabilities', 'present');
          }
          remember();
        },
        // A failed read (network, 5xx) leaves everything to be discovered call by call, next time too.
        () => {
          discovery = null;
        },
      );
      return discovery;
    },
    probe(id) {
      if (probing.has(id) || !EXTENSIONS[id].probe) return;
      probing.add(id);
      void capabilities.discover().then(() => {
        if (states.get(id) !== 'unknown') return;
        // The call itself marks the extension (the client learns from every answer).
        return calls.probe(id).catch(() => undefined);
      });
    },
    pagesItself: (list) => unpagedLists.has(list),
    markPagesItself: (list) => {
      unpagedLists.add(list);
      remember();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return capabilities;
}
