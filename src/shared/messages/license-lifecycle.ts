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
  maxBelowCurrent: (current: number) => `最大アクティベーション数は現在のアクティベーション数（${current}）以上にしてください`,
} as const;
