export const dashboard = {
  title: 'ダッシュボード',
  loadFailed: 'データの読み込みに失敗しました',
} as const;
