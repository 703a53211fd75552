// 利用状況レポート: per month and application (beyond the contract: docs/features.md).
import { formatCount as n } from '../format.ts';

export const usageReport = {
  title: '利用状況レポート',
  rangeReversed: '終了月は開始月と同じか後の月を指定してください',
  rangeTooLong: (months: number) => `期間は${months}か月以内で指定してください`,
  summary: (months: number, issued: number, activations: number, refusals: number) =>
    `${n(months)}か月間でライセンス ${n(issued)} 件を発行し、アクティベーションは ${n(activations)} 件、枠不足による拒否は ${n(refusals)} 件でした。`,
} as const;
