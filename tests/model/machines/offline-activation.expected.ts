// What オフラインアクティベーション must do, written apart from its machine: choose the client
// software's request file (one it did not write is refused at once, without a call), see what it
// asks for, activate with the time to live chosen, download the licence file; a refusal goes back
// to another file, one for quota is the 'ライセンス枠不足' dialog; closing leaves nothing.
import { OFFLINE_REQUEST_MAX_AGE_HOURS } from '../../../src/shared/constants.ts';
import { offlineActivationMachine } from '../../../src/machines/offline-activation/offline-activation-machine.ts';
import { licenseFiles as t } from '../../../src/shared/messages/licensing/license-files.ts';
import { licenses } from '../../../src/shared/messages/licensing/licenses.ts';
import type { Expectation, ExpectedRow } from '../support/expected.ts';
import {
  MODEL_REQUEST,
  MODEL_REQUEST_TEXT,
  OFFLINE_QUOTA,
  OFFLINE_REFUSAL,
  OFFLINE_RESULT,
  OFFLINE_SUBMIT_EVENTS,
  OFFLINE_SUBMIT_ID,
  QUOTA_REFUSAL,
  REQUEST_FILE_NAME,
  TTL_DAYS,
  UNREADABLE_FILE_NAME,
  UNREADABLE_TEXT,
} from './offline-activation.fixtures.ts';

const dialog = `ダイアログ『${t.offlineActivation}』`;
const quotaDialog = `ダイアログ『${licenses.quotaDialogTitle}』`;
const closed = { fileName: null, text: null, request: null, ttlDays: null, result: null, quotaInfo: null, error: null };
const reviewed = { fileName: REQUEST_FILE_NAME, text: MODEL_REQUEST_TEXT, request: MODEL_REQUEST, result: null };
const summary = `${dialog}に『${t.requestSummary}』（${t.requestFileName}・${t.requestLicenseKey}・${t.requestHardwareId}・${t.requestHostname}・${t.requestPlatform}・${t.requestCreatedAt}）`;
const picker = `${dialog}に『${t.requestFileLabel}』の選択欄`;

const close = (from: string): ExpectedRow => ({ from, on: 'close', to: 'idle' });
const selections = (from: string): ExpectedRow[] => [
  { from, on: 'select', to: 'reviewing' },
  { from, on: 'selectUnreadable', to: 'choosingRefused' },
  close(from),
];

