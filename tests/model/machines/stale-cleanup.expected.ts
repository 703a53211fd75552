// What the clean-up of stale devices must do, written apart from its machine: the table a tester
// reviews. The preview is asked for with the threshold chosen; confirming hands exactly the
// previewed devices to the bulk run; closing from any open state leaves nothing behind.
import { staleCleanupMachine } from '../../../src/machines/stale-cleanup/stale-cleanup-machine.ts';
import { common } from '../../../src/shared/messages/common.ts';
import { listTools } from '../../../src/shared/messages/lists/list-tools.ts';
import { deviceHealth as t } from '../../../src/shared/messages/reports/trends.ts';
import { loadingBars, type Expectation, type ExpectedRow } from '../support/expected.ts';
import { MODEL_HOURS, MODEL_PREVIEW, PREVIEW_EVENTS } from './stale-cleanup.fixtures.ts';

const PREVIEW_FAILURE = { name: 'ApiError', status: 400, message: 'preview failed' };
const NONE = { devices: [], licenses: [] };
const closed = { hours: null, preview: null, error: null };
const dialog = `ダイアログ『${t.previewHeader}』`;

const close = (from: string): ExpectedRow => ({ from, on: 'close', to: 'idle' });

export const expectation: Expectation = {
  machine: staleCleanupMachine,
  id: 'staleCleanup',
  injected: ['startBulk'],
  refusing: ['startBulk'],
  events: {
    open: { event: { type: 'cleanup.open', hours: MODEL_HOURS }, step: `『${t.cleanUpLabel(MODEL_HOURS)}』を押す` },
    stale: {
      event: { type: PREVIEW_EVENTS.done, output: MODEL_PREVIEW },
      step: 'サーバーが停止中のデバイスを返す',
      setup: 'デモのデータ（24時間以上ハートビートのないアクティブなデバイスがある）',
    },
    none: {
      event: { type: PREVIEW_EVENTS.done, output: NONE },
      step: 'サーバーが停止中のデバイスはないと返す',
      setup: 'プレビューの応答が空（モック: GET /api/devices/stale が {"devices":[],"licenses":[]} を返す）',
    },
    failure: {
      event: { type: PREVIEW_EVENTS.error, error: PREVIEW_FAILURE },
      step: 'サーバーがプレビューを拒否する（400）',
      setup: 'プレビューの失敗（モックの障害: /api/devices/stale に 400）',
    },
    retry: { event: { type: 'cleanup.retry' }, step: `${dialog}で『${common.retry}』を押す` },
    confirm: { event: { type: 'cleanup.confirm' }, step: `${dialog}で『${t.run}』を押す` },
    close: { event: { type: 'cleanup.close' }, step: `${dialog}で『${common.cancel}』を押す` },
  },
  flows: [
    {
      title: '停止中のデバイスの整理',
      precondition: `管理者（admin@example.com）でログインし、デバイス一覧で『${t.presetLabel}』ボタンを押している（24時間以上受信のないアクティブなデバイスに絞り込まれる）`,
      initial: 'idle',
      states: {
        idle: {
          value: 'idle',
          name: 'ダイアログなし',
          shows: [`${dialog}は表示されない`, `『${t.cleanUpLabel(MODEL_HOURS)}』ボタンが押せる`],
          facts: closed,
        },
        loading: {
          value: 'loading',
          name: '対象を確認中',
          shows: [`${dialog}に${loadingBars(t.previewLoading)}`, `『${t.run}』ボタンはない`],
          facts: { hours: MODEL_HOURS, preview: null },
          calls: { loadPreview: { hours: MODEL_HOURS } },
        },
        failed: {
          value: 'failed',
          name: '確認に失敗',
          shows: [`${dialog}にサーバーのエラー文（なければ『${t.previewFailed}』）`, `『${common.retry}』ボタン`],
          facts: { hours: MODEL_HOURS, error: PREVIEW_FAILURE },
        },
        empty: {
          value: 'empty',
          name: '対象なし',
          shows: [`${dialog}に『${t.previewEmpty(MODEL_HOURS)}』`, `『${t.run}』ボタンはない`],
          facts: { hours: MODEL_HOURS, preview: NONE, error: null },
        },
        reviewing: {
          value: 'reviewing',
          name: '対象の確認',
          shows: [
            `${dialog}に『${t.previewIntro(1, 1, MODEL_HOURS).replace(/\d+ (台|件)/g, 'N $1')}』と対象の一覧`,
            `『${t.run}』ボタンが押せる`,
          ],
          facts: { hours: MODEL_HOURS, preview: MODEL_PREVIEW, error: null },
        },
        handedOver: {
          value: 'idle',
          name: '一括処理に引き渡し',
          shows: [`${dialog}は閉じる`, `ダイアログ『${listTools.resultHeader}（無効化）』に各デバイスの結果`],
          facts: closed,
        },
      },
      rows: [
        { from: 'idle', on: 'open', to: 'loading' },
        { from: 'handedOver', on: 'open', to: 'loading' },
        { from: 'loading', on: 'stale', to: 'reviewing' },
        { from: 'loading', on: 'none', to: 'empty' },
        { from: 'loading', on: 'failure', to: 'failed' },
        { from: 'failed', on: 'retry', to: 'loading' },
        {
          from: 'reviewing',
          on: 'confirm',
          to: 'handedOver',
          effects: [{ action: 'startBulk', params: { preview: MODEL_PREVIEW } }],
        },
        close('loading'),
        close('failed'),
        close('empty'),
        close('reviewing'),
      ],
    },
  ],
};
