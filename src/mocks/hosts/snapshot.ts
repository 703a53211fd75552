// The mock database's snapshot: one format for both stores that keep a developer's edits,
// the browser's localStorage (npm start) and the HTTP mock's data file (npm run mock-server,
// see data-file.ts). @mswjs/data 0.16.2 has no persist(). A database too big for localStorage
// (the `large` scenario) is remembered there by its scenario name only: a reload re-seeds it.
import * as z from 'zod';
import {
  auditRows,
  databaseDumpSchema,
  dumpDatabase,
  MODEL_NAMES,
  resetActivitySequence,
  restoreDatabase,
  tables,
} from '../db.ts';
import { resetLoginAttempts } from '../domain/auth.ts';
import { markScenario, resetDatabase, SCENARIOS, type ScenarioName } from '../scenarios/index.ts';

export const SNAPSHOT_KEY = 'license-console:mock-db';
export const SNAPSHOT_VERSION = 1;
/** Above this many rows only the scenario name is stored (localStorage holds ~5 MB). */
export const MAX_SNAPSHOT_ROWS = 5000;

/** The database's dump as JSON: a store compares it with its last save to skip identical writes. */
export function databaseJson(): string {
  return JSON.stringify(dumpDatabase());
}

/**
 * The snapshot as JSON text, around a dump already serialized by databaseJson() (without one:
 * the scenario name only). The dump's text is spliced in rather than parsed and serialized again.
 */
export function snapshotJson(scenario: ScenarioName | null, dumpJson?: string): string {
  const head = JSON.stringify({
    version: SNAPSHOT_VERSION,
    scenario,
    savedAt: new Date().toISOString(),
  } satisfies Snapshot);
  return dumpJson === undefined ? head : `${head.slice(0, -1)},"dump":${dumpJson}}`;
}

/** A stored snapshot: an unknown scenario name reads as none; the dump is checked row by row. */
const snapshotSchema = z
  .object({
    version: z.literal(SNAPSHOT_VERSION),
    scenario: z.enum(SCENARIOS).nullable().catch(null),
    savedAt: z.string().catch(''),
    dump: databaseDumpSchema.optional(),
  })
  .refine((s) => s.dump !== undefined || s.scenario !== null, 'snapshot has neither a dump nor a scenario');
export type Snapshot = z.output<typeof snapshotSchema>;

/** Reads a snapshot's text; throws, saying why, when it is not one this version can load. */
export function parseSnapshot(text: string): Snapshot {
  const parsed = snapshotSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const why = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || 'snapshot'}: ${issue.message}`)
      .join('; ');
    throw new Error(`not a snapshot this version can load (${why})`);
  }
  return parsed.data;
}

export interface Restored {
  restored: 'dump' | 'scenario';
  scenario: ScenarioName | null;
}

/** Loads a parsed snapshot into the database; throws (database left empty) on a malformed dump. */
export function applySnapshot(snapshot: Snapshot): Restored {
  if (snapshot.dump) {
    restoreDatabase(snapshot.dump);
    resetActivitySequence();
    resetLoginAttempts();
    markScenario(snapshot.scenario);
    return { restored: 'dump', scenario: snapshot.scenario };
  }
  resetDatabase(snapshot.scenario!);
  return { restored: 'scenario', scenario: snapshot.scenario };
}

// ---------------------------------------------------------------------------------------
// The browser's store: localStorage

export type SaveResult = 'full' | 'scenario-only' | 'failed';

function rowCount(): number {
  return MODEL_NAMES.reduce((n, name) => n + tables[name].count(), auditRows().length);
}

export function saveSnapshot(storage: Storage, scenario: ScenarioName | null): SaveResult {
  if (rowCount() <= MAX_SNAPSHOT_ROWS) {
    try {
      storage.setItem(SNAPSHOT_KEY, snapshotJson(scenario, databaseJson()));
      return 'full';
    } catch {
      // Quota exceeded: fall back to the scenario name.
    }
  }
  try {
    storage.setItem(SNAPSHOT_KEY, snapshotJson(scenario));
    return 'scenario-only';
  } catch {
    return 'failed';
  }
}

/** Loads the stored snapshot into the database; null (and a seed is up to the caller) when none is usable. */
export function restoreSnapshot(storage: Storage): Restored | null {
  let raw: string | null;
  try {
    raw = storage.getItem(SNAPSHOT_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    return applySnapshot(parseSnapshot(raw));
  } catch (error) {
    console.warn('[mock] stored database unreadable; seeding afresh', error);
    return null;
  }
}
