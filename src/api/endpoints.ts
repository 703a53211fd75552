// The API contract, written once (docs/product.md §7): method, path, who may call it, and the
// schemas of its path parameters, query, body and response. The client, the mock backend, the
// OpenAPI document and the role-matrix tests all read this table.
import type * as z from 'zod';
import * as s from './schemas/index.ts';
import type { Read, ReadList } from './reading/read-types.ts';
import type { EndpointDef } from './endpoint-def.ts';
import { signInCalls } from './sign-in-calls.ts';

export { buildPath, type Access, type EndpointDef, type Method } from './endpoint-def.ts';

const ok = s.deleteResponseSchema;

export const endpoints = {
  // Authentication (what the login page may call: its own chunk, sign-in-calls.ts) and discovery
  ...signInCalls,

  getCapabilities: {
    method: 'GET',
    path: '/api/capabilities',
    access: 'public',
    summary: 'サーバー機能の一覧（拡張: このサーバーにある拡張機能）',
    response: s.capabilitiesSchema,
  },

  // Dashboard and profile
  getDashboard: {
    method: 'GET',
    path: '/api/dashboard',
    access: 'authenticated',
    summary: 'ダッシュボード（一般ユーザーは自分の数値）',
    response: s.dashboardSchema,
  },
  getDashboardTrends: {
    method: 'GET',
    path: '/api/dashboard/trends',
    access: 'admin',
    summary:
      'ダッシュボードの推移（仕様外: 日別の発行数とアクティベーション数、今後の期限切れ、枠の推移、ハートビートの途絶えたデバイス数。days=30|90）',
    query: s.trendsQuerySchema,
    response: s.trendsSchema,
  },
  getStats: {
    method: 'GET',
    path: '/api/stats',
    access: 'authenticated',
    summary: '自分の統計',
    response: s.userStatsSchema,
  },
  getProfile: {
    method: 'GET',
    path: '/api/profile',
    access: 'authenticated',
    summary: 'プロフィール取得',
    response: s.userProfileSchema,
  },
  updateProfile: {
    method: 'PUT',
    path: '/api/profile',
    access: 'authenticated',
    summary: 'プロフィール更新',
    body: s.profileUpdatePayloadSchema,
    response: s.userProfileSchema,
  },

  // Licences
  listLicenses: {
    method: 'GET',
    list: 'licenses',
    path: '/licenses',
    access: 'admin',
    summary: 'ライセンス一覧',
    query: s.licenseListQuerySchema,
    response: s.licenseListResponseSchema,
  },
  createLicense: {
    method: 'POST',
    path: '/licenses',
    access: 'admin',
    summary: 'ライセンス発行（枠を消費）',
    body: s.licenseCreatePayloadSchema,
    response: s.licenseMutationResponseSchema,
    errors: [404, 409],
  },
  revokeLicense: {
    method: 'POST',
    path: '/licenses/:id/revoke',
    access: 'admin',
    summary: 'ライセンス無効化',
    response: s.licenseMutationResponseSchema,
    errors: [404, 409],
  },
  activateLicense: {
    method: 'POST',
    path: '/licenses/:id/activate',
    access: 'admin',
    summary: 'ライセンス有効化（枠を消費）',
    response: s.licenseMutationResponseSchema,
    errors: [404, 409],
  },
  updateLicense: {
    method: 'PUT',
    path: '/licenses/:id',
    access: 'admin',
    summary: 'ライセンス有効期限の更新',
    body: s.licenseUpdatePayloadSchema,
    response: s.licenseMutationResponseSchema,
    errors: [404],
  },
  deleteLicense: {
    method: 'DELETE',
    path: '/licenses/:id',
    access: 'admin',
    summary: 'ライセンス削除',
    response: ok,
    errors: [404],
  },
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

  // Licence policies and features (extensions)
  listLicensePolicies: {
    method: 'GET',
    list: 'policies',
    path: '/api/license-policies',
    access: 'admin',
    summary: 'ライセンスポリシー一覧（拡張: applicationId で絞り込み）',
    query: s.policyListQuerySchema,
    response: s.policyListResponseSchema,
  },
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

  // Devices
  listDevices: {
    method: 'GET',
    list: 'devices',
    path: '/devices',
    access: 'admin',
    summary: 'デバイス一覧',
    query: s.deviceListQuerySchema,
    response: s.deviceListResponseSchema,
  },
  getDevice: {
    method: 'GET',
    path: '/devices/:id',
    access: 'authenticated',
    summary: 'デバイス取得（一般ユーザーは自分のもののみ）',
    response: s.deviceResponseSchema,
    errors: [404],
  },
  heartbeatDevice: {
    method: 'POST',
    path: '/devices/:id/heartbeat',
    access: 'authenticated',
    summary: 'ハートビート',
    body: s.deviceHeartbeatPayloadSchema,
    response: s.deviceCheckInResponseSchema,
    errors: [404, 409],
  },
  activateDevice: {
    method: 'POST',
    path: '/devices/:id/activate',
    access: 'authenticated',
    summary: 'デバイスのアクティベート',
    body: s.deviceActivatePayloadSchema,
    response: s.deviceCheckInResponseSchema,
    errors: [404, 409],
  },
  deactivateDevice: {
    method: 'POST',
    path: '/devices/:id/deactivate',
    access: 'authenticated',
    summary: 'デバイスの無効化',
    body: s.deviceDeactivatePayloadSchema,
    response: s.deviceResponseSchema,
    errors: [404, 409],
  },
  blockDevice: {
    method: 'POST',
    path: '/devices/:id/block',
    access: 'admin',
    summary: 'デバイスのブロック',
    response: s.deviceResponseSchema,
    errors: [404, 409],
  },
  unblockDevice: {
    method: 'POST',
    path: '/devices/:id/unblock',
    access: 'admin',
    summary: 'デバイスのブロック解除',
    response: s.deviceResponseSchema,
    errors: [404, 409],
  },
  deleteDevice: {
    method: 'DELETE',
    path: '/devices/:id',
    access: 'admin',
    summary: 'デバイス削除',
    response: ok,
    errors: [404],
  },
  previewStaleDevices: {
    method: 'GET',
    path: '/api/devices/stale',
    access: 'admin',
    summary:
      '停止中デバイスの整理のプレビュー（仕様外: ハートビートが olderThanHours 時間以上途絶えたアクティブなデバイスと、枠が空くライセンス）',
    query: s.staleDevicesQuerySchema,
    response: s.staleDevicesPreviewSchema,
  },
  listMyDevices: {
    method: 'GET',
    list: 'devices',
    path: '/api/my-devices',
    access: 'authenticated',
    summary: '自分のデバイス',
    response: s.myDeviceListResponseSchema,
  },
  deactivateMyDevice: {
    method: 'POST',
    path: '/api/my-devices/:id/deactivate',
    access: 'authenticated',
    summary: '自分のデバイスの非アクティベート',
    response: s.myDeviceResponseSchema,
    errors: [404, 409],
  },

  // Users
  listUsers: {
    method: 'GET',
    list: 'users',
    path: '/users',
    access: 'admin',
    summary: 'ユーザー一覧',
    query: s.userListQuerySchema,
    response: s.userListResponseSchema,
  },
  getUser: {
    method: 'GET',
    path: '/users/:id',
    access: 'admin',
    summary: 'ユーザー取得',
    response: s.userResponseSchema,
    errors: [404],
  },
  createUser: {
    method: 'POST',
    path: '/users',
    access: 'admin',
    summary: 'ユーザー作成',
    body: s.userCreatePayloadSchema,
    response: s.userResponseSchema,
    errors: [409],
  },
  updateUser: {
    method: 'PUT',
    path: '/users/:id',
    access: 'admin',
    summary: 'ユーザー更新',
    body: s.userUpdatePayloadSchema,
    response: s.userResponseSchema,
    errors: [404, 409],
  },
  deleteUser: {
    method: 'DELETE',
    path: '/users/:id',
    access: 'admin',
    summary: 'ユーザー削除',
    response: ok,
    errors: [404, 409],
  },

  // Applications
  listApplications: {
    method: 'GET',
    list: 'applications',
    path: '/applications',
    access: 'admin',
    summary: 'アプリケーション一覧',
    query: s.applicationListQuerySchema,
    response: s.applicationListResponseSchema,
  },
  createApplication: {
    method: 'POST',
    path: '/applications',
    access: 'admin',
    summary: 'アプリケーション作成',
    body: s.applicationCreatePayloadSchema,
    response: s.applicationResponseSchema,
  },
  getApplication: {
    method: 'GET',
    path: '/applications/:id',
    access: 'admin',
    summary: 'アプリケーション取得',
    response: s.applicationResponseSchema,
    errors: [404],
  },
  updateApplication: {
    method: 'PUT',
    path: '/applications/:id',
    access: 'admin',
    summary: 'アプリケーション更新',
    body: s.adminApplicationPayloadSchema,
    response: s.applicationResponseSchema,
    errors: [404],
  },
  deleteApplication: {
    method: 'DELETE',
    path: '/applications/:id',
    access: 'admin',
    summary: 'アプリケーション削除',
    response: ok,
    errors: [404, 409],
  },
  regenerateApplicationKey: {
    method: 'POST',
    path: '/applications/:id/regenerate-key',
    access: 'admin',
    summary: 'APIキー再発行',
    response: s.regenerateKeyResponseSchema,
    errors: [404],
  },
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

  // Quota, owner, billing provider
  getQuota: {
    method: 'GET',
    path: '/api/license-quota/:id',
    access: 'admin',
    summary: 'ライセンス枠',
    response: s.quotaResponseSchema,
    errors: [404],
  },
  syncQuota: {
    method: 'POST',
    path: '/api/license-quota/:id/sync',
    access: 'admin',
    summary: 'ライセンス枠の同期',
    response: s.quotaResponseSchema,
    errors: [404],
  },
  getLicenseUsage: {
    method: 'GET',
    path: '/api/license-quota/:id/usage',
    access: 'admin',
    summary: 'ライセンス使用状況',
    response: s.licenseUsageSchema,
    errors: [404],
  },
  getMyOwner: {
    method: 'GET',
    path: '/api/my-owner',
    access: 'admin',
    summary: 'オーナー取得（なければ exists=false）',
    response: s.ownerSchema,
    errors: [404],
  },
  createMyOwner: {
    method: 'POST',
    path: '/api/my-owner',
    access: 'admin',
    summary: 'オーナー作成',
    body: s.ownerCreatePayloadSchema,
    response: s.ownerSchema,
    errors: [409],
  },
  updateMyOwner: {
    method: 'PUT',
    path: '/api/my-owner',
    access: 'admin',
    summary: 'オーナー更新',
    body: s.ownerUpdatePayloadSchema,
    response: s.ownerSchema,
    errors: [404],
  },
  revealMyOwnerKey: {
    method: 'POST',
    path: '/api/my-owner/key/reveal',
    access: 'admin',
    summary: 'オーナーのサブスクライトAPIキーを全桁で取得（仕様外: 表示ボタン用。オーナーがなければ404）',
    response: s.revealedOwnerKeySchema,
    errors: [404],
  },
  listTenantUsers: {
    method: 'GET',
    list: 'users',
    path: '/api/subsclight/tenant-users',
    access: 'admin',
    summary: 'サブスクライトのテナントユーザー',
    response: s.tenantUsersResponseSchema,
    errors: [404],
  },
  listProductSettings: {
    method: 'GET',
    list: 'product_settings',
    path: '/api/subsclight/product-settings',
    access: 'admin',
    summary: 'サブスクライトの商品設定（オーナー未設定は404）',
    response: s.productSettingListResponseSchema,
    errors: [404],
  },
  getProductSetting: {
    method: 'GET',
    path: '/api/subsclight/product-settings/:id',
    access: 'admin',
    summary: '商品設定の取得',
    response: s.productSettingResponseSchema,
    errors: [404],
  },

  // Licence files and offline activation (an extension: docs/licence-files.md)
  getLicenseFileSettings: {
    method: 'GET',
    path: '/api/license-files/settings',
    access: 'authenticated',
    summary:
      'ライセンスファイルの設定（拡張: 選べる有効期間（日）とその既定値、オフラインアクティベーションのリクエストファイルの有効期限（時間））',
    response: s.licenseFileSettingsSchema,
  },
  getLicenseSigningKey: {
    method: 'GET',
    path: '/api/license-files/signing-key',
    access: 'admin',
    summary: 'ライセンスファイルの署名鍵（拡張: Ed25519 の公開鍵、鍵ID、フィンガープリント。秘密鍵は返さない）',
    response: s.signingKeySchema,
    errors: [409],
  },
  checkoutLicenseFile: {
    method: 'POST',
    path: '/licenses/:id/license-file',
    access: 'admin',
    summary:
      'ライセンスファイルの発行（拡張: このライセンスのアクティブなデバイス、またはハードウェアIDの端末（なければアクティベートする）に、署名付きのファイルを発行）',
    body: s.licenseFileCheckoutPayloadSchema,
    response: s.licenseFileResponseSchema,
    errors: [404, 409],
  },
  activateOffline: {
    method: 'POST',
    path: '/api/offline-activations',
    access: 'authenticated',
    summary:
      'オフラインアクティベーション（拡張: クライアントソフトウェアのリクエストファイルで端末をアクティベートし、署名付きのライセンスファイルを返す。一般ユーザーは自分のライセンスのみ）',
    body: s.offlineActivationPayloadSchema,
    response: s.licenseFileResponseSchema,
    errors: [404, 409],
  },
  returnOfflineDevice: {
    method: 'POST',
    path: '/devices/:id/offline-return',
    access: 'admin',
    summary:
      'オフライン返却（拡張: クライアントソフトウェアが示した返却コードで、オフラインのデバイスを非アクティブにして枠を空ける）',
    body: s.offlineReturnPayloadSchema,
    response: s.deviceResponseSchema,
    errors: [404, 409],
  },

  // Audit log (an extension, docs/product.md §10)
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

  // What needs attention, and the usage report (extensions, docs/product.md §10)
  getNotifications: {
    method: 'GET',
    path: '/api/notifications',
    access: 'authenticated',
    summary:
      'お知らせ（拡張: 期限の近いライセンス、枠の使用率と同期切れ、枠不足による拒否、停止中のデバイス。一般ユーザーは自分のライセンスの期限のみ。新しい順）',
    query: s.notificationsQuerySchema,
    response: s.notificationsSchema,
  },
  markNotificationsRead: {
    method: 'POST',
    path: '/api/notifications/read',
    access: 'authenticated',
    summary: 'お知らせを既読にする（拡張: 呼び出したユーザーにとってのみ）',
    body: s.notificationReadPayloadSchema,
    response: s.notificationReadResponseSchema,
  },
  updateNotificationSettings: {
    method: 'PUT',
    path: '/api/notifications/settings',
    access: 'authenticated',
    summary: 'お知らせの設定（拡張: 期限の近いライセンスとみなす日数 7|30|90、ユーザーごと）',
    body: s.notificationSettingsPayloadSchema,
    response: s.notificationSettingsSchema,
  },
  getUsageReport: {
    method: 'GET',
    path: '/api/reports/usage',
    access: 'admin',
    summary:
      '利用状況レポート（拡張: 月別・アプリケーション別の同時アクティブデバイス数の最大、アクティベーション、無効化、枠不足による拒否、発行・期限切れ・無効化されたライセンス。月は tz の暦）',
    query: s.usageReportQuerySchema,
    response: s.usageReportSchema,
  },
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsArg<E> = E extends { path: infer P extends string }
  ? [ParamNames<P>] extends [never]
    ? { params?: undefined }
    : { params: Record<ParamNames<P>, string> }
  : never;
type QueryArg<E> = E extends { query: infer Q extends z.ZodType } ? { query?: z.input<Q> } : { query?: undefined };
type BodyArg<E> = E extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: undefined };

/** The arguments of a call, typed from the catalog. */
export type CallArgs<K extends EndpointId> = ParamsArg<Endpoints[K]> & QueryArg<Endpoints[K]> & BodyArg<Endpoints[K]>;
/** A call's answer as the console reads it (reading/): liberally, rows of a list never null. */
export type CallResult<K extends EndpointId> = Endpoints[K] extends { list: infer L extends string }
  ? ReadList<Endpoints[K]['response'], L>
  : Read<Endpoints[K]['response']>;
/** A call's answer as the contract defines it (what the mock sends). */
export type ContractResult<K extends EndpointId> = z.output<Endpoints[K]['response']>;
