// 一括発行 and 一括登録 from a CSV file: the template, the file checks, the preview, the run and
// the result file (docs/features.md).
export const bulkImport = {
  licenseTitle: 'ライセンス一括発行',
  userTitle: 'ユーザー一括登録',
  licenseEntry: 'CSVから発行',
  userEntry: 'CSVから登録',
  back: '一覧に戻る',

  // Choosing a file.
  templateDownload: 'テンプレートをダウンロード',
  templateHint: '1行目に見出し、2行目以降に1件ずつ。Excel で保存した CSV（Shift_JIS）も UTF-8 の CSV も読み込めます。',
  chooseFile: 'CSVファイルを選択',
  dropHint: 'またはここにファイルをドロップしてください',
  reading: 'ファイルを読み込んでいます',
  fileLabel: (name: string) => `ファイル: ${name}`,

  // Refusals of a whole file (nothing is sent).
  refusedTitle: 'このファイルは読み込めません',
  fileTooLarge: (mb: number) => `ファイルが大きすぎます（上限 ${mb} MB）`,
  tooManyRows: (max: number, rows: number) =>
    `行数が多すぎます（${rows.toLocaleString('ja-JP')}行、上限 ${max.toLocaleString('ja-JP')}行）`,
  emptyFile: 'ファイルが空です。見出しの行と1件以上のデータ行が必要です',
  noDataRows: 'データ行がありません',
  xlsxFile:
    'Excel ブック（.xlsx）です。Excel で「CSV UTF-8」または「CSV（コンマ区切り）」として保存してから選択してください',
  licenceFile: 'ライセンスファイルです。CSVファイルを選択してください',
  jsonFile: 'JSON ファイルです。CSVファイルを選択してください',
  unknownEncoding: '文字コードを判別できません。UTF-8（BOM あり・なし）または Shift_JIS（CP932）で保存してください',
  mixedEncoding: 'UTF-8 と Shift_JIS が混在しています。どちらか一方で保存し直してください',
  binaryFile: 'テキストファイルではありません。CSVファイルを選択してください',
  missingColumns: (names: string[]) => `必須の列がありません: ${names.join('、')}`,
  unknownColumns: (names: string[]) => `次の列は認識できないため無視します: ${names.join('、')}`,
  lookupFailed: 'アプリケーションまたはユーザーの一覧を取得できませんでした。もう一度お試しください',
  userLookupFailed: 'ユーザーまたはテナントユーザーの一覧を取得できませんでした。もう一度お試しください',
  chooseAnother: '別のファイルを選択',

  // The preview.
  previewTitle: 'プレビュー',
  summaryIssuable: (n: number) => `${n}件を発行できます`,
  summaryRegistrable: (n: number) => `${n}件を登録できます`,
  summaryErrors: (n: number) => `${n}件にエラー`,
  summarySkipped: (n: number) => `${n}件は取り込み済みのためスキップ`,
  rowNumber: '行',
  rowStatus: '状態',
  statusOk: 'OK',
  statusError: 'エラー',
  statusDuplicate: '重複',
  statusImported: '取り込み済み',
  rowErrors: 'エラー',
  cellError: (column: string, message: string) => `${column}: ${message}`,
  duplicateOf: (row: number) => `${row}行目と同じ内容です`,
  duplicateReference: (row: number) => `${row}行目と同じ注文番号です`,
  importedBefore: (at: string) => `この注文番号は ${at} に取り込み済みです`,
  importedOnServer: 'この注文番号のライセンスはサーバーに登録済みです',
  fileImportedBefore: (at: string) => `このファイルは ${at} に取り込み済みです`,
  insist: '取り込み済みの行も発行する',
  previewMore: (shown: number, total: number) => `先頭 ${shown} 行を表示しています（全 ${total} 行）`,
  startIssue: (n: number) => `${n}件を発行`,
  startRegister: (n: number) => `${n}件を登録`,
  startExcluding: 'エラーの行を除いて続行します',
  refuseWhole: 'ファイル全体を取り消す',
  nothingToIssue: '発行できる行がありません',
  nothingToRegister: '登録できる行がありません',
  /** A password cell of the file, never shown on screen. */
  hiddenCell: '●●●●●●●●',

  // Confirming (the quota checked first).
  confirmTitle: '一括発行の確認',
  confirmUserTitle: '一括登録の確認',
  confirmIssue: (n: number) => `${n}件のライセンスを発行します。よろしいですか？`,
  confirmRegister: (n: number) => `${n}件のユーザーを登録します。よろしいですか？`,
  quotaChecking: 'ライセンス枠を確認しています',
  quotaShortTitle: 'ライセンス枠不足',
  quotaShort: (needed: number, available: number) =>
    `発行する ${needed}件に対して利用可能枠は ${available}件です。枠を追加するか、行を減らしてください`,
  quotaFigures: (total: number, used: number, available: number) =>
    `購入済み枠 ${total} / 使用中枠 ${used} / 利用可能枠 ${available}`,
  run: '実行',
  cancel: 'キャンセル',

  // The run.
  issuing: (done: number, total: number) => `発行中 ${done} / ${total}`,
  registering: (done: number, total: number) => `登録中 ${done} / ${total}`,
  stop: '中止',
  stopping: '実行中の行が終わるのを待っています',

  // Results.
  resultIssued: '発行済み',
  resultRegistered: '登録済み',
  resultError: 'エラー',
  resultCancelled: '取り消し',
  resultSkipped: 'スキップ',
  doneTitle: '完了',
  partlyDoneTitle: '一部の行でエラーが発生しました',
  cancelledTitle: '中止しました',
  resultSummary: (ok: number, failed: number, cancelled: number) =>
    `成功 ${ok}件 / エラー ${failed}件 / 取り消し ${cancelled}件`,
  resultDownload: '結果をダウンロード',
  resultDownloadHint: '元の行に結果・キー・エラーを加えたCSVです（生成したパスワードはこのファイルにだけ含まれます）',
  again: '別のファイルを取り込む',
  serverError: 'サーバーエラーが発生しました',

  // Result file columns.
  columnResult: '結果',
  columnKey: 'ライセンスキー',
  columnUserId: 'ユーザーID',
  columnPassword: 'パスワード',
  columnError: 'エラー',

  // Row validation.
  required: (column: string) => `${column}は必須です`,
  applicationNotFound: 'アプリケーションが見つかりません',
  applicationAmbiguous: '同じ名前のアプリケーションが複数あります。IDで指定してください',
  userNotFound: 'このメールアドレスのユーザーが見つかりません',
  typeInvalid: '「永続」または「サブスクリプション」を入力してください',
  dateInvalid: '日付は 2026/12/31、2026-12-31、2026年12月31日 のいずれかの形式で入力してください',
  policyNotFound: 'ポリシーが見つかりません',
  policyUnsupported: 'このサーバーはポリシーに対応していません',
  duplicateEmail: (row: number) => `${row}行目と同じメールアドレスです`,
  roleUserOnly: '新しいユーザーは一般ユーザーとしてのみ登録できます。「一般ユーザー」と入力するか空欄にしてください',

  // Template help row.
  allowedValues: '入力できる値',
} as const;
