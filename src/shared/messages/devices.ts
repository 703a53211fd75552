// Device texts (spec §2, §4, §8).
export const devices = {
  title: 'デバイス管理',
  refreshed: 'デバイス一覧を更新しました',
  empty: '登録されているデバイスはありません',
  unassigned: '未割り当て',
  notReceived: '未受信',
  deactivate: '無効化',
  deactivated: 'デバイスを無効化しました',
  deactivateFailed: 'デバイスの無効化に失敗しました',
  deleted: 'デバイスが削除されました',
  deleteFailed: 'デバイスの削除に失敗しました',
  listFailed: 'デバイス一覧の取得に失敗しました。',
  myDeactivated: 'デバイスが非アクティベートされました',
  myDeactivateFailed: 'デバイスの非アクティベートに失敗しました',
  notFound: 'デバイスが見つかりません',
  notActive: 'アクティブなデバイスのみ無効化できます',
  alreadyActive: 'このデバイスは既にアクティブです',
  blocked: 'このデバイスはブロックされています',
  notBlocked: 'このデバイスはブロックされていません',
  alreadyBlocked: 'このデバイスは既にブロックされています',
} as const;

export const deviceStatusLabels = {
  ACTIVE: 'アクティブ',
  INACTIVE: '非アクティブ',
  REGISTERED: '登録済み',
  DEACTIVATED: '無効化済み',
} as const;
