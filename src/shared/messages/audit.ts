// The audit log (操作履歴): the screen's texts and the labels of actions, object types
// and results (the mock's search matches the same labels). Keyed by the values of
// src/api/schemas/audit.ts (the places that index them by those types check every key is here).

export const auditActionLabels = {
  login: 'ログイン',
  logout: 'ログアウト',
  register: '利用者登録',
  updateProfile: 'プロフィール更新',
  createLicense: 'ライセンス発行',
  revokeLicense: 'ライセンス無効化',
  activateLicense: 'ライセンス有効化',
  updateLicense: 'ライセンス有効期限の更新',
  deleteLicense: 'ライセンス削除',
  heartbeatDevice: 'ハートビート',
  activateDevice: 'デバイスのアクティベート',
  deactivateDevice: 'デバイスの無効化',
  blockDevice: 'デバイスのブロック',
  unblockDevice: 'デバイスのブロック解除',
  deleteDevice: 'デバイス削除',
  deactivateMyDevice: '自分のデバイスの非アクティベート',
  createUser: 'ユーザー作成',
  updateUser: 'ユーザー更新',
  deleteUser: 'ユーザー削除',
  createApplication: 'アプリケーション作成',
  updateApplication: 'アプリケーション更新',
  deleteApplication: 'アプリケーション削除',
  regenerateApplicationKey: 'APIキー再発行',
  createMyApplication: 'マイアプリケーションの初期設定',
  updateMyApplication: 'マイアプリケーションの更新',
  revealMyApplicationKey: 'APIキーの表示',
  createApplicationFromProduct: '商品設定からアプリケーション作成',
  syncQuota: 'ライセンス枠の同期',
  createMyOwner: 'オーナー作成',
  updateMyOwner: 'オーナー更新',
  revealMyOwnerKey: 'サブスクライトAPIキーの表示',
  checkoutLicenseFile: 'ライセンスファイルの発行',
  activateOffline: 'オフラインアクティベーション',
  returnOfflineDevice: 'オフライン返却',
} as const;

export const auditObjectTypeLabels = {
  license: 'ライセンス',
  device: 'デバイス',
  user: 'ユーザー',
  application: 'アプリケーション',
  owner: 'オーナー',
} as const;

export const auditResultLabels = {
  done: '完了',
  refused: '拒否',
  partial: '一部拒否',
} as const;

export const audit = {
  title: '操作履歴',
  tableLabel: '操作履歴一覧',
  empty: '記録された操作はありません',
  noMatch: '条件に一致する操作履歴はありません',
  listFailed: '操作履歴の取得に失敗しました。',
  refreshLabel: '操作履歴を再読み込み',
  searchLabel: '操作履歴を検索',
  searchPlaceholder: '操作者・操作・対象・理由で検索',
  actorRole: '操作者の権限',
  csvObjectId: '対象ID',
  csvOperationId: '一括操作ID',
  csvEntryId: '履歴ID',
  dateFrom: '開始日',
  dateTo: '終了日',

  at: '日時',
  actor: '操作者',
  action: '操作',
  objectType: '対象の種類',
  object: '対象',
  result: '結果',
  reason: '理由',

  actionFilterLabel: '操作で絞り込み',
  typeFilterLabel: '対象の種類で絞り込み',
  resultFilterLabel: '結果で絞り込み',
  allActions: 'すべての操作',
  allObjectTypes: 'すべての種類',
  allResults: 'すべての結果',
  dateRange: '期間',
  actorFilter: (email: string) => `操作者: ${email}`,
  clearActorFilter: '操作者の絞り込みを解除',
  filterByActor: (email: string) => `${email} の操作に絞り込む`,
  operationFilter: '一括操作の明細を表示中',
  clearOperationFilter: '一括操作の明細を閉じる',

  /** A run whose size the server did not say is just 一括操作. */
  bulkRun: (n: number | null) => (n === null ? '一括操作' : `一括操作 ${n}件`),
  bulkCounts: (done: number, refused: number) => `完了 ${done}件 / 拒否 ${refused}件`,
  expandRun: (label: string) => `${label} の明細を表示`,
  collapseRun: (label: string) => `${label} の明細を閉じる`,
  runItemsLabel: '一括操作の明細',
  runToggleHeader: '明細',
  runItemsMore: (shown: number, total: number) => `${total}件中 ${shown}件を表示`,
  showAllItems: 'すべての明細を一覧で表示',
  itemsFailed: '明細の取得に失敗しました。',
  unknownActor: '（不明）',
  noObject: '—',

  csvWhat: '操作履歴',
  csvFileBase: 'audit-log',

  // A licence's history (its detail dialog), one sentence per entry of the log.
  historyBy: (action: string, email: string) => `${action}（${email}）`,
  historyOnDevice: (what: string, device: string) => `${what}: デバイス「${device}」`,
  historyRefused: (what: string, reason: string) => `${what} — 拒否: ${reason}`,
} as const;
