// What a form's save must do, written apart from its machine: the save runs with no timeout of
// the client's; 30 s after its start without an answer the form says the server has not answered
// yet; while it runs キャンセル aborts it and the list it may have changed is read again; it ends
// saved or failed; after any end the form can be sent again.
import { formSaveMachine } from '../../../src/machines/form-save/form-save-machine.ts';
import { formSave as t } from '../../../src/shared/messages/forms/form-save.ts';
import type { Expectation, ExpectedRow } from '../support/expected.ts';
import {
  FORM_SAVE_EVENTS,
  FORM_SAVE_ID,
  FORM_SAVE_TIMER,
  SAVE_REFUSAL,
  SLOW_AFTER_MS,
  SUBMIT_AT,
} from './form-save.fixtures.ts';

const form = 'フォーム（例: ユーザー作成）';
const typedKept = '入力した内容がそのまま残っている';
const running = { slowAfterMs: SLOW_AFTER_MS, startedAt: SUBMIT_AT, error: null };
const cancelEffects = [{ action: 'abortSave' }, { action: 'reread' }];

const ends = (from: string): ExpectedRow[] => [
  { from, on: 'saved', to: 'saved' },
  { from, on: 'refused', to: 'failed' },
  { from, on: 'cancel', to: 'cancelled', effects: cancelEffects },
];

export const expectation: Expectation = {
  machine: formSaveMachine,
  id: 'formSave',
  injected: ['abortSave', 'reread'],
  events: {
    submit: { event: { type: 'save.submit', at: SUBMIT_AT }, step: `${form}に入力して『作成』（保存）を押す` },
    'after.slow': {
      event: { type: FORM_SAVE_TIMER },
      step: '保存を押してから 30 秒、サーバーの応答を待つ',
      setup: '保存の要求に応答しない（モックの障害 slow、またはブラウザの開発者ツールで要求を止める）',
    },
    cancel: { event: { type: 'save.cancel' }, step: `保存中に『${t.cancel}』を押す` },
    saved: { event: { type: FORM_SAVE_EVENTS.done }, step: 'サーバーが保存を受け付ける' },
    refused: {
      event: { type: FORM_SAVE_EVENTS.error, error: SAVE_REFUSAL },
      step: 'サーバーが理由を添えて保存を拒否する',
    },
  },
  flows: [
    {
      title: 'フォームの保存（応答のない保存のキャンセル）',
      precondition:
        '管理者（admin@example.com）でログインし、ユーザー作成画面でメールアドレスとパスワードを入力している',
      initial: 'idle',
      states: {
        idle: {
          value: 'idle',
          name: '入力中',
          shows: [`『${t.cancel}』ボタンは画面を離れる（保存は始まっていない）`],
          facts: { slowAfterMs: SLOW_AFTER_MS, startedAt: null, error: null },
        },
        saving: {
          value: 'saving.waiting',
          name: '保存中',
          shows: ['保存ボタンが押せない（処理中）', `『${t.cancel}』ボタンが押せる`],
          facts: running,
          calls: { [FORM_SAVE_ID]: { startedAt: SUBMIT_AT } },
        },
        slow: {
          value: 'saving.slow',
          name: '応答待ち（30 秒経過）',
          shows: [`『${t.slowTitle}』『${t.slowDetail}』`, `『${t.cancel}』ボタンが押せる`],
          facts: running,
          calls: { [FORM_SAVE_ID]: { startedAt: SUBMIT_AT } },
        },
        saved: {
          value: 'saved',
          name: '保存完了',
          shows: ['保存の完了メッセージ（画面による。例: 一覧に戻る）'],
          facts: running,
        },
        failed: {
          value: 'failed',
          name: '保存失敗',
          shows: ['保存の失敗メッセージとサーバーの理由', typedKept],
          facts: { ...running, error: SAVE_REFUSAL },
        },
        cancelled: {
          value: 'cancelled',
          name: 'キャンセル済み',
          shows: [`『${t.cancelledTitle}』『${t.cancelledDetail}』`, typedKept, '保存ボタンが押せる'],
          facts: running,
        },
      },
      rows: [
        { from: 'idle', on: 'submit', to: 'saving' },
        { from: 'saving', on: 'after.slow', to: 'slow' },
        ...ends('saving'),
        ...ends('slow'),
        { from: 'saved', on: 'submit', to: 'saving' },
        { from: 'failed', on: 'submit', to: 'saving' },
        { from: 'cancelled', on: 'submit', to: 'saving' },
      ],
    },
  ],
};
