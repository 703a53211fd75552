// What ライセンス一括発行 must do, written apart from its machine: a file read and refused or
// previewed; rows imported before sent only when the admin insists; the quota checked before any
// row is sent; a run with a result per row; cancel waits for the rows in flight; nothing left after 取り消し.
import { bulkImportMachine } from '../../../src/machines/bulk-import/bulk-import-machine.ts';
import { bulkImport as t } from '../../../src/shared/messages/bulk-import.ts';
import type { Expectation, ExpectedRow } from '../support/expected.ts';
import {
  CHECK_QUOTA_EVENTS,
  CHECK_QUOTA_ID,
  FILE_REFUSAL,
  MODEL_FILE,
  MODEL_FILE_NAME,
  MODEL_PREVIEW,
  MODEL_SHORTAGE,
  NOTHING_PREVIEW,
  READ_FILE_EVENTS,
  READ_FILE_ID,
  ROW_ISSUED,
  ROW_REFUSED,
  RUN_ROWS_ID,
  UNREADABLE,
} from './bulk-import.fixtures.ts';

const fresh = { fileName: null, preview: null, refusal: null, insist: false, plan: [], shortage: null, results: {} };
const confirm = `ダイアログ『${t.confirmTitle}』`;
const once = 'each row is reported once by the runner';
const reportedOnce = { row0Done: once, row0Failed: once };
const unreadable = {
  screens:
    'a file the browser cannot read is not made on a page (the reader answers every failure it knows as a refusal)',
  browser:
    'a file the browser cannot read is not made on a page (the reader answers every failure it knows as a refusal)',
};
const noControlWhileReading = {
  screens: 'no control while the file is read (the picker is disabled; reading takes well under a second)',
  browser: 'no control while the file is read (the picker is disabled; reading takes well under a second)',
};
const noChoice = {
  screens: `『${t.insist}』shows only when the file has rows imported before`,
  browser: `『${t.insist}』shows only when the file has rows imported before`,
};
const endsAtOnce = {
  screens: 'a run whose planned rows are all answered ends at once: no 中止 left to press',
  browser: 'a run whose planned rows are all answered ends at once: no 中止 left to press',
};
const summary = `『${t.summaryIssuable(1)}』と『${t.summarySkipped(1)}』`;

const choose = (from: string): ExpectedRow => ({ from, on: 'choose', to: 'reading' });
const reset = (from: string): ExpectedRow => ({ from, on: 'reset', to: 'choosing' });
const ended = (from: string, on: string, to: string, results: object): ExpectedRow => ({
  from,
  on,
  to,
  facts: { results },
});

