// The audit log (an extension, docs/product.md §10). One part of the catalog (endpoints.ts).
import * as s from '../../schemas/index.ts';
import type { EndpointDef } from '../endpoint-def.ts';

export const auditCalls = {
  listAuditLog: {
    method: 'GET',
    list: 'entries',
    path: '/api/audit-log',
    access: 'admin',
    summary:
      '操作履歴（仕様外: 変更・ログイン・キー表示の記録。一括操作は1件にまとめ、operationId でその明細。一括操作の各呼び出しは X-Operation-Id ヘッダーで同じ ID を送る）',
    query: s.auditListQuerySchema,
    response: s.auditListResponseSchema,
  },
} as const satisfies Record<string, EndpointDef>;
