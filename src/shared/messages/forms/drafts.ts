// Unsaved form input kept across a session expiry (offered back after signing in again).
export const drafts = {
  noticeLabel: '保存されていない入力内容',
  notice: (savedAt: string) =>
    `セッションが切れる前に入力した内容（${savedAt} 時点）が保存されていません。復元しますか？`,
  restore: '復元する',
  discard: '破棄する',
  restored: '入力内容を復元しました',
} as const;
