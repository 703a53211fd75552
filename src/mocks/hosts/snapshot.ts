// The browser's copy of the mock database in localStorage, so that a developer's edits
// survive a reload (@mswjs/data 0.16.2 has no persist()). A database too big for
// localStorage (the `large` scenario) is remembered by its scenario name only: a reload
// re-seeds it.
import { dumpDatabase, MODEL_NAMES, restoreDatabase, tables, type DatabaseDump } from '../db.ts';
import { resetActivitySequence } from '../domain/activity.ts';
import { resetLoginAttempts } from '../domain/auth.ts';
import { isScenarioName, markScenario, resetDatabase, type ScenarioName } from '../scenarios/index.ts';

export const SNAPSHOT_KEY = 'license-console:mock-db';
export const SNAPSHOT_VERSION = 1;
/** Above this many rows only the scenario name is stored (localStorage holds ~5 MB). */
export const MAX_SNAPSHOT_ROWS = 5000;

export interface Snapshot {
  version: typeof SNAPSHOT_VERSION;
  scenario: ScenarioName | null;
  savedAt: string;
  dump?: DatabaseDump;
}

export type SaveResult = 'full' | 'scenario-only' | 'failed';

function rowCount(): number {
  return MODEL_NAMES.reduce((n, name) => n + tables[name].count(), 0);
}

export function saveSnapshot(storage: Storage, scenario: ScenarioName | null): SaveResult {
  const base: Snapshot = { version: SNAPSHOT_VERSION, scenario, savedAt: new Date().toISOString() };
  if (rowCount() <= MAX_SNAPSHOT_ROWS) {
    try {
      storage.setItem(SNAPSHOT_KEY, JSON.stringify({ ...base, dump: dumpDatabase() }));
      return 'full';
    } catch {
      // Quota exceeded: fall back to the scenario name.
    }
  }
  try {
    storage.setItem(SNAPSHOT_KEY, JSON.stringify(base));
    return 'scenario-only';
  } catch {
    return 'failed';
  }
}

export type RestoreResult = { restored: 'dump' | 'scenario'; scenario: ScenarioName | null } | null;

/** Loads the stored snapshot into the database; null (database untouched) when none is usable. */
export function restoreSnapshot(storage: Storage): RestoreResult {
  let snapshot: Partial<Snapshot>;
  try {
    const raw = storage.getItem(SNAPSHOT_KEY);
    if (!raw) return null;
    snapshot = JSON.parse(raw) as Partial<Snapshot>;
  } catch {
    return null;
  }
  if (snapshot?.version !== SNAPSHOT_VERSION) return null;
  const scenario = isScenarioName(snapshot.scenario) ? snapshot.scenario : null;
  if (snapshot.dump) {
    try {
      restoreDatabase(snapshot.dump);
      resetActivitySequence();
      resetLoginAttempts();
      markScenario(scenario);
      return { restored: 'dump', scenario };
    } catch (error) {
      console.warn('[mock] stored database unreadable; seeding afresh', error);
      return null;
    }
  }
  if (scenario) {
    resetDatabase(scenario);
    return { restored: 'scenario', scenario };
  }
  return null;
}

export function clearSnapshot(storage: Storage): void {
  storage.removeItem(SNAPSHOT_KEY);
}
