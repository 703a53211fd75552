// The HTTP mock's database on disk (npm run mock-server sets MOCK_DATA_FILE): the same
// snapshot as the browser's localStorage copy (snapshot.ts), kept in a file so that a
// developer's edits survive a restart. Saved whole, atomically (a temp file beside it, fsync,
// rename), so the file is either the previous save or the new one, never half of one.
import fs from 'node:fs';
import { dirname, resolve } from 'node:path';
import { databaseVersion } from '../db.ts';
import { currentScenario, DEFAULT_SCENARIO, resetDatabase, type ScenarioName } from '../scenarios/index.ts';
import { applySnapshot, databaseJson, parseSnapshot, snapshotJson } from './snapshot.ts';

/** Changes within this window after the first one are saved together, in one write. */
export const SAVE_COALESCE_MS = 200;

export type LoadOutcome =
  | { source: 'file'; scenario: ScenarioName | null }
  | { source: 'scenario'; scenario: ScenarioName; reason: 'requested' | 'no-file' | 'unreadable'; movedAside?: string };

export interface DataFile {
  /** The absolute path of the file. */
  readonly path: string;
  /** Fills the database: `scenario` when given, else the file, else `demo`; then saves. */
  load(scenario?: ScenarioName): LoadOutcome;
  /** Re-seeds a scenario and saves it at once. */
  reset(scenario: ScenarioName): void;
  /** The database may have changed: saves it within SAVE_COALESCE_MS. */
  changed(): void;
  /** Saves now if anything changed since the last save (close, signals). */
  flush(): void;
}

/** A file-name-safe time stamp: 2025-01-31T09-15-02-123Z. */
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** Writes `text` to a temp file in the same directory, syncs it to disk, then renames it over `path`. */
export function writeFileAtomic(path: string, text: string): void {
  const temp = `${path}.tmp`;
  const fd = fs.openSync(temp, 'w');
  try {
    fs.writeFileSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temp, path);
}

export function openDataFile(file: string): DataFile {
  const path = resolve(file);
  fs.mkdirSync(dirname(path), { recursive: true });
  let savedVersion = -1;
  let savedJson: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const save = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    const version = databaseVersion();
    if (version === savedVersion) return;
    const json = databaseJson();
    // A refused request's rollback moves the version but leaves the same data.
    if (json !== savedJson) {
      try {
        writeFileAtomic(path, snapshotJson(currentScenario(), json));
      } catch (error) {
        console.error(`[mock-server] could not save the data to ${path}; the previous save is kept:`, error);
        return;
      }
      savedJson = json;
    }
    savedVersion = version;
  };

  const seed = (scenario: ScenarioName): void => {
    resetDatabase(scenario);
    save();
  };

  /** The file's text, or null when there is none. */
  const read = (): string | null => {
    try {
      return fs.readFileSync(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };

  return {
    path,
    load(scenario) {
      if (scenario) {
        seed(scenario);
        return { source: 'scenario', scenario, reason: 'requested' };
      }
      const text = read();
      if (text === null) {
        seed(DEFAULT_SCENARIO);
        return { source: 'scenario', scenario: DEFAULT_SCENARIO, reason: 'no-file' };
      }
      try {
        const restored = applySnapshot(parseSnapshot(text));
        // What is on disk now: the next save only happens after a change.
        savedVersion = databaseVersion();
        savedJson = databaseJson();
        return { source: 'file', scenario: restored.scenario };
      } catch (error) {
        const movedAside = `${path}.corrupt-${stamp()}`;
        fs.renameSync(path, movedAside);
        const why = error instanceof Error ? error.message : String(error);
        console.warn(
          `[mock-server] ${path} is unreadable (${why}); moved it to ${movedAside} and seeded the ${DEFAULT_SCENARIO} scenario`,
        );
        seed(DEFAULT_SCENARIO);
        return { source: 'scenario', scenario: DEFAULT_SCENARIO, reason: 'unreadable', movedAside };
      }
    },
    reset: seed,
    changed() {
      if (timer || databaseVersion() === savedVersion) return;
      timer = setTimeout(save, SAVE_COALESCE_MS);
      timer.unref();
    },
    flush: save,
  };
}
