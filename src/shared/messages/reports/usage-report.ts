// 利用状況レポート: per month and application (beyond the contract: docs/features.md).
import { formatCount as n } from '../../format-count.ts';

export const usageReport = {
  title: '利用状況レポート',
  rangeReversed: '終了月は開始月と同じか後の月を指定してください',
  rangeTooLong: (months: number) => `期間は${months}か月以内で指定してください`,
  summary: (months: number, issued: number, activations: number, refusals: number) =>
    `${n(months)}か月間でライセンス ${n(issued)} 件を発行し、アクティベーションは ${n(activations)} 件、枠不足による拒否は ${n(refusals)} 件でした。`,

  controls: 'レポートの期間とアプリケーション',
  fromLabel: '開始月',
  toLabel: '終了月',
  applicationLabel: 'アプリケーション',
  allApplications: 'すべてのアプリケーション',
  monthLabel: (year: number, month: number) => `${year}年${month}月`,
  loadFailed: '利用状況レポートの読み込みに失敗しました',
  empty: 'この期間の利用状況はありません',

  month: '月',
  peakActiveDevices: '同時アクティブデバイス数（最大）',
  activations: 'アクティベーション',
  deactivations: '無効化（デバイス）',
  quotaRefusals: '枠不足による拒否',
  issued: 'ライセンス発行',
  expired: 'ライセンス期限切れ',
  revoked: 'ライセンス無効化',
  total: '合計',
  peakOfRange: '期間中の最大',

  devicesChart: 'デバイスの利用',
  licensesChart: 'ライセンスの発行・期限切れ・無効化',
  chartLabel: (title: string, scope: string) => `${title}のグラフ（${scope}、月別。数値は下の表にあります）`,
  axisMonth: '月',
  axisCount: '件数・台数',
  tableTitle: '月別の数値',
  tableLabel: (scope: string) => `月別の利用状況（${scope}）`,
  csvWhat: '利用状況レポート',
  peakSummary: (peak: number) => `同時にアクティブだったデバイスは最大 ${n(peak)} 台です。`,
} as const;
