// Menu labels (docs/product.md §2, Layout).
export const navigation = {
  dashboard: 'ダッシュボード',
  licenses: 'ライセンス管理',
  licensePolicies: 'ライセンスポリシー',
  users: 'ユーザー管理',
  applications: 'マイアプリケーション',
  ownerSettings: 'オーナー設定',
  devices: 'デバイス管理',
  auditLog: '操作履歴',
  myPage: 'マイページ',
  myLicenses: 'マイライセンス',
  myDevices: 'マイデバイス',
  openMenu: 'メニューを開く',
  mainNavigation: 'メインメニュー',
} as const;
