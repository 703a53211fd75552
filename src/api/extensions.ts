// The registry of extensions (docs/product.md §10): every call and query parameter beyond the
// contract, with what depends on it; the console discovers each (capabilities.ts). The client,
// the mock's `spec` profile, the OpenAPI document and check-server read this table.
import type { EndpointId } from './endpoints.ts';

export const EXTENSION_IDS = [
  'capabilities',
  'listQueries',
  'trends',
  'auditLog',
  'staleDevices',
  'licenseHistory',
  'keyReveal',
  'licensePolicies',
  'entitlements',
  'licenseLifecycle',
  'licenseFiles',
  'notifications',
  'usageReport',
  'myApplications',
  'applicationFromProduct',
  'applicationsForLicense',
] as const;
export type ExtensionId = (typeof EXTENSION_IDS)[number];

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
  /** What the console shows with it, and does without it. */
  readonly controls: string;
  readonly without: string;
}

/** Every query parameter of the licence and device lists is ours: the contract's GET /licenses and GET /devices take none. */
const LICENSE_LIST_PARAMS = [
  'page',
  'pageSize',
  'search',
  'sortField',
  'sortOrder',
  'status',
  'applicationId',
  'type',
  'expiry',
  'expiryUntil',
  'activation',
] as const;
const DEVICE_LIST_PARAMS = [
  'page',
  'pageSize',
  'search',
  'sortField',
  'sortOrder',
  'status',
  'licenseId',
  'heartbeatOlderThanHours',
] as const;

