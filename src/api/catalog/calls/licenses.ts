// Licences: the list, issue, revoke, activate, re-date, delete, and our extensions of them. One part of the catalog (endpoints.ts).
import * as s from '../../schemas/index.ts';
import type { EndpointDef } from '../endpoint-def.ts';
import { resourceCalls } from './resource-calls.ts';

const licenses = resourceCalls({ path: '/licenses', rows: 'licenses', record: s.licenseMutationResponseSchema });

export const licenseCalls = {
  listLicenses: licenses.list('ライセンス一覧', {
    query: s.licenseListQuerySchema,
    response: s.licenseListResponseSchema,
  }),
  createLicense: licenses.create('ライセンス発行（枠を消費）', {
    body: s.licenseCreatePayloadSchema,
    errors: [404, 409],
  }),
  revokeLicense: licenses.action('revoke', 'ライセンス無効化', { errors: [404, 409] }),
  activateLicense: licenses.action('activate', 'ライセンス有効化（枠を消費）', { errors: [404, 409] }),
  updateLicense: licenses.update('ライセンス有効期限の更新', { body: s.licenseUpdatePayloadSchema, errors: [404] }),
  deleteLicense: licenses.remove('ライセンス削除', { errors: [404] }),
  listUserLicenses: {
    method: 'GET',
    list: 'licenses',
    path: '/licenses/user',
    access: 'authenticated',
    summary: '自分のライセンス（プロフィール用）',
    response: s.profileLicenseListResponseSchema,
  },
  listMyLicenses: {
    method: 'GET',
    list: 'licenses',
    path: '/api/my-licenses',
    access: 'authenticated',
    summary: '自分のライセンス',
    response: s.myLicenseListResponseSchema,
  },
  getLicenseHistory: {
    method: 'GET',
    list: 'entries',
    path: '/api/licenses/:id/history',
    access: 'authenticated',
    summary:
      'ライセンスの履歴（拡張: 操作履歴のうちこのライセンスの記録、新しい順。一般ユーザーは自分のライセンスのみ）',
    response: s.licenseHistorySchema,
    errors: [404],
  },
  getLicensePolicy: {
    method: 'GET',
    path: '/api/licenses/:id/policy',
    access: 'authenticated',
    summary:
      'ライセンスの発行元ポリシー（拡張: 発行時の内容。ポリシーなしは null。一般ユーザーは自分のライセンスのみ）',
    response: s.licensePolicyTermsSchema,
    errors: [404],
  },
  getLicenseEntitlements: {
    method: 'GET',
    path: '/api/licenses/:id/entitlements',
    access: 'authenticated',
    summary:
      'ライセンスの機能（拡張: ポリシーから引き継いだ機能と個別に付与した機能、個別に外した機能。一般ユーザーは自分のライセンスのみ）',
    response: s.licenseEntitlementsSchema,
    errors: [404],
  },
  updateLicenseEntitlements: {
    method: 'PUT',
    path: '/api/licenses/:id/entitlements',
    access: 'admin',
    summary: 'ライセンスの機能の変更（拡張: 有効にする機能の一覧。ポリシーとの差が個別の付与・取り消しになる）',
    body: s.licenseEntitlementsPayloadSchema,
    response: s.licenseEntitlementsSchema,
    errors: [404],
  },
  getLicenseActions: {
    method: 'GET',
    path: '/api/licenses/:id/actions',
    access: 'admin',
    summary:
      'ライセンスに今できる操作（拡張: 延長・アクティベーションのリセット・譲渡・最大アクティベーション数の変更の可否と理由）',
    response: s.licenseActionsSchema,
    errors: [404],
  },
  extendLicense: {
    method: 'POST',
    path: '/api/licenses/:id/extend',
    access: 'admin',
    summary:
      'ライセンスの延長（拡張: 現在の有効期限、期限切れなら現在から by の期間、または until まで。期限切れは有効に戻る）',
    body: s.extendPayloadSchema,
    response: s.extendResponseSchema,
    errors: [404, 409],
  },
  resetLicenseActivations: {
    method: 'POST',
    path: '/api/licenses/:id/reset-activations',
    access: 'admin',
    summary: 'アクティベーションのリセット（拡張: アクティブなデバイスをすべて無効化し枠を空ける）',
    response: s.resetActivationsResponseSchema,
    errors: [404, 409],
  },
  transferLicense: {
    method: 'POST',
    path: '/api/licenses/:id/transfer',
    access: 'admin',
    summary: 'ライセンスの譲渡（拡張: 別のユーザーへ。resetActivations でアクティベーションもリセット）',
    body: s.transferPayloadSchema,
    response: s.transferResponseSchema,
    errors: [404, 409],
  },
  updateLicenseMaxActivations: {
    method: 'PUT',
    path: '/api/licenses/:id/max-activations',
    access: 'admin',
    summary: '最大アクティベーション数の変更（拡張: 現在のアクティベーション数未満は不可）',
    body: s.maxActivationsPayloadSchema,
    response: s.licenseMutationResponseSchema,
    errors: [404, 409],
  },
  findLicensesByReference: {
    method: 'POST',
    path: '/api/licenses/references',
    access: 'admin',
    summary: '注文番号によるライセンスの検索（拡張: 一括発行の二重発行確認。指定した注文番号のうち発行済みのもの）',
    body: s.licenseReferenceLookupSchema,
    response: s.licenseReferenceLookupResponseSchema,
  },
  createLicensesBulk: {
    method: 'POST',
    path: '/api/licenses/bulk',
    access: 'admin',
    summary:
      'ライセンスの一括発行（拡張: 1件ずつ発行し、送った順に結果を返す。1件の失敗は他を止めない。枠は1件ずつ確認）',
    body: s.licenseBulkCreatePayloadSchema,
    response: s.licenseBulkCreateResponseSchema,
  },
} as const satisfies Record<string, EndpointDef>;
