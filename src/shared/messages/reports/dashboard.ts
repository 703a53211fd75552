// Dashboard texts (docs/product.md §2).
export const dashboard = {
  title: 'ダッシュボード',
  loadFailed: 'データの読み込みに失敗しました',
  statsLabel: '概要',
  totalLicenses: '総ライセンス数',
  activeLicenses: '有効なライセンス',
  totalUsers: '総ユーザー数',
  totalDevices: '総デバイス数',
  statusBreakdown: 'ライセンスステータス',
  recentActivity: '最近のアクティビティ',
  noActivity: '最近のアクティビティはありません',
  trendsLoading: '推移を読み込み中…',
} as const;