export const expectation: Expectation = {
  machine: bulkImportMachine,
  id: 'bulkImport',
  injected: [],
  events: {
    choose: {
      event: { type: 'import.file', file: MODEL_FILE },
      step: `『${t.chooseFile}』で CSV ファイル（${MODEL_FILE_NAME}: 新しい注文番号の行と、取り込み済みの注文番号の行）を選ぶ`,
    },
    read: {
      event: { type: READ_FILE_EVENTS.done, output: { kind: 'preview', preview: MODEL_PREVIEW } },
      step: 'ファイルが読み込まれ、各行が検証される',
    },
    readNothing: {
      event: { type: READ_FILE_EVENTS.done, output: { kind: 'preview', preview: NOTHING_PREVIEW } },
      step: 'すべての行にエラーがあるファイルが読み込まれる',
      setup: '全行のアプリケーション名が存在しない CSV ファイルを用意する',
    },
    readRefused: {
      event: { type: READ_FILE_EVENTS.done, output: { kind: 'refused', reason: FILE_REFUSAL } },
      step: 'アプリケーションまたはユーザーの一覧を取得できず、ファイル全体が拒否される（Excel ブックなど読めないファイルも同じ）',
      setup: 'モックの障害: GET /api/users に 500',
    },
    readFailed: {
      event: { type: READ_FILE_EVENTS.error, error: new Error(UNREADABLE) },
      step: 'ブラウザーがファイルを読めない（読み込み中に削除された）',
    },
    insist: { event: { type: 'import.insist', insist: true }, step: `『${t.insist}』にチェックを入れる` },
    noInsist: { event: { type: 'import.insist', insist: false }, step: `『${t.insist}』のチェックを外す` },
    start: { event: { type: 'import.start' }, step: `『${t.startIssue(1)}』（件数は発行する行の数）を押す` },
    back: { event: { type: 'import.back' }, step: `${confirm}で『${t.cancel}』を押す` },
    quotaShort: {
      event: { type: CHECK_QUOTA_EVENTS.done, output: MODEL_SHORTAGE },
      step: '利用可能枠が発行する件数より少ない',
      setup: 'モックのシナリオ quota-exhausted（利用可能枠 0）',
    },
    quotaEnough: { event: { type: CHECK_QUOTA_EVENTS.done, output: null }, step: '利用可能枠が足りている' },
    quotaUnknown: {
      event: { type: CHECK_QUOTA_EVENTS.error, error: new Error(t.serverError) },
      step: 'ライセンス枠を取得できない（枠はサーバーが行ごとに判断する）',
      setup: 'モックの障害: /api/owner/quota に 500',
    },
    run: { event: { type: 'import.run' }, step: `${confirm}で『${t.run}』を押す` },
    row0Done: {
      event: { type: 'import.row', index: 0, result: ROW_ISSUED },
      step: '2行目のライセンスをサーバーが発行する',
    },
    row0Failed: {
      event: { type: 'import.row', index: 0, result: ROW_REFUSED },
      step: '2行目の発行をサーバーが拒否する（500）',
      setup: 'モックの障害: POST /api/licenses に 500',
    },
    finished: { event: { type: 'import.finished' }, step: '送る行がなくなり、送った行の結果がすべて届く' },
    cancel: { event: { type: 'import.cancel' }, step: `実行中に『${t.stop}』を押す` },
    reset: {
      event: { type: 'import.reset' },
      step: `『${t.refuseWhole}』（拒否後は『${t.chooseAnother}』、完了後は『${t.again}』）を押す`,
    },
  },
  flows: [
    {
      title: 'ライセンス一括発行（CSVファイル）',
      precondition: `管理者（admin@example.com）でログインし、ライセンス一覧の『${t.licenseEntry}』から『${t.licenseTitle}』を開いている`,
      initial: 'choosing',
      states: {
        choosing: {
          value: 'choosing',
          name: 'ファイルの選択',
          shows: [`『${t.templateDownload}』`, `『${t.chooseFile}』と『${t.dropHint}』`],
          facts: fresh,
        },
        reading: {
          value: 'reading',
          name: '読み込み中',
          shows: [`『${t.reading}』`, `『${t.fileLabel(MODEL_FILE_NAME)}』`],
          facts: { ...fresh, fileName: MODEL_FILE_NAME },
          calls: { [READ_FILE_ID]: { file: MODEL_FILE } },
        },
        refused: {
          value: 'refused',
          name: 'ファイルの拒否',
          shows: [
            `『${t.refusedTitle}』と理由（例: 『${FILE_REFUSAL}』）`,
            `『${t.chooseAnother}』`,
            '何も送信されない',
          ],
          facts: { preview: null, plan: [], results: {} },
        },
        previewing: {
          value: 'previewing',
          name: 'プレビュー',
          shows: [summary, `3行目に『${t.statusImported}』`, `『${t.startIssue(1)}』ボタンが押せる`],
          facts: { fileName: MODEL_FILE_NAME, preview: MODEL_PREVIEW, insist: false, plan: [], shortage: null },
        },
        previewingInsisting: {
          value: 'previewing',
          name: 'プレビュー（取り込み済みの行も発行）',
          shows: [`『${t.insist}』にチェック`, `『${t.startIssue(2)}』ボタンが押せる`],
          facts: { preview: MODEL_PREVIEW, insist: true, plan: [], shortage: null },
        },
        previewingNothing: {
          value: 'previewing',
          name: 'プレビュー（発行できる行なし）',
          shows: [`『${t.nothingToIssue}』`, '各行のエラーがその行とセルの横に表示される', '発行ボタンは押せない'],
          facts: { preview: NOTHING_PREVIEW, plan: [] },
        },
        checking: {
          value: 'confirming.checking',
          name: '枠の確認中',
          shows: [`${confirm}に『${t.quotaChecking}』`, `『${t.run}』ボタンが押せない`],
          facts: { plan: [0], shortage: null },
          calls: { [CHECK_QUOTA_ID]: { needed: 1 } },
        },
        checkingAll: {
          value: 'confirming.checking',
          name: '枠の確認中（取り込み済みの行も）',
          shows: [`${confirm}に『${t.quotaChecking}』`, `『${t.confirmIssue(2)}』`],
          facts: { plan: [0, 1], shortage: null },
          calls: { [CHECK_QUOTA_ID]: { needed: 2 } },
        },
        short: {
          value: 'confirming.short',
          name: 'ライセンス枠不足',
          shows: [
            `『${t.quotaShortTitle}』と『${t.quotaShort(1, 0)}』`,
            `『${t.quotaFigures(10, 10, 0)}』`,
            `『${t.run}』ボタンはない（何も送信されない）`,
          ],
          facts: { plan: [0], shortage: MODEL_SHORTAGE, results: {} },
        },
        shortAll: {
          value: 'confirming.short',
          name: 'ライセンス枠不足（取り込み済みの行も）',
          shows: [`『${t.quotaShortTitle}』と枠の数字`, '何も送信されない'],
          facts: { plan: [0, 1], shortage: MODEL_SHORTAGE, results: {} },
        },
        ready: {
          value: 'confirming.ready',
          name: '実行の確認',
          shows: [`『${t.confirmIssue(1)}』`, `『${t.run}』ボタンが押せる`],
          facts: { plan: [0], shortage: null },
        },
        readyAll: {
          value: 'confirming.ready',
          name: '実行の確認（取り込み済みの行も）',
          shows: [`『${t.confirmIssue(2)}』`, `『${t.run}』ボタンが押せる`],
          facts: { plan: [0, 1], shortage: null },
        },
        running: {
          value: 'working.running',
          name: '発行中',
          shows: [`『${t.issuing(0, 1)}』と進捗バー`, `『${t.stop}』ボタンが押せる`],
          facts: { plan: [0], results: {} },
          calls: { [RUN_ROWS_ID]: { preview: MODEL_PREVIEW, plan: [0] } },
        },
        runningAll: {
          value: 'working.running',
          name: '発行中（取り込み済みの行も）',
          shows: [`『${t.issuing(0, 2)}』と進捗バー`, `『${t.stop}』ボタンが押せる`],
          facts: { plan: [0, 1], results: {} },
          calls: { [RUN_ROWS_ID]: { preview: MODEL_PREVIEW, plan: [0, 1] } },
        },
        runningDone: {
          value: 'working.running',
          name: '発行中（2行目は発行済み）',
          shows: [`『${t.issuing(1, 1)}』`, `2行目に『${t.resultIssued}』と新しいライセンスキー`],
          facts: { plan: [0], results: { 0: ROW_ISSUED } },
          impossible: reportedOnce,
        },
        runningAllDone: {
          value: 'working.running',
          name: '発行中（2行目は発行済み、3行目は未完了）',
          shows: [`『${t.issuing(1, 2)}』`, `2行目に『${t.resultIssued}』`],
          facts: { plan: [0, 1], results: { 0: ROW_ISSUED } },
          impossible: reportedOnce,
        },
        runningFailed: {
          value: 'working.running',
          name: '発行中（2行目はエラー）',
          shows: [`2行目に『${t.resultError}』とサーバーの理由（『${t.serverError}』）`, '他の行は続けて送られる'],
          facts: { results: { 0: ROW_REFUSED } },
          impossible: reportedOnce,
        },
        cancelling: {
          value: 'working.cancelling',
          name: '中止中',
          shows: [`『${t.stopping}』`, `『${t.stop}』ボタンが押せない`, 'まだ送っていない行は送られない'],
          facts: { results: {} },
        },
        cancellingEnded: {
          value: 'working.cancelling',
          name: '中止中（送った行の結果あり）',
          shows: [`『${t.stopping}』`, `送った行に『${t.resultIssued}』または『${t.resultError}』`],
          impossible: reportedOnce,
        },
        done: {
          value: 'done',
          name: '完了',
          shows: [`『${t.doneTitle}』と『${t.resultSummary(1, 0, 0)}』`, `『${t.resultDownload}』`, `『${t.again}』`],
          facts: { plan: [0], results: { 0: ROW_ISSUED } },
        },
        partlyDone: {
          value: 'partlyDone',
          name: '一部エラー',
          shows: [`『${t.partlyDoneTitle}』と成功・エラー・取り消しの件数`, `『${t.resultDownload}』`],
        },
        cancelled: {
          value: 'cancelled',
          name: '中止',
          shows: [`『${t.cancelledTitle}』`, `送らなかった行に『${t.resultCancelled}』`, `『${t.resultDownload}』`],
        },
      },
      rows: [
        choose('choosing'),
        { from: 'reading', on: 'read', to: 'previewing' },
        { from: 'reading', on: 'readNothing', to: 'previewingNothing' },
        { from: 'reading', on: 'readRefused', to: 'refused', facts: { refusal: FILE_REFUSAL } },
        { from: 'reading', on: 'readFailed', to: 'refused', facts: { refusal: UNREADABLE }, cannot: unreadable },
        { ...reset('reading'), cannot: noControlWhileReading },
        choose('refused'),
        reset('refused'),
        { from: 'previewing', on: 'insist', to: 'previewingInsisting' },
        { from: 'previewing', on: 'start', to: 'checking' },
        choose('previewing'),
        reset('previewing'),
        { from: 'previewingInsisting', on: 'noInsist', to: 'previewing' },
        { from: 'previewingInsisting', on: 'start', to: 'checkingAll' },
        choose('previewingInsisting'),
        reset('previewingInsisting'),
        { from: 'previewingNothing', on: 'insist', to: 'previewingNothing', facts: { insist: true }, cannot: noChoice },
        {
          from: 'previewingNothing',
          on: 'noInsist',
          to: 'previewingNothing',
          facts: { insist: false },
          cannot: noChoice,
        },
        choose('previewingNothing'),
        reset('previewingNothing'),
        { from: 'checking', on: 'quotaShort', to: 'short' },
        { from: 'checking', on: 'quotaEnough', to: 'ready' },
        { from: 'checking', on: 'quotaUnknown', to: 'ready' },
        { from: 'checking', on: 'back', to: 'previewing' },
        { from: 'checkingAll', on: 'quotaShort', to: 'shortAll' },
        { from: 'checkingAll', on: 'quotaEnough', to: 'readyAll' },
        { from: 'checkingAll', on: 'quotaUnknown', to: 'readyAll' },
        { from: 'checkingAll', on: 'back', to: 'previewingInsisting' },
        { from: 'short', on: 'back', to: 'previewing' },
        { from: 'shortAll', on: 'back', to: 'previewingInsisting' },
        { from: 'ready', on: 'run', to: 'running' },
        { from: 'ready', on: 'back', to: 'previewing' },
        { from: 'readyAll', on: 'run', to: 'runningAll' },
        { from: 'readyAll', on: 'back', to: 'previewingInsisting' },
        { from: 'running', on: 'row0Done', to: 'runningDone' },
        { from: 'running', on: 'row0Failed', to: 'runningFailed' },
        { from: 'running', on: 'cancel', to: 'cancelling' },
        ended('running', 'finished', 'partlyDone', {}),
        { from: 'runningAll', on: 'row0Done', to: 'runningAllDone' },
        { from: 'runningAll', on: 'row0Failed', to: 'runningFailed' },
        { from: 'runningAll', on: 'cancel', to: 'cancelling' },
        ended('runningAll', 'finished', 'partlyDone', {}),
        { from: 'runningDone', on: 'finished', to: 'done' },
        { ...ended('runningDone', 'cancel', 'cancellingEnded', { 0: ROW_ISSUED }), cannot: endsAtOnce },
        ended('runningAllDone', 'finished', 'partlyDone', { 0: ROW_ISSUED }),
        ended('runningAllDone', 'cancel', 'cancellingEnded', { 0: ROW_ISSUED }),
        ended('runningFailed', 'finished', 'partlyDone', { 0: ROW_REFUSED }),
        { ...ended('runningFailed', 'cancel', 'cancellingEnded', { 0: ROW_REFUSED }), cannot: endsAtOnce },
        ended('cancelling', 'row0Done', 'cancellingEnded', { 0: ROW_ISSUED }),
        ended('cancelling', 'row0Failed', 'cancellingEnded', { 0: ROW_REFUSED }),
        ended('cancelling', 'finished', 'cancelled', {}),
        { from: 'cancellingEnded', on: 'finished', to: 'cancelled' },
        choose('done'),
        reset('done'),
        choose('partlyDone'),
        reset('partlyDone'),
        choose('cancelled'),
        reset('cancelled'),
      ],
    },
  ],
};