export const expectation: Expectation = {
  machine: offlineActivationMachine,
  id: 'offlineActivation',
  injected: [],
  events: {
    open: { event: { type: 'offline.open' }, step: `マイライセンスで『${t.offlineActivation}』を押す` },
    select: {
      event: { type: 'offline.select', fileName: REQUEST_FILE_NAME, text: MODEL_REQUEST_TEXT },
      step: `『${t.requestFileLabel}』で、自分のライセンスのためにクライアントソフトウェアが作成したリクエストファイル（.req）を選ぶ`,
      setup: `自分のライセンスのリクエストファイル（作成から${OFFLINE_REQUEST_MAX_AGE_HOURS}時間以内で未使用のもの。クライアントソフトウェアがなければ、tests/support/license-files.ts の形式の JSON を、ライセンスキーとアプリケーションIDを自分のライセンスのものにして作る。アプリケーションIDは管理者の『オーナー設定』で『アプリケーション別の使用状況』を押すと、アプリケーション名と並んで表示される）`,
    },
    selectUnreadable: {
      event: { type: 'offline.select', fileName: UNREADABLE_FILE_NAME, text: UNREADABLE_TEXT },
      step: `『${t.requestFileLabel}』で、リクエストファイルではないファイル（中身がJSONでないテキストなど）を選ぶ`,
    },
    confirm: {
      event: { type: 'offline.confirm', ttlDays: TTL_DAYS },
      step: `${dialog}で『${t.ttlLabel}』を『${t.ttlOption(TTL_DAYS)}』のまま『${t.offlineConfirm}』を押す`,
    },
    back: {
      event: { type: 'offline.back' },
      step: `${dialog}で『${t.back}』（拒否のあとは『${t.chooseAnother}』）を押す`,
    },
    close: {
      event: { type: 'offline.close' },
      step: `${dialog}で『${t.cancel}』（完了後は『${t.close}』）を押す。${quotaDialog}では『${t.close}』を押す`,
    },
    activated: {
      event: { type: OFFLINE_SUBMIT_EVENTS.done, output: OFFLINE_RESULT },
      step: 'サーバーがアクティベートし、ライセンスファイルを返す',
    },
    refused: {
      event: { type: OFFLINE_SUBMIT_EVENTS.error, error: { message: OFFLINE_REFUSAL } },
      step: 'サーバーが理由を添えてアクティベーションを拒否する',
      setup: `アクティベーションの拒否（モックの障害: /api/offline-activations に 500。表示される理由は『${t.activateFailed}』。または、この手順で送るファイルを一度使ったものにすると『${t.requestReplayed}』）`,
    },
    refusedForQuota: {
      event: { type: OFFLINE_SUBMIT_EVENTS.error, error: { message: QUOTA_REFUSAL, quotaInfo: OFFLINE_QUOTA } },
      step: 'サーバーが枠不足でアクティベーションを拒否する（409）',
      setup:
        'ライセンス枠の超過（使用中枠が購入済み枠を上回るオーナー: シナリオ quota-overdrawn（購入済み枠 8、使用中枠 10）で始める）',
    },
  },
  flows: [
    {
      title: 'オフラインアクティベーション（マイライセンス）',
      precondition:
        '一般ユーザー（user@example.com）でログインし、マイライセンスを開いている（アクティベーションに空きがあるアクティブなライセンスを持つ）',
      initial: 'idle',
      states: {
        idle: {
          value: 'idle',
          name: 'ダイアログなし',
          shows: [`${dialog}も${quotaDialog}も表示されない`, `『${t.offlineActivation}』ボタンが押せる`],
          facts: closed,
        },
        choosing: {
          value: 'choosing',
          name: 'ファイルの選択',
          shows: [picker, `『${t.offlineIntro}』`, 'エラー表示はない'],
          facts: closed,
        },
        choosingRefused: {
          value: 'choosing',
          name: 'ファイルの選択（読み取れないファイルを拒否）',
          shows: [picker, `${dialog}に『${t.requestMalformed}』`],
          facts: { fileName: UNREADABLE_FILE_NAME, text: null, request: null, error: t.requestMalformed },
        },
        reviewing: {
          value: 'reviewing',
          name: 'リクエストの確認',
          shows: [
            summary,
            `『${t.ttlLabel}』で『${t.ttlOption(TTL_DAYS)}』が選ばれている`,
            `『${t.offlineConfirm}』ボタンが押せる`,
          ],
          facts: { ...reviewed, ttlDays: null, quotaInfo: null, error: null },
        },
        submitting: {
          value: 'submitting',
          name: 'アクティベート中',
          shows: [`『${t.offlineConfirm}』ボタンが押せない（処理中）`, `『${t.back}』ボタンが押せない`],
          facts: { ...reviewed, ttlDays: TTL_DAYS, quotaInfo: null, error: null },
          calls: { [OFFLINE_SUBMIT_ID]: { requestFile: MODEL_REQUEST_TEXT, ttlDays: TTL_DAYS } },
        },
        refused: {
          value: 'refused',
          name: '拒否',
          shows: [
            summary,
            `${dialog}にサーバーの理由（なければ『${t.activateFailed}』）`,
            `『${t.chooseAnother}』ボタンがあり、『${t.offlineConfirm}』ボタンはない`,
          ],
          facts: { ...reviewed, ttlDays: TTL_DAYS, quotaInfo: null, error: OFFLINE_REFUSAL },
        },
        quotaShortage: {
          value: 'quotaShortage',
          name: '枠不足',
          shows: [
            `${dialog}は閉じ、${quotaDialog}に『${licenses.quotaDefaultMessage}』と${licenses.quotaPurchased}・${licenses.quotaUsed}・${licenses.quotaAvailable}（0）`,
          ],
          facts: { ...reviewed, ttlDays: TTL_DAYS, quotaInfo: OFFLINE_QUOTA, error: QUOTA_REFUSAL },
        },
        done: {
          value: 'done',
          name: 'アクティベート完了',
          shows: [
            `${dialog}に『デバイス「（ホスト名）」をアクティベートしました。…』`,
            `『${t.download}』ボタンが押せる`,
            `『${t.close}』ボタン`,
          ],
          facts: { ...reviewed, ttlDays: TTL_DAYS, result: OFFLINE_RESULT, error: null },
        },
      },
      rows: [
        { from: 'idle', on: 'open', to: 'choosing' },
        ...selections('choosing'),
        ...selections('choosingRefused'),
        { from: 'reviewing', on: 'confirm', to: 'submitting' },
        { from: 'reviewing', on: 'back', to: 'choosing' },
        close('reviewing'),
        {
          from: 'submitting',
          on: 'activated',
          to: 'done',
          effects: [{ emit: { type: 'offline.activated', result: OFFLINE_RESULT } }],
        },
        { from: 'submitting', on: 'refused', to: 'refused' },
        { from: 'submitting', on: 'refusedForQuota', to: 'quotaShortage' },
        { from: 'refused', on: 'back', to: 'choosing' },
        close('refused'),
        close('quotaShortage'),
        close('done'),
      ],
    },
  ],
};
