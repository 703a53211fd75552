// What 譲渡 of one licence must do, written apart from its machine: choose the new holder (none,
// or the one who holds it, refused at once without a call) and the reset, confirm who it goes
// from and to, save that choice; a refusal can be tried again or gone back from; closing leaves nothing.
import { licenseTransferMachine } from '../../../src/machines/license-transfer/license-transfer-machine.ts';
import { lifecycle, lifecycleScreen as t } from '../../../src/shared/messages/licensing/license-lifecycle.ts';
import { validation } from '../../../src/shared/messages/forms/validation.ts';
import { common } from '../../../src/shared/messages/common.ts';
import type { Expectation, ExpectedRow } from '../support/expected.ts';
import {
  MODEL_LICENSE,
  NEW_HOLDER,
  TRANSFER_REFUSAL,
  TRANSFER_SAVE_EVENTS,
  TRANSFER_SAVE_ID,
} from './license-transfer.fixtures.ts';

const dialog = `ダイアログ『${t.transferTitle}』`;
const closed = { license: null, choice: null, error: null };
const chosen = { license: MODEL_LICENSE, choice: NEW_HOLDER };
const picker = `『${t.currentHolder}』と『${t.transferTo}』の選択欄`;
const confirmText = [
  `${dialog}に『（現在の所有者） から （選んだユーザー） へ譲渡します。』`,
  `『${t.transferConfirmReset(1).replace('1', 'N')}』`,
];
// The picker keeps the chosen user until the dialog closes: "no user" cannot follow a choice.
const keepsChoice = 'the user picker keeps its choice until the dialog closes';
const noUserAfterChoice = { screens: keepsChoice, browser: keepsChoice };

const close = (from: string): ExpectedRow => ({ from, on: 'close', to: 'idle' });
const choices = (from: string, noUser: boolean): ExpectedRow[] => [
  { from, on: 'newUser', to: 'confirming' },
  { from, on: 'sameUser', to: 'choosingSameUser' },
  noUser
    ? { from, on: 'noUser', to: 'choosingNoUser' }
    : { from, on: 'noUser', to: 'choosingNoUser', cannot: noUserAfterChoice },
  close(from),
];

export const expectation: Expectation = {
  machine: licenseTransferMachine,
  id: 'licenseTransfer',
  injected: [],
  events: {
    open: {
      event: { type: 'transfer.open', license: MODEL_LICENSE },
      step: `ライセンス詳細の『${t.actionsTitle}』で『${t.transfer}』を押す`,
    },
    newUser: {
      event: { type: 'transfer.next', choice: NEW_HOLDER },
      step: `『${t.transferTo}』で現在の所有者ではないユーザーを選び、『${t.transferReset}』にチェックを入れて『${t.transferNext}』を押す`,
    },
    noUser: {
      event: { type: 'transfer.next', choice: { userId: '', userLabel: '', resetActivations: false } },
      step: `ユーザーを選ばずに『${t.transferNext}』を押す`,
    },
    sameUser: {
      event: {
        type: 'transfer.next',
        choice: { userId: MODEL_LICENSE.holderId, userLabel: MODEL_LICENSE.holderLabel, resetActivations: false },
      },
      step: `『${t.transferTo}』で現在の所有者を選び『${t.transferNext}』を押す`,
    },
    back: { event: { type: 'transfer.back' }, step: `${dialog}で『${t.back}』を押す` },
    confirm: { event: { type: 'transfer.confirm' }, step: `${dialog}で『${t.transferSave}』を押す` },
    close: { event: { type: 'transfer.close' }, step: `${dialog}で『${t.cancel}』（完了後は『${t.close}』）を押す` },
    saved: { event: { type: TRANSFER_SAVE_EVENTS.done }, step: 'サーバーが譲渡を受け付ける' },
    refused: {
      event: { type: TRANSFER_SAVE_EVENTS.error, error: { message: TRANSFER_REFUSAL } },
      step: 'サーバーが理由を添えて譲渡を拒否する',
      setup: `譲渡の拒否（モックの障害: /api/licenses/.+/transfer に 500。表示される理由は『${common.serverError}』）`,
    },
  },
  flows: [
    {
      title: 'ライセンスの譲渡（ライセンス詳細）',
      precondition:
        '管理者（admin@example.com）でログインし、ライセンス一覧でデバイスがアクティベートされているアクティブなライセンスの詳細を開いている',
      initial: 'idle',
      states: {
        idle: {
          value: 'idle',
          name: 'ダイアログなし',
          shows: [`${dialog}は表示されない`, `『${t.transfer}』ボタンが押せる`],
          facts: closed,
        },
        choosing: {
          value: 'choosing',
          name: '譲渡先の選択',
          shows: [`${dialog}に${picker}`, 'エラー表示はない'],
          facts: { license: MODEL_LICENSE, choice: null, error: null },
        },
        choosingBack: {
          value: 'choosing',
          name: '譲渡先の選択（戻った）',
          shows: [`${dialog}に${picker}（選んだユーザーのまま）`, 'エラー表示はない'],
          facts: { ...chosen, error: null },
        },
        choosingNoUser: {
          value: 'choosing',
          name: '譲渡先の選択（未選択を拒否）',
          shows: [`選択欄の下に『${validation.userRequired}』`],
          facts: { license: MODEL_LICENSE, error: validation.userRequired },
        },
        choosingSameUser: {
          value: 'choosing',
          name: '譲渡先の選択（現在の所有者を拒否）',
          shows: [`選択欄の下に『${lifecycle.transferSameUser}』`],
          facts: { license: MODEL_LICENSE, error: lifecycle.transferSameUser },
        },
        confirming: {
          value: 'confirming',
          name: '譲渡の確認',
          shows: [...confirmText, `『${t.transferSave}』ボタンが押せる`],
          facts: { ...chosen, error: null },
        },
        saving: {
          value: 'saving',
          name: '保存中',
          shows: [`『${t.transferSave}』ボタンが押せない（処理中）`, `『${t.back}』ボタンが押せない`],
          facts: { ...chosen, error: null },
          calls: { [TRANSFER_SAVE_ID]: { id: MODEL_LICENSE.id, userId: NEW_HOLDER.userId, resetActivations: true } },
        },
        refused: {
          value: 'refused',
          name: '拒否',
          shows: [
            ...confirmText,
            `${dialog}にサーバーの理由（なければ『${t.transferFailed}』）`,
            `『${t.transferSave}』ボタンが押せる（再試行）`,
          ],
          facts: { ...chosen, error: TRANSFER_REFUSAL },
        },
        done: {
          value: 'done',
          name: '譲渡完了',
          shows: [`${dialog}に『ライセンスを （選んだユーザー） に譲渡しました』`, `『${t.close}』ボタン`],
          facts: { ...chosen, error: null },
        },
      },
      rows: [
        { from: 'idle', on: 'open', to: 'choosing' },
        ...choices('choosing', true),
        ...choices('choosingNoUser', true),
        ...choices('choosingSameUser', false),
        ...choices('choosingBack', false),
        { from: 'confirming', on: 'back', to: 'choosingBack' },
        { from: 'confirming', on: 'confirm', to: 'saving' },
        close('confirming'),
        {
          from: 'saving',
          on: 'saved',
          to: 'done',
          effects: [{ emit: { type: 'transfer.saved', choice: NEW_HOLDER } }],
        },
        { from: 'saving', on: 'refused', to: 'refused' },
        { from: 'refused', on: 'confirm', to: 'saving' },
        { from: 'refused', on: 'back', to: 'choosingBack' },
        close('refused'),
        close('done'),
      ],
    },
  ],
};