export const EXTENSIONS: Readonly<Record<ExtensionId, ExtensionDef>> = {
  capabilities: {
    name: 'サーバー機能の一覧',
    calls: ['getCapabilities'],
    controls: 'Tells the console at start-up which of these extensions the server has.',
    without:
      'Each extension is discovered by its first call (a 404, 405 or 501 means absent); a query-parameter extension by the shape of the answer.',
  },
  listQueries: {
    name: 'サーバー側のページ送り・並べ替え・絞り込み',
    calls: [],
    params: {
      listLicenses: LICENSE_LIST_PARAMS,
      listDevices: DEVICE_LIST_PARAMS,
      listUsers: ['sortField', 'sortOrder', 'userType'],
    },
    controls:
      'The licence and device lists are paged, sorted, searched and filtered by the server; the user list is sorted and filtered by type by the server.',
    without:
      'The licence and device lists read every row once and page, sort, search and filter them in the browser (filters whose data the rows lack are hidden); the user list keeps the paging, role filter and search of the contract, without sorting or the type filter.',
  },
  trends: {
    name: 'ダッシュボードの推移',
    calls: ['getDashboardTrends'],
    controls: "The admin dashboard's device health and trend charts.",
    without: 'The dashboard shows the cards and lists of the contract only.',
  },
  auditLog: {
    name: '操作履歴',
    calls: ['listAuditLog'],
    headers: ['X-Operation-Id'],
    routes: ['/audit-log'],
    probe: { call: 'listAuditLog', query: { page: 1, pageSize: 1 } },
    controls: 'The 操作履歴 screen and its menu entry; bulk runs grouped by their X-Operation-Id.',
    without:
      'No 操作履歴 entry in the menu; the screen, opened by URL, says the server does not offer it. Bulk runs send no X-Operation-Id.',
  },
  staleDevices: {
    name: '停止中デバイスの整理',
    calls: ['previewStaleDevices'],
    probe: { call: 'previewStaleDevices', query: { olderThanHours: 24 } },
    controls: "The device list's 整理する button (a preview of what a bulk deactivation of silent devices would free).",
    without: 'No 整理する button; the 停止中のみ filter and bulk deactivation still work.',
  },
  licenseHistory: {
    name: 'ライセンスの履歴',
    calls: ['getLicenseHistory'],
    controls: 'The 履歴 section of the licence detail (admin and ordinary user).',
    without: 'The licence detail has no 履歴 section.',
  },
  keyReveal: {
    name: 'キーの表示',
    calls: ['revealMyApplicationKey', 'revealMyOwnerKey'],
    controls: 'Keys arrive masked and the eye button asks the server for the whole key.',
    without: 'The console masks the keys the server sent and the eye button shows what it sent.',
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
    controls:
      "The ライセンスポリシー screen and its menu entry; the new-licence form starts from a policy and the quick-create uses the application's default policy; the licence detail names its policy and offers its duration as an extension.",
    without:
      'No ライセンスポリシー entry in the menu; the new-licence form is filled by hand and the quick-create issues 365 days; the licence detail names no policy.',
  },
  entitlements: {
    name: '機能（エンタイトルメント）',
    calls: ['listEntitlements', 'createEntitlement', 'getLicenseEntitlements', 'updateLicenseEntitlements'],
    fields: { createLicense: ['entitlements'], activateDevice: ['entitlements'], heartbeatDevice: ['entitlements'] },
    controls:
      "Each application's feature catalogue (on the ライセンスポリシー screen); the features of a policy and of the new-licence form; the licence detail's 機能 section (one-off grants and removals by an admin; マイライセンス shows what the licence unlocks); the features in a device's activate and heartbeat answers.",
    without:
      'No features anywhere: policies and licences are issued without them and the licence detail has no 機能 section.',
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
    controls:
      "The licence detail's 延長, アクティベーションのリセット, 譲渡 and 最大アクティベーション数の変更 (each enabled or explained by GET /api/licenses/{id}/actions), and the licence list's bulk 延長.",
    without:
      'The licence detail keeps its expiry editor, the list its bulk actions of the contract; 複製 (which only opens the new-licence form) stays.',
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
    controls:
      "Signed licence files: ライセンスファイルを発行 in an ACTIVE licence's detail, オフラインアクティベーション on the device list and on マイライセンス, オフライン返却 in an offline device's detail, and the signing key's public half in my application's settings.",
    without: 'None of these controls shows: a device is activated only by its own call to the server.',
  },
  notifications: {
    name: 'お知らせ',
    calls: ['getNotifications', 'markNotificationsRead', 'updateNotificationSettings'],
    controls:
      "The bell in the top bar: licences expiring within the user's window, the quota's levels and staleness, refusals for want of quota, silent devices; read marks and the window kept per user.",
    without: 'No bell in the top bar; the lists, the dashboard and オーナー設定 still show each of these.',
  },
  usageReport: {
    name: '利用状況レポート',
    calls: ['getUsageReport'],
    routes: ['/reports/usage'],
    probe: { call: 'getUsageReport', query: {} },
    controls:
      'The 利用状況レポート screen and its menu entry: per month and application, peak active devices, activations, deactivations, refusals for want of quota, licences issued, expired and revoked; chart, table and CSV.',
    without: 'No 利用状況レポート entry in the menu; the screen, opened by URL, says the server does not offer it.',
  },
  // The contract's helper calls whose paths it leaves open (docs/product.md §7): ours are guesses,
  // so each is an extension with a fallback on the contract's calls.
  myApplications: {
    name: 'マイアプリケーション一覧',
    calls: ['listMyApplications'],
    helper: true,
    controls: 'マイアプリケーション lists the owner’s applications from the helper call.',
    without: 'マイアプリケーション lists every application of GET /applications.',
  },
  applicationFromProduct: {
    name: '商品設定からのアプリケーション作成',
    calls: ['createApplicationFromProduct'],
    helper: true,
    controls: 'An application created from a product setting by the helper call, which links the billing keys itself.',
    without:
      'The same form creates the application with POST /applications, naming the product setting (its id and name) in the body.',
  },
  applicationsForLicense: {
    name: 'ライセンス発行用のアプリケーション一覧',
    calls: ['listApplicationsForLicense'],
    helper: true,
    controls: 'The application choices of the new-licence form and the policy screen come from the helper call.',
    without: 'The same choices come from GET /applications.',
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
