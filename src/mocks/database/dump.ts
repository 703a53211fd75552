// Dump and restore: the browser's localStorage snapshot and the HTTP mock's data file
// (@mswjs/data 0.16.2 has no persist()), and test assertions. A dump read back is untrusted
// text: its reader parses it with databaseDumpSchema before it reaches restoreDatabase.
import * as z from 'zod';
import { MODEL_NAMES, rowSchemas, type ModelName, type Row } from './rows.ts';
import { clearDatabase, tables } from './tables.ts';
import { bumpVersion } from './journal.ts';
import { auditRows, auditRowSchema, loadAudit } from './audit-log.ts';

export const DUMP_FORMAT = 1;

const rowsOf = <M extends ModelName>(name: M) => z.array(rowSchemas[name]);

export const databaseDumpSchema = z.object({
  format: z.literal(DUMP_FORMAT),
  tables: z.object({
    users: rowsOf('users'),
    sessions: rowsOf('sessions'),
    owners: rowsOf('owners'),
    applications: rowsOf('applications'),
    licenses: rowsOf('licenses'),
    devices: rowsOf('devices'),
    tenantUsers: rowsOf('tenantUsers'),
    productSettings: rowsOf('productSettings'),
    activities: rowsOf('activities'),
    // Added after the first dumps: an older dump has none (the trends start from then on).
    activations: rowsOf('activations').default([]),
    quotaSnapshots: rowsOf('quotaSnapshots').default([]),
    notificationStates: rowsOf('notificationStates').default([]),
    // Since the licence policies: a dump made before has none.
    entitlements: rowsOf('entitlements').default([]),
    licensePolicies: rowsOf('licensePolicies').default([]),
    licenseTerms: rowsOf('licenseTerms').default([]),
    // Since 一括発行's order numbers: a dump made before has none.
    licenseReferences: rowsOf('licenseReferences').default([]),
    signingKeys: rowsOf('signingKeys').default([]),
    licenseFiles: rowsOf('licenseFiles').default([]),
  } satisfies { [M in ModelName]: z.ZodType<Row<M>[]> }),
  /** The audit log; older dumps have none. */
  auditLog: z.array(auditRowSchema).optional(),
});
export type DatabaseDump = z.infer<typeof databaseDumpSchema>;

const copyOf = <M extends ModelName>(name: M): Readonly<Row<M>>[] => tables[name].all().map((row) => ({ ...row }));

export function dumpDatabase(): DatabaseDump {
  return {
    format: DUMP_FORMAT,
    tables: {
      users: copyOf('users'),
      sessions: copyOf('sessions'),
      owners: copyOf('owners'),
      applications: copyOf('applications'),
      licenses: copyOf('licenses'),
      devices: copyOf('devices'),
      tenantUsers: copyOf('tenantUsers'),
      productSettings: copyOf('productSettings'),
      activities: copyOf('activities'),
      activations: copyOf('activations'),
      quotaSnapshots: copyOf('quotaSnapshots'),
      notificationStates: copyOf('notificationStates'),
      entitlements: copyOf('entitlements'),
      licensePolicies: copyOf('licensePolicies'),
      licenseTerms: copyOf('licenseTerms'),
      licenseReferences: copyOf('licenseReferences'),
      signingKeys: copyOf('signingKeys'),
      licenseFiles: copyOf('licenseFiles'),
    },
    auditLog: auditRows().map((row) => ({ ...row })),
  };
}

function insertAll<M extends ModelName>(name: M, rows: readonly Row<M>[]): void {
  const table = tables[name];
  for (const row of rows) table.insert(row);
}

/** Replaces the whole database with a dump. Throws (leaving it empty) if a row cannot be inserted. */
export function restoreDatabase(dump: DatabaseDump): void {
  clearDatabase();
  try {
    for (const name of MODEL_NAMES) insertAll(name, dump.tables[name]);
    loadAudit(dump.auditLog ?? []);
  } catch (error) {
    clearDatabase();
    throw error;
  }
  bumpVersion();
}
