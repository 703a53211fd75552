// One licence's history (the licence detail's 履歴), read from the audit log: its own calls and
// its devices', newest first, each as a sentence. An administrator sees who did it; the licence's
// holder sees what was done.
import type { ActivityEntryWire as ActivityEntry } from '../../api/schemas/reports/dashboard.ts';
import { audit, auditActionLabels } from '../../shared/messages/reports/audit.ts';
import { listAudit } from './query.ts';

export function licenseHistory(licenseId: string, limit: number, withActor: boolean): ActivityEntry[] {
  const { rows } = listAudit({ licenseId, page: 1, pageSize: limit, sortField: 'at', sortOrder: 'desc' });
  return rows.map((row) => {
    const what = withActor
      ? audit.historyBy(auditActionLabels[row.action], row.actor.email)
      : auditActionLabels[row.action];
    const onObject =
      row.objectType === 'device' && row.objectLabel ? audit.historyOnDevice(what, row.objectLabel) : what;
    // The holder is not told who else held the licence (a transfer names both holders).
    const detail = row.detail && (withActor || row.action !== 'transferLicense') ? row.detail : null;
    const subject = detail ? audit.historyDetail(onObject, detail) : onObject;
    return {
      id: row.id,
      message: row.result === 'refused' ? audit.historyRefused(subject, row.reason ?? '') : subject,
      timestamp: row.at,
      licenseId,
    };
  });
}
