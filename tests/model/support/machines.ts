// Every statechart of src/machines, found by loading its modules: a machine added later is
// picked up by `npm run test:model` and `npm run diagrams` without a list to keep by hand.
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';

export interface FoundMachine {
  /** The machine's own id (`auth`, `licenseActivation`). */
  id: string;
  /** `license-activation`: the stem of its model, screen test and diagram files. */
  slug: string;
  /** The module that defines it, relative to the repository. */
  file: string;
  exportName: string;
  machine: AnyStateMachine;
}

const ROOT = resolve(import.meta.dirname, '../../..');
export const MACHINES_DIR = join(ROOT, 'src/machines');

function isStateMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AnyStateMachine).id === 'string' &&
    typeof (value as AnyStateMachine).root === 'object' &&
    typeof (value as AnyStateMachine).provide === 'function' &&
    typeof (value as AnyStateMachine).transition === 'function'
  );
}

/** `licenseActivation` -> `license-activation`. */
export function slugOf(id: string): string {
  return id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** The machines exported by src/machines, by id (index files re-export them: counted once). */
export async function discoverMachines(): Promise<FoundMachine[]> {
  const files = readdirSync(MACHINES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    // Defining modules before the index files that re-export them, so `file` names the definition.
    .sort((a, b) => Number(/(^|\/)index\.tsx?$/.test(a)) - Number(/(^|\/)index\.tsx?$/.test(b)) || a.localeCompare(b));
  const found = new Map<string, FoundMachine>();
  const seen = new Set<AnyStateMachine>();
  for (const file of files) {
    const path = join(MACHINES_DIR, file);
    const module = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module)) {
      if (!isStateMachine(value) || seen.has(value)) continue;
      seen.add(value);
      const existing = found.get(value.id);
      if (existing)
        throw new Error(`two machines have the id '${value.id}': ${existing.file} and ${relative(ROOT, path)}`);
      found.set(value.id, {
        id: value.id,
        slug: slugOf(value.id),
        file: relative(ROOT, path),
        exportName,
        machine: value,
      });
    }
  }
  return [...found.values()].sort((a, b) => a.id.localeCompare(b.id));
}
