// What the licence quota flow must do, written apart from its machine: one table for the licence
// list (re-activating a REVOKED licence after a confirmation) and one for the new-licence form.
// Both can be refused for quota; the form refuses at once when its own figures show no slot, and
// leaves the decision to the server when it knows none.
import type { QuotaInfo } from '../../../src/api/schemas/common.ts';
import type { LicenseCreatePayload } from '../../../src/api/schemas/licensing/license.ts';
import { licenseActivationMachine } from '../../../src/machines/license-activation/license-activation-machine.ts';
import { licenses as t } from '../../../src/shared/messages/licensing/licenses.ts';
import type { Expectation, ExpectedRow, ExpectedState } from '../support/expected.ts';

// The call's id as the product names it, not read from the machine (a renamed call must fail here).
const SUBMIT = 'submitRequest';
export const ACTIVATION_RESULT_EVENTS = {
  done: `xstate.done.actor.${SUBMIT}`,
  error: `xstate.error.actor.${SUBMIT}`,
} as const;

export const MODEL_QUOTA: QuotaInfo = {
  license_quota_total: 10,
  license_quota_used: 10,
  license_quota_available: 0,
  is_quota_expired: false,
};
const QUOTA_LEFT: QuotaInfo = { ...MODEL_QUOTA, license_quota_total: 15, license_quota_available: 5 };
const PAYLOAD: LicenseCreatePayload = {
  applicationId: 'model-app',
  userId: 'model-user',
  type: 'perpetual',
  maxActivations: 1,
  startDate: null,
  endDate: null,
  expiresAt: null,
};
const ACTIVATE = { kind: 'activate', licenseId: 'model-licence', licenseKey: 'MODEL-KEY' } as const;
const CREATE = { kind: 'create', payload: PAYLOAD } as const;

/** Where the server refuses for quota; a path that is also accepted first needs a slot freed for that. */
export const QUOTA_EXHAUSTED_SETUP =
  '利用可能枠が 0（シナリオ quota-exhausted。同じパスで先にサーバーが受け付ける手順があれば、始める前にその件数だけアクティブなライセンスを無効化して枠を空けておく）';

const quotaDialog = `ダイアログ『${t.quotaDialogTitle}』に『${t.quotaDefaultMessage}』と${t.quotaPurchased}・${t.quotaUsed}・${t.quotaAvailable}（0）`;
const outcome = { quotaInfo: null, message: null, fields: null };

/** The states both screens share; what each shows is said per screen. */
function statesOf(
  kind: 'activate' | 'create',
  screen: { idle: string[]; busy: string[]; done: string[]; failed: string[] },
): Record<string, ExpectedState> {
  const request = kind === 'activate' ? ACTIVATE : CREATE;
  const failed = kind === 'activate' ? t.activateFailed : t.createFailed;
  return {
    idle: { value: 'idle', name: '待機', shows: screen.idle },
    activating: {
      value: 'activating',
      name: kind === 'activate' ? '有効化中' : '作成中',
      shows: screen.busy,
      facts: outcome,
      calls: { [SUBMIT]: request },
    },
    activated: {
      value: 'activated',
      name: kind === 'activate' ? '有効化完了' : '作成完了',
      shows: screen.done,
      facts: { licenseId: 'model-licence' },
    },
    refusedForQuota: {
      value: 'refusedForQuota',
      name: '枠不足（サーバー）',
      shows: [quotaDialog],
      facts: { quotaInfo: MODEL_QUOTA, message: t.quotaDefaultMessage },
    },
    failed: { value: 'failed', name: '失敗', shows: screen.failed, facts: { message: failed, fields: null } },
  };
}

const succeeded = { emit: { type: 'activation.succeeded', licenseId: 'model-licence' } };
const failedEmit = (kind: 'activate' | 'create') => ({
  emit: { type: 'activation.failed', message: kind === 'activate' ? t.activateFailed : t.createFailed, fields: null },
});
const answers = (kind: 'activate' | 'create'): ExpectedRow[] => [
  { from: 'activating', on: 'done', to: 'activated', effects: [succeeded] },
  { from: 'activating', on: 'refused', to: 'refusedForQuota' },
  { from: 'activating', on: 'failure', to: 'failed', effects: [failedEmit(kind)] },
  { from: 'refusedForQuota', on: 'dismiss', to: 'idle' },
];

