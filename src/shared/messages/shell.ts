// The console frame's own texts (layout, errors, not found).
export const shell = {
  notFoundTitle: 'ページが見つかりません',
  notFoundBody: 'お探しのページは存在しないか、移動した可能性があります。',
  backToDashboard: 'ダッシュボードへ戻る',
  crashTitle: '問題が発生しました',
  crashBody:
    '画面の表示中に予期しないエラーが発生しました。再読み込みしても解決しない場合は管理者にお問い合わせください。',
  reloadPage: '画面を再読み込み',
  userMenu: 'ユーザーメニュー',
  signedInAs: 'ログイン中のユーザー',
  dismiss: '閉じる',
  skipToContent: 'メインコンテンツへスキップ',
} as const;
