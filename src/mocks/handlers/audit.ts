// GET /api/audit-log (beyond spec: issue 21). The recording itself happens in define.ts.
import { listAudit, toAuditEntry } from '../audit/query.ts';
import { implement } from './define.ts';

export const auditImplementations = implement({
  listAuditLog: ({ query }) => {
    const { rows, total } = listAudit(query);
    return { entries: rows.map(toAuditEntry), total };
  },
});
