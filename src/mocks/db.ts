// The mock database, in one import: @mswjs/data models (database/models.ts) behind a typed
// table layer (database/tables.ts) with an undo journal (database/journal.ts) and
// dump/restore (database/dump.ts); the rows are described once, in database/rows.ts. The audit
// log is a plain array beside them (database/audit-log.ts).
export { databaseVersion, transaction } from './database/journal.ts';
export { clearDatabase, tables, type Table } from './database/tables.ts';
export { appendAudit, auditRow, auditRows, clearAudit, loadAudit, type AuditRow } from './database/audit-log.ts';
export { databaseDumpSchema, DUMP_FORMAT, dumpDatabase, restoreDatabase, type DatabaseDump } from './database/dump.ts';
export {
  MODEL_NAMES,
  type ActivationRow,
  type ActivityRow,
  type ApplicationRow,
  type DeviceRow,
  type EntitlementRow,
  type LicensePolicyRow,
  type LicenseTermsRow,
  type LicenseRow,
  type ModelName,
  type OwnerRow,
  type ProductSettingRow,
  type QuotaSnapshotRow,
  type Row,
  type SessionRow,
  type TenantUserRow,
  type UserRow,
} from './database/rows.ts';
