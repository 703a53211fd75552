// What this browser imported, per signed-in user: each import's file (by fingerprint) and the order
// numbers (注文番号) of the rows issued, so a second import of the same order is flagged. A
// deliberate sign-out forgets it with the user's other memories (src/app/shell-actors.ts).
import { BULK_IMPORT } from '../../../shared/constants.ts';
import { webStorage } from '../../../shared/web-storage.ts';

export const IMPORT_HISTORY_PREFIX = 'bulk-import-history:v1:';

export interface ImportRecord {
  kind: 'licenses' | 'users';
  fingerprint: string;
  fileName: string;
  /** ISO instant of the run. */
  at: string;
  references: string[];
}

const storage = () => webStorage('localStorage');
const keyOf = (userId: string) => `${IMPORT_HISTORY_PREFIX}${userId}`;

export function readImportHistory(userId: string): ImportRecord[] {
  const raw = storage()?.getItem(keyOf(userId));
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed)
      ? parsed.filter(
          (r): r is ImportRecord =>
            typeof r === 'object' &&
            r !== null &&
            typeof (r as ImportRecord).fingerprint === 'string' &&
            typeof (r as ImportRecord).at === 'string' &&
            Array.isArray((r as ImportRecord).references),
        )
      : [];
  } catch {
    return [];
  }
}

export function recordImport(userId: string, record: ImportRecord): void {
  const history = [...readImportHistory(userId), record].slice(-BULK_IMPORT.historyMax);
  try {
    storage()?.setItem(keyOf(userId), JSON.stringify(history));
  } catch {
    // Storage full: the oldest half goes, then the record is tried once more.
    try {
      storage()?.setItem(keyOf(userId), JSON.stringify(history.slice(Math.floor(history.length / 2))));
    } catch {
      /* nothing kept: the server's reference check still applies where it exists */
    }
  }
}

/** Forgets every user's import history in this browser (at sign-out). */
export function clearImportHistory(): void {
  const s = storage();
  if (!s) return;
  const keys = Array.from({ length: s.length }, (_, i) => s.key(i)).filter(
    (key): key is string => key?.startsWith(IMPORT_HISTORY_PREFIX) ?? false,
  );
  for (const key of keys) s.removeItem(key);
}
