// Applications, the owner's own and the helper calls around them. One part of the catalog (endpoints.ts).
import * as s from '../../schemas/index.ts';
import type { EndpointDef } from '../endpoint-def.ts';
import { resourceCalls } from './resource-calls.ts';

const applications = resourceCalls({
  path: '/applications',
  rows: 'applications',
  record: s.applicationResponseSchema,
});

export const applicationCalls = {
  listApplications: applications.list('アプリケーション一覧', {
    query: s.applicationListQuerySchema,
    response: s.applicationListResponseSchema,
  }),
  createApplication: applications.create('アプリケーション作成', { body: s.applicationCreatePayloadSchema }),
  getApplication: applications.get('アプリケーション取得', { errors: [404] }),
  updateApplication: applications.update('アプリケーション更新', {
    body: s.adminApplicationPayloadSchema,
    errors: [404],
  }),
  deleteApplication: applications.remove('アプリケーション削除', { errors: [404, 409] }),
  regenerateApplicationKey: applications.action('regenerate-key', 'APIキー再発行', {
    response: s.regenerateKeyResponseSchema,
    errors: [404],
  }),
  listApplicationsForLicense: {
    method: 'GET',
    list: 'applications',
    path: '/api/applications/for-license',
    access: 'admin',
    summary: 'ライセンス発行用のアプリケーション',
    response: s.applicationsForLicenseResponseSchema,
  },
  getMyApplication: {
    method: 'GET',
    path: '/api/my-application',
    access: 'admin',
    summary: 'マイアプリケーション（なければ404）',
    response: s.applicationResponseSchema,
    errors: [404],
  },
  createMyApplication: {
    method: 'POST',
    path: '/api/my-application',
    access: 'admin',
    summary: 'マイアプリケーションの初期設定',
    body: s.applicationSetupPayloadSchema,
    response: s.applicationResponseSchema,
    errors: [409],
  },
  updateMyApplication: {
    method: 'PUT',
    path: '/api/my-application',
    access: 'admin',
    summary: 'マイアプリケーションの更新',
    body: s.applicationUpdatePayloadSchema,
    response: s.applicationResponseSchema,
    errors: [404],
  },
  listMyApplications: {
    method: 'GET',
    list: 'applications',
    path: '/api/my-applications',
    access: 'admin',
    summary: 'マイアプリケーション一覧',
    response: s.myApplicationsResponseSchema,
  },
  revealMyApplicationKey: {
    method: 'POST',
    path: '/api/my-application/keys/reveal',
    access: 'admin',
    summary:
      'マイアプリケーションのAPIキーを全桁で取得（仕様外: 表示ボタン用。which=internal|billing、キーがなければ404）',
    body: s.revealApplicationKeyPayloadSchema,
    response: s.revealedApplicationKeySchema,
    errors: [404],
  },
  createApplicationFromProduct: {
    method: 'POST',
    path: '/api/applications/create-from-product',
    access: 'admin',
    summary: '商品設定からアプリケーション作成',
    body: s.createFromProductPayloadSchema,
    response: s.applicationResponseSchema,
    errors: [404],
  },
} as const satisfies Record<string, EndpointDef>;
