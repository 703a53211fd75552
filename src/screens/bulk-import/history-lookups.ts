// What this browser's import history says of a file and its order numbers, as shown to people.
import { formatDateTime } from '../../shared/format.ts';
import { readImportHistory } from '../shared/state/import-history.ts';

/** When each order number and file was imported, from this browser's history of the user. */
export function historyLookups(userId: string, kind: 'licenses' | 'users') {
  const history = readImportHistory(userId).filter((r) => r.kind === kind);
  const referenceAt = new Map<string, string>();
  for (const record of history) for (const ref of record.references) referenceAt.set(ref, record.at);
  const fileAt = new Map(history.map((r) => [r.fingerprint, r.at]));
  const shown = (iso: string | undefined) => (iso ? formatDateTime(iso, iso) : null);
  return {
    importedAt: (ref: string) => shown(referenceAt.get(ref)),
    fileImportedAt: (fingerprint: string) => shown(fileAt.get(fingerprint)),
  };
}
