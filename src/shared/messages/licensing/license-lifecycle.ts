// The lifecycle of one licence (延長, アクティベーションのリセット, 譲渡, 複製, the maximum
// activations): the server's refusals and the licence detail's texts.
export const lifecycle = {
  // Refusals.
  extendRevoked: '無効化されたライセンスは延長できません。先に有効化してください。',
  extendPerpetual: '無期限のライセンスは延長できません',
  extendNotLater: '延長後の有効期限は、現在の有効期限（期限切れの場合は現在）より後にしてください',
  resetNone: 'リセットするアクティベーションがありません',
  transferRevoked: '無効化されたライセンスは譲渡できません',
  transferSameUser: 'このライセンスは既にこのユーザーのものです',
  maxRevoked: '無効化されたライセンスの最大アクティベーション数は変更できません',
  maxBelowCurrent: (current: number) =>
    `最大アクティベーション数は現在のアクティベーション数（${current}）以上にしてください`,
} as const;

/** The licence detail's policy, features and actions, and their dialogs. */
export const lifecycleScreen = {
  policyLabel: 'ライセンスポリシー',
  noPolicy: 'なし（手入力で発行）',
  policyDeleted: (name: string) => `${name}（削除済み）`,

  featuresTitle: '機能',
  featuresEmpty: '有効な機能はありません',
  featuresLoadFailed: '機能の読み込みに失敗しました',
  featureFromPolicy: 'ポリシー',
  featureGranted: '個別に付与',
  featureRemoved: '個別に除外',
  removedTitle: '個別に除外した機能',
  editFeatures: '機能を編集',
  featuresEditorLabel: '有効にする機能',
  featuresSaved: 'ライセンスの機能を更新しました',
  featuresSaveFailed: 'ライセンスの機能の更新に失敗しました',
  save: '保存',
  cancel: 'キャンセル',
  close: '閉じる',
  back: '戻る',

  actionsTitle: 'ライセンスの操作',
  actionsLoadFailed: '操作の可否を確認できませんでした',

  extend: '延長',
  extendTitle: 'ライセンスの延長',
  extendChoice: '延長する期間',
  extendBy30Days: '30日',
  extendBy1Year: '1年',
  extendByPolicy: (period: string) => `ポリシーの期間（${period}）`,
  extendToDay: '日付を指定',
  extendDayLabel: '延長後の有効期限',
  extendFromExpiry: (date: string) => `現在の有効期限（${date}）から延長します。`,
  extendFromToday: '有効期限が過ぎているため、今から延長します。',
  extendPreview: '延長後の日付を確認',
  extendCurrent: '現在の有効期限',
  extendNew: '延長後の有効期限',
  extendWillReactivate: '期限切れのライセンスは、延長すると有効に戻ります。',
  extendSave: '延長する',
  extended: (date: string) => `有効期限を ${date} まで延長しました`,
  extendedReactivated: '期限切れだったライセンスが有効に戻りました',
  extendFailed: 'ライセンスの延長に失敗しました',
  bulkExtend30Days: '30日延長',
  bulkExtend1Year: '1年延長',

  reset: 'アクティベーションのリセット',
  resetConfirmHeader: 'アクティベーションのリセット',
  resetConfirmMessage: (devices: number) =>
    `このライセンスでアクティブな${devices}台のデバイスをすべて無効化し、枠を空けます。よろしいですか？`,
  resetConfirm: 'リセットする',
  resetDone: (devices: number) => `${devices}台のデバイスを無効化しました。アクティベーションの枠が空きました`,
  resetFailed: 'アクティベーションのリセットに失敗しました',

  transfer: '譲渡',
  transferTitle: 'ライセンスの譲渡',
  currentHolder: '現在の所有者',
  transferTo: '譲渡先のユーザー',
  transferReset: 'アクティベーションもリセットする（現在のデバイスをすべて無効化）',
  transferNext: '確認',
  transferConfirm: (from: string, to: string) => `${from} から ${to} へ譲渡します。`,
  transferConfirmReset: (devices: number) => `アクティブな${devices}台のデバイスは無効化されます。`,
  transferSave: '譲渡する',
  transferred: (to: string) => `ライセンスを ${to} に譲渡しました`,
  transferFailed: 'ライセンスの譲渡に失敗しました',

  duplicate: '複製',
  duplicateHint: '同じアプリケーション・ポリシー・機能で新しいライセンスを発行します',

  changeMax: '最大アクティベーション数を変更',
  maxTitle: '最大アクティベーション数の変更',
  maxLabel: '新しい最大アクティベーション数',
  maxHint: (current: number) => `現在${current}台がアクティベートされています。それより少なくはできません。`,
  maxPreview: '変更後のアクティベーション使用率',
  maxSaved: '最大アクティベーション数を変更しました',
  maxFailed: '最大アクティベーション数の変更に失敗しました',
} as const;
