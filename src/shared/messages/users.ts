// User management texts (spec §2, §8).
export const users = {
  title: 'ユーザー管理',
  listFailed: 'データの読み込みに失敗しました',
  tenantFetchFailed: 'テナントユーザーの取得に失敗しました',
  createFailed: 'ユーザーの作成に失敗しました。もう一度お試しください。',
  alreadyRegistered: '既に登録済み',
  tenantListEmpty: 'テナントユーザーが見つかりません。サブスクライトAPIの設定を確認してください。',
  emailTaken: 'このメールアドレスは既に登録されています',
  notFound: 'ユーザーが見つかりません',
  cannotDeleteSelf: '自分自身は削除できません',
  cannotDemoteSelf: '自分自身のロールは変更できません',
  tenantUserUnknown: '選択されたユーザーが見つかりません',
  created: 'ユーザーを作成しました',
  updated: 'ユーザーを更新しました',
  updateFailed: 'ユーザーの更新に失敗しました',
  deleted: 'ユーザーを削除しました',
  deleteFailed: 'ユーザーの削除に失敗しました',
} as const;

export const roleLabels = {
  admin: '管理者',
  user: '一般ユーザー',
} as const;

export const userTypeLabels = {
  SUBSCLIGHT_LINKED: 'サブスクライト連携',
  INDEPENDENT: '独立ユーザー',
} as const;
