// "My application": the owner's first application (the handlers and the audit log's subjects
// both need to know which one it is).
import { tables, type ApplicationRow } from '../db.ts';
import { sortByKey, timeKey } from './lists.ts';

/** Oldest first (the console lists them as cards in creation order). */
export function allApplications(): Readonly<ApplicationRow>[] {
  return sortByKey(
    tables.applications.all(),
    (a) => timeKey(a.createdAt),
    'asc',
    (a) => a.id,
  );
}

/** "My application": the owner's first application, if any. */
export function myApplication(): Readonly<ApplicationRow> | undefined {
  return allApplications()[0];
}
