// GET /api/audit-log (the `auditLog` extension). The recording itself happens in define.ts.
import { listAudit, toAuditEntry } from '../audit/query.ts';
import { implement } from './define.ts';

export const auditImplementations = implement({
  listAuditLog: ({ query }) => {
    const { rows, total } = listAudit(query);
    return { entries: rows.map(toAuditEntry), total };
  },
});
