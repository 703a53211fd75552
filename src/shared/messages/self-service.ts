// My page, my licences, my devices texts (spec §2, §8).
export const selfService = {
  profileLoadFailed: 'ユーザー情報を取得できませんでした。',
  profileUpdated: 'プロフィールを更新しました',
  profileUpdateFailed: 'プロフィールの更新に失敗しました',
  myLicensesFailed: 'ライセンス情報の取得に失敗しました。バックエンドAPIの実装が必要です。',
  noExpiry: '無期限',
} as const;

export const profileLicenseStatusLabels = {
  active: 'アクティブ',
  inactive: '非アクティブ',
  expired: '期限切れ',
} as const;
