// The registry of extensions (docs/product.md §10): every call and query parameter beyond the
// contract, with what depends on it; the console discovers each (capabilities.ts). The client,
// the mock's `spec` profile, the OpenAPI document and check-server read this table.
import type { EndpointId } from './endpoints.ts';

export { EXTENSION_IDS, type ExtensionId } from './extension-ids.ts';
import { EXTENSION_IDS, type ExtensionId } from './extension-ids.ts';

export interface ExtensionDef {
  /** Its name in the console's words (「このサーバーでは{name}を利用できません」). */
  readonly name: string;
  /** The calls that make it up: a 404, 405 or 501 on one marks the extension absent. */
  readonly calls: readonly EndpointId[];
  /** Query parameters of contract calls that only it gives meaning to. */
  readonly params?: Partial<Readonly<Record<EndpointId, readonly string[]>>>;
  /** Fields of contract calls' bodies and answers that only it gives meaning to (sent only while it is present). */
  readonly fields?: Partial<Readonly<Record<EndpointId, readonly string[]>>>;
  /** Request headers it adds (sent only while it is present: a server's CORS may not allow them). */
  readonly headers?: readonly string[];
  /** Routes that exist only with it (their menu entries show once it is known present). */
  readonly routes?: readonly string[];
  /** A harmless call that tells whether it is there, for a menu entry when no capabilities document says. */
  readonly probe?: { readonly call: EndpointId; readonly query: Readonly<Record<string, string | number>> };
  /** A helper call the contract names without a path: the console falls back on the contract's calls (helper-calls.ts). */
  readonly helper?: true;
}

/** Every query parameter of the licence and device lists is ours: the contract's GET /licenses and GET /devices take none. */
/** What both take for paging, search and order. */
const PAGED_LIST_PARAMS = ['page', 'pageSize', 'search', 'sortField', 'sortOrder'] as const;
const LICENSE_LIST_PARAMS = [
  ...PAGED_LIST_PARAMS,
  'status',
  'applicationId',
  'type',
  'expiry',
  'expiryUntil',
  'activation',
] as const;
const DEVICE_LIST_PARAMS = [...PAGED_LIST_PARAMS, 'status', 'licenseId', 'heartbeatOlderThanHours'] as const;

export const EXTENSIONS: Readonly<Record<ExtensionId, ExtensionDef>> = {
  capabilities: {
    name: 'サーバー機能の一覧',
    calls: ['getCapabilities'],
  },
  listQueries: {
    name: 'サーバー側のページ送り・並べ替え・絞り込み',
    calls: [],
    params: {
      listLicenses: LICENSE_LIST_PARAMS,
      listDevices: DEVICE_LIST_PARAMS,
      listUsers: ['sortField', 'sortOrder', 'userType'],
    },
  },
  trends: {
    name: 'ダッシュボードの推移',
    calls: ['getDashboardTrends'],
  },
  auditLog: {
    name: '操作履歴',
    calls: ['listAuditLog'],
    headers: ['X-Operation-Id'],
    routes: ['/audit-log'],
    probe: { call: 'listAuditLog', query: { page: 1, pageSize: 1 } },
  },
  staleDevices: {
    name: '停止中デバイスの整理',
    calls: ['previewStaleDevices'],
    probe: { call: 'previewStaleDevices', query: { olderThanHours: 24 } },
  },
  licenseHistory: {
    name: 'ライセンスの履歴',
    calls: ['getLicenseHistory'],
  },
  keyReveal: {
    name: 'キーの表示',
    calls: ['revealMyApplicationKey', 'revealMyOwnerKey'],
  },
  licensePolicies: {
    name: 'ライセンスポリシー',
    calls: [
      'listLicensePolicies',
      'createLicensePolicy',
      'updateLicensePolicy',
      'deleteLicensePolicy',
      'getLicensePolicy',
    ],
    fields: { createLicense: ['policyId'] },
    routes: ['/license-policies'],
    probe: { call: 'listLicensePolicies', query: {} },
  },
  entitlements: {
    name: '機能（エンタイトルメント）',
    calls: ['listEntitlements', 'createEntitlement', 'getLicenseEntitlements', 'updateLicenseEntitlements'],
    fields: { createLicense: ['entitlements'], activateDevice: ['entitlements'], heartbeatDevice: ['entitlements'] },
  },
  licenseLifecycle: {
    name: 'ライセンスの延長・リセット・譲渡',
    calls: [
      'getLicenseActions',
      'extendLicense',
      'resetLicenseActivations',
      'transferLicense',
      'updateLicenseMaxActivations',
    ],
  },
  licenseFiles: {
    name: 'ライセンスファイルとオフラインアクティベーション',
    calls: [
      'getLicenseFileSettings',
      'getLicenseSigningKey',
      'checkoutLicenseFile',
      'activateOffline',
      'returnOfflineDevice',
    ],
    probe: { call: 'getLicenseFileSettings', query: {} },
  },
  notifications: {
    name: 'お知らせ',
    calls: ['getNotifications', 'markNotificationsRead', 'updateNotificationSettings'],
  },
  usageReport: {
    name: '利用状況レポート',
    calls: ['getUsageReport'],
    routes: ['/reports/usage'],
    probe: { call: 'getUsageReport', query: {} },
  },
  // The contract's helper calls whose paths it leaves open (docs/product.md §7): ours are guesses,
  // so each is an extension with a fallback on the contract's calls.
  myApplications: {
    name: 'マイアプリケーション一覧',
    calls: ['listMyApplications'],
    helper: true,
  },
  applicationFromProduct: {
    name: '商品設定からのアプリケーション作成',
    calls: ['createApplicationFromProduct'],
    helper: true,
  },
  applicationsForLicense: {
    name: 'ライセンス発行用のアプリケーション一覧',
    calls: ['listApplicationsForLicense'],
    helper: true,
  },
  licenseReferences: {
    name: '注文番号による二重発行の確認',
    calls: ['findLicensesByReference'],
    fields: { createLicense: ['reference'] },
  },
  bulkLicenseCreate: {
    name: 'ライセンスの一括発行API',
    calls: ['createLicensesBulk'],
  },
};

/** The extension a call belongs to, if it is one. */
export function extensionOfCall(id: EndpointId): ExtensionId | undefined {
  return EXTENSION_IDS.find((ext) => EXTENSIONS[ext].calls.includes(id));
}

/** The query parameters of a call that belong to extensions (the contract's call ignores them). */
export function extensionParamsOf(id: EndpointId): readonly string[] {
  return EXTENSION_IDS.flatMap((ext) => EXTENSIONS[ext].params?.[id] ?? []);
}

/** The fields of a call's body or answer that belong to extensions, by extension. */
export function extensionFieldsOf(id: EndpointId): ReadonlyArray<readonly [ExtensionId, string]> {
  return EXTENSION_IDS.flatMap((ext) => (EXTENSIONS[ext].fields?.[id] ?? []).map((field) => [ext, field] as const));
}

/** The extension a route of the console exists by, if any. */
export function extensionOfRoute(path: string): ExtensionId | undefined {
  return EXTENSION_IDS.find((ext) => EXTENSIONS[ext].routes?.includes(path));
}
