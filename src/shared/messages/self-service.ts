// My page, my licences, my devices texts (docs/product.md §2, §8).
import { licenseStatusLabels } from './licensing/licenses.ts';

export const selfService = {
  profileLoadFailed: 'ユーザー情報を取得できませんでした。',
  profileUpdated: 'プロフィールを更新しました',
  profileUpdateFailed: 'プロフィールの更新に失敗しました',
  myLicensesFailed: 'ライセンス情報の取得に失敗しました。バックエンドAPIの実装が必要です。',
  noExpiry: '無期限',
} as const;

/** My page's licence statuses are the licence statuses in lower case: the same words. */
export const profileLicenseStatusLabels = {
  active: licenseStatusLabels.ACTIVE,
  inactive: licenseStatusLabels.INACTIVE,
  expired: licenseStatusLabels.EXPIRED,
} as const;

/** My page (/mypage). */
export const myPage = {
  title: 'マイページ',
  statsLabel: '利用状況',
  statsFailed: '利用状況の取得に失敗しました',
  licensesCard: 'ライセンス',
  devicesCard: 'デバイス',
  applicationsCard: 'アプリケーション',
  total: '合計',
  active: 'アクティブ',
  managed: '管理中',
  profileTitle: 'プロフィール',
  displayName: '表示名',
  role: 'ロール',
  email: 'メールアドレス',
  userId: 'ユーザーID',
  registeredAt: '登録日',
  editProfile: 'プロフィールを編集',
  editDialogTitle: 'プロフィールの編集',
  familyName: '姓',
  givenName: '名',
  licensesTitle: 'ライセンス一覧',
  licensesFailed: 'ライセンス一覧の取得に失敗しました',
  licensesEmpty: 'ライセンスはありません',
  licenseId: 'ライセンスID',
  status: 'ステータス',
  activations: 'アクティベーション',
  expiry: '有効期限',
} as const;

/** My licences (/my-licenses). */
export const myLicenses = {
  title: 'マイライセンス',
  summaryLabel: 'ライセンスの集計',
  total: '合計',
  active: 'アクティブ',
  inactive: '非アクティブ',
  expiredOrInvalid: '期限切れ・無効',
  tableLabel: 'ライセンス一覧',
  empty: 'ライセンスはありません',
  key: 'ライセンスキー',
  status: 'ステータス',
  currentActivations: '現在のアクティベーション数',
  maxActivations: '最大アクティベーション数',
  createdAt: '作成日',
  expiresAt: '有効期限',
  detail: '詳細',
  detailOf: (key: string) => `ライセンス ${key} の詳細`,
  copyKeyOf: (key: string) => `ライセンスキー ${key} をコピー`,
  /** Under a row's chip: the card the row counts in, when the chip alone does not say it. */
  countedAsInactive: '未使用のため「非アクティブ」に計上',
  countedInTotalOnly: '「合計」のみに計上',
  countsNote:
    '「アクティブ」はアクティベーション済みの有効なライセンス、「非アクティブ」はまだ使われていない有効なライセンスです。停止中（非アクティブ状態）のライセンスは「合計」にのみ含まれます。',
} as const;

/** My devices (/my-devices). */
export const myDevices = {
  title: 'マイデバイス',
  summaryLabel: 'デバイスの集計',
  total: '合計',
  active: 'アクティブ',
  inactive: '非アクティブ',
  registered: '登録済み',
  tableLabel: 'デバイス一覧',
  empty: '登録されているデバイスはありません',
  listFailed: 'デバイス一覧の取得に失敗しました。',
  refresh: '再読み込み',
  deviceId: 'デバイスID',
  hardwareId: 'ハードウェアID',
  hostname: 'ホスト名',
  platform: 'プラットフォーム',
  status: 'ステータス',
  licenseKey: 'ライセンスキー',
  copyLicenseKey: 'ライセンスキーをコピー',
  lastHeartbeat: '最終ハートビート',
  heartbeat: 'ハートビート',
  notReceived: '未受信',
  unassigned: '未割り当て',
  actions: '操作',
  detail: '詳細',
  detailOf: (name: string) => `デバイス ${name} の詳細`,
  detailTitle: 'デバイス詳細',
  deactivate: '無効化',
  deactivateOf: (name: string) => `デバイス ${name} を無効化`,
  confirmHeader: 'デバイスの無効化',
  confirmMessage: (name: string) =>
    `デバイス「${name}」を無効化しますか？このデバイスではライセンスが使えなくなります。`,
  countedInTotalOnly: '「合計」のみに計上',
  countsNote: '無効化済みのデバイスは「合計」にのみ含まれます。',
} as const;
