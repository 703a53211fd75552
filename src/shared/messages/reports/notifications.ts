// お知らせ: the bell in the top bar and its panel (beyond the contract: docs/features.md).
import { formatCount as n } from '../../format-count.ts';

export const notifications = {
  title: 'お知らせ',
  /** The bell's accessible name: the unread count. */
  bellLabel: (unread: number) => `お知らせ ${n(unread)}件`,
  badge: (unread: number) => (unread > 99 ? '99+' : String(unread)),
  unreadSummary: (unread: number, total: number) =>
    unread === 0 ? `未読はありません（${n(total)}件）` : `未読 ${n(unread)}件／${n(total)}件`,
  windowLabel: '期限が近いとみなす日数',
  windowOption: (days: number) => `${days}日以内`,
  windowSaveFailed: '日数を変更できませんでした',
  markAllRead: 'すべて既読にする',
  markRead: '既読にする',
  markReadOf: (what: string) => `「${what}」を既読にする`,
  markReadFailed: '既読にできませんでした',
  unread: '未読',
  read: '既読',
  openList: '一覧で見る',
  /** A link's name: its visible words first (what a voice user says), then the item. */
  linkOf: (label: string, what: string) => `${label}（${what}）`,
  openSettings: 'オーナー設定を開く',
  openAuditLog: '操作履歴で見る',
  empty: 'お知らせはありません',
  more: (rest: number) => `ほか ${n(rest)}件は一覧でご確認ください`,
  listLabel: 'お知らせの一覧',

  licenseExpiring: (key: string, date: string, daysLeft: number) =>
    daysLeft <= 0
      ? `ライセンス ${key} の有効期限が本日（${date}）で切れます`
      : `ライセンス ${key} の有効期限が ${date} に切れます（あと${n(daysLeft)}日）`,
  quotaExhausted: (used: number, total: number) => `ライセンス枠を使い切りました（${n(used)} / ${n(total)} 枠）`,
  quotaLevel: (percent: number, used: number, total: number) =>
    `ライセンス枠の使用率が${percent}%に達しました（${n(used)} / ${n(total)} 枠）`,
  quotaStale: (date: string | null) =>
    date ? `ライセンス枠が24時間以上同期されていません（最終同期: ${date}）` : 'ライセンス枠が一度も同期されていません',
  quotaRefused: (action: string, label: string) =>
    `ライセンス枠不足のため「${action}」が拒否されました${label ? `（${label}）` : ''}`,
  deviceSilent: (name: string, threshold: string, date: string | null) =>
    `デバイス「${name}」から${threshold}ハートビートがありません${date ? `（最終: ${date}）` : ''}`,
  unknownKind: '確認が必要な項目があります',
} as const;
