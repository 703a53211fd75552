// Sign-in, verify, logout and session texts (docs/product.md §2 Login, §8, §9).
export const auth = {
  emailLabel: 'メールアドレス',
  passwordLabel: 'パスワード',
  loginButton: 'ログイン',
  /** The login page's name in the browser tab. */
  loginTitle: 'ログイン',
  logoutButton: 'ログアウト',
  loginFailed: 'ログインに失敗しました',
  verifyFailed: '認証の確認に失敗しました',
  verifySkippedLoggingOut: 'ログアウト中',
  verifySkippedNoToken: 'トークンなし',
  invalidCredentials: 'メールアドレスまたはパスワードが正しくありません',
  tooManyAttempts: 'ログインの試行回数が上限に達しました。しばらく待ってから再度お試しください。',
  /** The same refusal when the server said how long to wait (Retry-After), rounded up to minutes. */
  tooManyAttemptsWait: (minutes: number) =>
    `ログインの試行回数が上限に達しました。約${minutes}分後に再度お試しください。`,
  unauthenticated: '認証が必要です。再度ログインしてください。',
  tokenExpired: 'アクセストークンの有効期限が切れています',
  refreshFailed: 'セッションの更新に失敗しました。再度ログインしてください。',
  checking: '認証状態を確認しています…',
  /** The idle warning with the time actually left, in whole minutes (5 at the warning, less after a sleep). */
  sessionWarning: (minutes: number) =>
    `操作がないため、あと約${minutes}分でセッションが終了します。続ける場合は画面を操作してください。`,
  sessionExpired: '一定時間操作がなかったため、セッションが終了しました。再度ログインしてください。',
} as const;
