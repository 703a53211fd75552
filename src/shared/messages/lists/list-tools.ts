// The list power tools: CSV export and bulk actions (licences, devices).
export const listTools = {
  exportCsv: 'CSVエクスポート',
  exportCsvLabel: (what: string) => `${what}をCSVエクスポート`,
  exporting: (done: number, total: number) => `エクスポート中… ${done} / ${total} 件`,
  exported: (n: number) => `${n}件をCSVにエクスポートしました`,
  exportFailed: 'CSVのエクスポートに失敗しました',

  selectRow: (name: string) => `${name} を選択`,
  selectPage: 'このページをすべて選択',
  selectedCount: (n: number) => `${n}件を選択中`,
  allMatchingSelected: (n: number) => `絞り込みに一致する全${n}件を選択中`,
  selectAllMatching: (n: number) => `絞り込みに一致する全${n}件を選択`,
  allMatchingFailed: '絞り込みに一致する項目を取得できませんでした',
  clearSelection: '選択を解除',
  bulkActionsLabel: '一括操作',

  confirmHeader: '一括操作の確認',
  confirmMessage: (action: string, n: number, what: string) =>
    `選択した${n}件の${what}を${action}します。よろしいですか？`,
  running: (done: number, total: number) => `処理中… ${done} / ${total} 件`,
  cancelling: 'キャンセルしています… 処理中の項目が終わるのを待っています。',
  cancelledRun: (done: number, total: number) =>
    `一括操作をキャンセルしました。${total}件中${done}件を処理しました（残りは処理していません）。`,
  cancelledSuffix: (notStarted: number) => `、キャンセルにより未処理 ${notStarted}件`,
  resultHeader: '一括操作の結果',
  resultTableLabel: '一括操作の結果一覧',
  resultTarget: '対象',
  resultOutcome: '結果',
  resultDetail: '詳細',
  outcomeDone: '完了',
  outcomeSkipped: '対象外',
  outcomeQuota: 'ライセンス枠不足',
  outcomeFailed: '失敗',
  quotaFigures: (total: number, used: number, available: number) =>
    `購入済み枠 ${total} / 使用中枠 ${used} / 利用可能枠 ${available}`,
  summary: (action: string, done: number, failed: number, skipped: number) =>
    `一括${action}: 完了 ${done}件${failed ? `、失敗 ${failed}件` : ''}${skipped ? `、対象外 ${skipped}件` : ''}`,
} as const;
