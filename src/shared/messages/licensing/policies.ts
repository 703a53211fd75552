// Licence policies (ライセンスポリシー) and the features (機能) of an application: the server's
// refusals and the policy screen's texts.
import type { DurationUnit } from '../../license-period.ts';

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

/** The ライセンスポリシー screen and its dialogs. */
export const policyScreen = {
  title: 'ライセンスポリシー',
  newPolicy: '新規ポリシー',
  applicationFilterLabel: 'アプリケーションで絞り込み',
  allApplications: 'すべてのアプリケーション',
  empty: 'ライセンスポリシーがありません',
  loadFailed: 'ライセンスポリシーの読み込みに失敗しました',
  policiesOf: (application: string) => `${application} のライセンスポリシー`,
  defaultTag: '既定',
  editNote: '変更は今後発行するライセンスにのみ反映されます。発行済みのライセンスは変わりません。',

  fieldApplication: 'アプリケーション',
  fieldName: 'ポリシー名',
  fieldType: 'ライセンスタイプ',
  fieldDuration: '期間',
  fieldDurationUnit: '期間の単位',
  fieldMaxActivations: '最大アクティベーション数',
  fieldHeartbeatWindow: 'ハートビート間隔（時間）',
  fieldGracePeriod: '猶予期間（日）',
  fieldEntitlements: '機能',
  fieldLicenseFileTtl: 'ライセンスファイルの有効期間',
  fieldIsDefault: 'このアプリケーションの既定のポリシーにする',
  fieldLicenseCount: '発行済みライセンス',
  durationHint: '発行日から有効期限までの期間',
  perpetualNoDuration: '永続ライセンスは無期限です',
  heartbeatWindowHint: 'この時間ハートビートがないデバイスを停止中とみなします（空欄: 指定なし）',
  gracePeriodHint: '有効期限が過ぎても、この日数はデバイスをアクティベートできます',
  isDefaultHint: 'クイック作成はこのポリシーでライセンスを発行します',
  licenseFileTtlHint: 'ライセンスファイル発行時に最初から選ばれる有効期間（なし: 既定の期間）',
  noLicenseFileTtl: 'なし（既定の期間）',
  noDuration: '無期限',
  noHeartbeatWindow: '指定なし',
  noGracePeriod: 'なし',
  noEntitlements: '機能なし',
  hours: (n: number) => `${n}時間`,
  days: (n: number) => `${n}日`,
  licenseCount: (n: number) => `${n}件`,

  createTitle: 'ライセンスポリシーの作成',
  editTitle: 'ライセンスポリシーの編集',
  editOf: (name: string) => `ポリシー「${name}」を編集`,
  deleteOf: (name: string) => `ポリシー「${name}」を削除`,
  create: '作成',
  save: '保存',
  created: 'ライセンスポリシーを作成しました',
  updated: 'ライセンスポリシーを更新しました',
  deleted: 'ライセンスポリシーを削除しました',
  createFailed: 'ライセンスポリシーの作成に失敗しました',
  updateFailed: 'ライセンスポリシーの更新に失敗しました',
  deleteFailed: 'ライセンスポリシーの削除に失敗しました',
  deleteConfirmHeader: 'ライセンスポリシーの削除',
  deleteConfirmMessage: (issued: number) =>
    issued > 0
      ? `このポリシーを削除しますか？このポリシーから発行された${issued}件のライセンスは、発行時の内容のまま残ります。`
      : 'このポリシーを削除しますか？',

  catalogueTitle: (application: string) => `${application} の機能`,
  catalogueEmpty: 'このアプリケーションには機能が登録されていません',
  catalogueLoadFailed: '機能一覧の読み込みに失敗しました',
  chooseApplicationFirst: '先にアプリケーションを選択してください',
  addFeature: '機能を追加',
  addFeatureOf: (application: string) => `${application} に機能を追加`,
  addFeatureTitle: '機能の追加',
  featureCode: '機能コード',
  featureCodeHint: '例: EXPORT_PDF（英大文字・数字・アンダースコア）',
  featureName: '機能名',
  featureDescription: '説明',
  featureAdded: '機能を追加しました',
  featureAddFailed: '機能の追加に失敗しました',
} as const;
