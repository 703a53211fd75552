// The mock database, in one import: @mswjs/data models (database/models.ts) behind a typed table
// layer (tables.ts) with an undo journal (journal.ts) and dump/restore (dump.ts), the rows described
// once (rows.ts); beside them the audit log (audit-log.ts) and the activity log's appends.
export { databaseVersion, transaction } from './database/journal.ts';
export { clearDatabase, tables, type Table } from './database/tables.ts';
export {
  appendAudit,
  auditRow,
  auditRows,
  clearAudit,
  loadAudit,
  runResult,
  type AuditRow,
} from './database/audit-log.ts';
export { appendActivity, resetActivitySequence } from './database/activity-log.ts';
export { databaseDumpSchema, DUMP_FORMAT, dumpDatabase, restoreDatabase, type DatabaseDump } from './database/dump.ts';
export {
  holdsQuotaSlot,
  MODEL_NAMES,
  type ActivationRow,
  type ActivityRow,
  type ApplicationRow,
  type DeviceRow,
  type EntitlementRow,
  type LicensePolicyRow,
  type LicenseTermsRow,
  type LicenseReferenceRow,
  type LicenseRow,
  type ModelName,
  type NotificationStateRow,
  type OwnerRow,
  type ProductSettingRow,
  type LicenseFileRow,
  type QuotaSnapshotRow,
  type SigningKeyRow,
  type Row,
  type SessionRow,
  type TenantUserRow,
  type UserRow,
} from './database/rows.ts';