export const expectation: Expectation = {
  machine: licenseActivationMachine,
  id: 'licenseActivation',
  injected: [],
  events: {
    request: {
      event: { type: 'activation.request', licenseId: 'model-licence', licenseKey: 'MODEL-KEY' },
      step: `無効化済みのライセンスの行で『${t.activate}』を押す`,
    },
    confirm: {
      event: { type: 'activation.confirm' },
      step: `ダイアログ『${t.activateConfirmHeader}』で『はい』を押す`,
    },
    cancel: {
      event: { type: 'activation.cancel' },
      step: `ダイアログ『${t.activateConfirmHeader}』で『いいえ』を押す`,
    },
    dismiss: { event: { type: 'activation.dismiss' }, step: `ダイアログ『${t.quotaDialogTitle}』で『閉じる』を押す` },
    'submit.left': {
      event: { type: 'creation.submit', payload: PAYLOAD, knownQuota: QUOTA_LEFT },
      step: `${t.quotaAvailable}が 1 以上と表示された状態で、アプリケーション・ユーザー・種類（永続）を選び『${t.formSubmit}』を押す`,
    },
    'submit.none': {
      event: { type: 'creation.submit', payload: PAYLOAD, knownQuota: MODEL_QUOTA },
      step: `${t.quotaAvailable}が 0 と表示された状態で『${t.formSubmit}』を押す`,
      setup: '利用可能枠が 0（シナリオ quota-exhausted、または枠を使い切る）',
    },
    'submit.unknown': {
      event: { type: 'creation.submit', payload: PAYLOAD, knownQuota: null },
      step: `ライセンス枠が表示されない（『${t.quotaLoadFailed}』）状態で『${t.formSubmit}』を押す`,
      setup: 'ライセンス枠の取得の失敗（モックの障害: /api/license-quota/ に 500）',
    },
    done: {
      event: { type: ACTIVATION_RESULT_EVENTS.done, output: { licenseId: 'model-licence' } },
      step: 'サーバーが受け付ける',
    },
    refused: {
      event: { type: ACTIVATION_RESULT_EVENTS.error, error: { quotaInfo: MODEL_QUOTA } },
      step: 'サーバーが枠不足で拒否する（409）',
      setup: QUOTA_EXHAUSTED_SETUP,
    },
    failure: {
      event: { type: ACTIVATION_RESULT_EVENTS.error, error: {} },
      step: 'サーバーがエラーを返す（500）',
      setup: 'サーバーエラー（モックの障害: /licenses に 500）',
    },
  },
  flows: [
    {
      name: 'activate',
      title: 'ライセンスの再有効化（ライセンス一覧）',
      precondition: `管理者（admin@example.com）でログインし、ライセンス一覧を『${t.statusFilterLabel}: 無効化済み』で絞り込んでいる`,
      input: { kind: 'activate' },
      initial: 'idle',
      states: {
        ...statesOf('activate', {
          idle: ['確認ダイアログも枠不足のダイアログも表示されない', `各行の『${t.activate}』ボタンが押せる`],
          busy: ['確認ダイアログが閉じる', `『${t.activate}』ボタンが押せない`],
          done: [`トースト『${t.activated}』`, `『${t.activate}』ボタンが押せる`],
          failed: [`トースト『${t.activateFailed}』`, `『${t.activate}』ボタンが押せる`],
        }),
        confirming: {
          value: 'confirming',
          name: '確認',
          shows: [`ダイアログ『${t.activateConfirmHeader}』に選んだライセンスキーと『${t.activateConfirmMessage}』`],
          facts: { request: ACTIVATE },
        },
      },
      rows: [
        { from: 'idle', on: 'request', to: 'confirming' },
        { from: 'confirming', on: 'confirm', to: 'activating' },
        { from: 'confirming', on: 'cancel', to: 'idle' },
        ...answers('activate'),
        { from: 'activated', on: 'request', to: 'confirming' },
        { from: 'failed', on: 'request', to: 'confirming' },
      ],
    },
    {
      name: 'create',
      title: 'ライセンスの作成（新規ライセンス作成）',
      precondition:
        '管理者（admin@example.com）でログインし、ライセンス一覧から『新規作成』で新規ライセンス作成を開いている',
      input: { kind: 'create' },
      initial: 'idle',
      states: {
        ...statesOf('create', {
          idle: [`『${t.formSubmit}』ボタンが押せる`, '新規ライセンス作成のまま'],
          busy: [`『${t.formSubmit}』ボタンが押せない`],
          done: [`トースト『${t.created}』`, 'ライセンス一覧に戻る'],
          failed: [`トースト『${t.createFailed}』`, '入力した値が残り、再び押せる'],
        }),
        refusedLocally: {
          value: 'refusedForQuota',
          name: '枠不足（画面の枠で判断、送信なし）',
          shows: [quotaDialog, '作成の要求は送られない'],
          facts: { quotaInfo: MODEL_QUOTA, message: t.quotaDefaultMessage, request: CREATE },
        },
      },
      rows: [
        { from: 'idle', on: 'submit.left', to: 'activating' },
        { from: 'idle', on: 'submit.none', to: 'refusedLocally' },
        { from: 'idle', on: 'submit.unknown', to: 'activating' },
        ...answers('create'),
        { from: 'refusedLocally', on: 'dismiss', to: 'idle' },
        { from: 'failed', on: 'submit.left', to: 'activating' },
        { from: 'failed', on: 'submit.none', to: 'refusedLocally' },
        { from: 'failed', on: 'submit.unknown', to: 'activating' },
      ],
    },
  ],
};
