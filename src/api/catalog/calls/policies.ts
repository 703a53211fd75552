// Licence policies and features (extensions). One part of the catalog (endpoints.ts).
import * as s from '../../schemas/index.ts';
import { adminList, type EndpointDef } from '../endpoint-def.ts';

const ok = s.deleteResponseSchema;

export const policyCalls = {
  listLicensePolicies: adminList(
    'policies',
    '/api/license-policies',
    'ライセンスポリシー一覧（拡張: applicationId で絞り込み）',
    { query: s.policyListQuerySchema, response: s.policyListResponseSchema },
  ),
  createLicensePolicy: {
    method: 'POST',
    path: '/api/license-policies',
    access: 'admin',
    summary: 'ライセンスポリシーの作成（拡張）',
    body: s.policyCreatePayloadSchema,
    response: s.policyResponseSchema,
    errors: [404, 409],
  },
  updateLicensePolicy: {
    method: 'PUT',
    path: '/api/license-policies/:id',
    access: 'admin',
    summary: 'ライセンスポリシーの更新（拡張: 発行済みのライセンスは変わらない）',
    body: s.policyUpdatePayloadSchema,
    response: s.policyResponseSchema,
    errors: [404, 409],
  },
  deleteLicensePolicy: {
    method: 'DELETE',
    path: '/api/license-policies/:id',
    access: 'admin',
    summary: 'ライセンスポリシーの削除（拡張: 発行済みのライセンスは発行時の内容を保つ）',
    response: ok,
    errors: [404],
  },
  listEntitlements: {
    method: 'GET',
    list: 'entitlements',
    path: '/api/applications/:id/entitlements',
    access: 'admin',
    summary: 'アプリケーションの機能一覧（拡張）',
    response: s.entitlementListResponseSchema,
    errors: [404],
  },
  createEntitlement: {
    method: 'POST',
    path: '/api/applications/:id/entitlements',
    access: 'admin',
    summary: 'アプリケーションの機能の追加（拡張: コードはアプリケーション内で一意）',
    body: s.entitlementCreatePayloadSchema,
    response: s.entitlementResponseSchema,
    errors: [404, 409],
  },
} as const satisfies Record<string, EndpointDef>;
