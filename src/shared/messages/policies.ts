// Licence policies (ライセンスポリシー) and the features (機能) of an application: the server's
// refusals and the policy screen's texts.
import type { DurationUnit } from '../license-period.ts';

export const durationUnitLabels: Readonly<Record<DurationUnit, string>> = { day: '日', month: 'ヶ月', year: '年' };

/** '30日', '1ヶ月', '1年'. */
export const periodText = (value: number, unit: DurationUnit) => `${value}${durationUnitLabels[unit]}`;

export const policies = {
  // Refusals.
  notFound: 'ライセンスポリシーが見つかりません',
  otherApplication: 'このポリシーは選択したアプリケーションのものではありません',
  nameTaken: 'このアプリケーションには同じ名前のポリシーが既にあります',
  unknownEntitlements: (codes: string) => `アプリケーションの機能一覧にない機能が含まれています: ${codes}`,
  entitlementCodeTaken: 'この機能コードは既に登録されています',
} as const;
