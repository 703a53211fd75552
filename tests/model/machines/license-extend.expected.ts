// What 延長 of one licence must do, written apart from its machine: choose a period or a day
// (a day not after the expiry is refused at once, without a call), see the new expiry, save
// exactly the previewed instant; a refusal can be tried again or gone back from; closing leaves nothing.
import { licenseExtendMachine } from '../../../src/machines/license-extend/license-extend-machine.ts';
import { lifecycle, lifecycleScreen as t } from '../../../src/shared/messages/licensing/license-lifecycle.ts';
import { common } from '../../../src/shared/messages/common.ts';
import type { Expectation, ExpectedRow } from '../support/expected.ts';
import {
  EARLIER_DAY,
  EARLIER_UNTIL,
  EXTEND_REFUSAL,
  EXTEND_SAVE_EVENTS,
  EXTEND_SAVE_ID,
  EXTENDED_UNTIL,
  MODEL_AT,
  MODEL_LICENSE,
} from './license-extend.fixtures.ts';

const dialog = `ダイアログ『${t.extendTitle}』`;
const BY_30_DAYS = { kind: 'period', period: { value: 30, unit: 'day' } } as const;
const PREVIEW = {
  fromExpiry: true,
  fromMs: Date.parse(MODEL_LICENSE.expiresAt),
  untilMs: Date.parse(EXTENDED_UNTIL),
  valid: true,
  reactivates: false,
};
const RESULT = { expiresAt: EXTENDED_UNTIL, reactivated: false };
const closed = { license: null, choice: null, preview: null, result: null, error: null };
const previewed = { license: MODEL_LICENSE, choice: BY_30_DAYS, preview: PREVIEW };
const shown = [`${t.extendCurrent}と${t.extendNew}（30日後の日付）`];

const close = (from: string): ExpectedRow => ({ from, on: 'close', to: 'idle' });

export const expectation: Expectation = {
  machine: licenseExtendMachine,
  id: 'licenseExtend',
  injected: [],
  events: {
    open: {
      event: { type: 'extend.open', license: MODEL_LICENSE },
      step: `ライセンス詳細の『${t.actionsTitle}』で『${t.extend}』を押す`,
    },
    by30Days: {
      event: { type: 'extend.preview', choice: BY_30_DAYS, at: MODEL_AT },
      step: `『${t.extendBy30Days}』を選び『${t.extendPreview}』を押す`,
    },
    earlierDay: {
      event: { type: 'extend.preview', choice: { kind: 'until', until: EARLIER_UNTIL }, at: MODEL_AT },
      step: `『${t.extendToDay}』を選び、『${t.extendDayLabel}』に現在の有効期限より前の日（${EARLIER_DAY}）を入れて『${t.extendPreview}』を押す`,
    },
    back: { event: { type: 'extend.back' }, step: `${dialog}で『${t.back}』を押す` },
    confirm: { event: { type: 'extend.confirm' }, step: `${dialog}で『${t.extendSave}』を押す` },
    close: { event: { type: 'extend.close' }, step: `${dialog}で『${t.cancel}』（完了後は『${t.close}』）を押す` },
    saved: { event: { type: EXTEND_SAVE_EVENTS.done, output: RESULT }, step: 'サーバーが延長を受け付ける' },
    refused: {
      event: { type: EXTEND_SAVE_EVENTS.error, error: { message: EXTEND_REFUSAL } },
      step: 'サーバーが理由を添えて延長を拒否する',
      setup: `延長の拒否（モックの障害: /api/licenses/.+/extend に 500。表示される理由は『${common.serverError}』）`,
    },
  },
  flows: [
    {
      title: 'ライセンスの延長（ライセンス詳細）',
      precondition:
        '管理者（admin@example.com）でログインし、ライセンス一覧で有効期限が 30 日以上先のアクティブなライセンスの詳細を開いている',
      initial: 'idle',
      states: {
        idle: {
          value: 'idle',
          name: 'ダイアログなし',
          shows: [`${dialog}は表示されない`, `『${t.extend}』ボタンが押せる`],
          facts: closed,
        },
        choosing: {
          value: 'choosing',
          name: '期間の選択',
          shows: [
            `${dialog}に『${t.extendChoice}』（${t.extendBy30Days}・${t.extendBy1Year}・${t.extendToDay}。ポリシーから発行したライセンスには『${t.extendByPolicy('…')}』も）`,
            `『${t.extendFromExpiry('…')}』`,
            'エラー表示はない',
          ],
          facts: { license: MODEL_LICENSE, error: null },
        },
        choosingRefused: {
          value: 'choosing',
          name: '期間の選択（前の日を拒否）',
          shows: [`${dialog}に『${lifecycle.extendNotLater}』`, `『${t.extendChoice}』はそのまま`],
          facts: { license: MODEL_LICENSE, error: lifecycle.extendNotLater },
        },
        previewing: {
          value: 'previewing',
          name: '新しい有効期限の確認',
          shows: [...shown, `『${t.extendSave}』ボタンが押せる`],
          facts: { ...previewed, error: null },
        },
        saving: {
          value: 'saving',
          name: '保存中',
          shows: [`『${t.extendSave}』ボタンが押せない（処理中）`, `『${t.back}』ボタンが押せない`],
          facts: { ...previewed, error: null },
          calls: { [EXTEND_SAVE_ID]: { id: MODEL_LICENSE.id, until: EXTENDED_UNTIL } },
        },
        refused: {
          value: 'refused',
          name: '拒否',
          shows: [
            ...shown,
            `${dialog}にサーバーの理由（なければ『${t.extendFailed}』）`,
            `『${t.extendSave}』ボタンが押せる（再試行）`,
          ],
          facts: { ...previewed, error: EXTEND_REFUSAL },
        },
        done: {
          value: 'done',
          name: '延長完了',
          shows: [`${dialog}に『有効期限を （30日後の日付） まで延長しました』`, `『${t.close}』ボタン`],
          facts: { ...previewed, result: RESULT },
        },
      },
      rows: [
        { from: 'idle', on: 'open', to: 'choosing' },
        { from: 'choosing', on: 'by30Days', to: 'previewing' },
        { from: 'choosing', on: 'earlierDay', to: 'choosingRefused' },
        { from: 'choosingRefused', on: 'by30Days', to: 'previewing' },
        { from: 'choosingRefused', on: 'earlierDay', to: 'choosingRefused' },
        { from: 'previewing', on: 'back', to: 'choosing' },
        { from: 'previewing', on: 'confirm', to: 'saving' },
        { from: 'saving', on: 'saved', to: 'done', effects: [{ emit: { type: 'extend.saved', result: RESULT } }] },
        { from: 'saving', on: 'refused', to: 'refused' },
        { from: 'refused', on: 'confirm', to: 'saving' },
        { from: 'refused', on: 'back', to: 'choosing' },
        close('choosing'),
        close('choosingRefused'),
        close('previewing'),
        close('refused'),
        close('done'),
      ],
    },
  ],
};
