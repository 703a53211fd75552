// The @mswjs/data models are derived from the row schemas (database/models.ts): every column of
// every table holds what was written, null or not, and a dump restored dumps the same rows.
import { describe, expect, it } from 'vitest';
import { databaseDumpSchema, dumpDatabase, restoreDatabase, tables } from '../../../src/mocks/db.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';

/** The dump as the data file holds it (a row read from the models also carries their symbols). */
const savedDump = () => databaseDumpSchema.parse(JSON.parse(JSON.stringify(dumpDatabase())));

describe('the mock database', () => {
  it.each(['demo', 'quota-exhausted'] as const)(
    'restores a dump of %s to the same rows, each a valid row',
    (scenario) => {
      resetDatabase(scenario);
      const dump = savedDump();
      expect(dump.tables.licenses.length).toBeGreaterThan(0);
      restoreDatabase(dump);
      expect(savedDump()).toEqual(dump);
    },
  );

  it('writes a nullable column as null and back, and keeps the other columns', () => {
    resetDatabase('demo');
    const row = tables.licenses.all().find((license) => license.expiresAt !== null)!;
    expect(tables.licenses.patch(row.id, { expiresAt: null })).toEqual({ ...row, expiresAt: null });
    expect(tables.licenses.patch(row.id, { expiresAt: row.expiresAt })).toEqual(row);
    expect(tables.licenses.get(row.id)).toEqual(row);
  });
});
