// Application texts (spec §2, §8).
export const applications = {
  title: 'マイアプリケーション',
  listFailed: 'アプリケーション一覧の読み込みに失敗しました',
  createFailed: 'アプリケーションの作成に失敗しました',
  loadFailed: 'アプリケーション情報の読み込みに失敗しました',
  created: 'アプリケーションが正常に作成されました！',
  saved: '設定が正常に更新されました。',
  saveFailed: '設定の更新に失敗しました。入力内容を確認してもう一度お試しください。',
  setupDone: 'セットアップが完了しました！アプリケーション設定画面に移動します。',
  setupFailed: 'セットアップに失敗しました。入力内容を確認してもう一度お試しください。',
  noProducts: '販売中の商品設定が見つかりません',
  notFound: 'アプリケーションが見つかりません',
  alreadyExists: 'アプリケーションは既に登録されています',
  hasLicenses: 'ライセンスが発行されているアプリケーションは削除できません',
  descriptionSuffix: 'のライセンス管理アプリケーション',
  paymentOneTime: '単発',
  paymentSubscription: '定額',
} as const;

export const applicationStatusLabels = {
  active: 'アクティブ',
  inactive: '非アクティブ',
  suspended: '停止中',
} as const;

export const intervalUnitLabels = {
  day: '日',
  week: '週',
  month: 'ヶ月',
  year: '年',
} as const;
