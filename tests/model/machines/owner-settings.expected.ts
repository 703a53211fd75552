// What the owner settings must do, written apart from their machine. The mode (作成 without an
// owner, 更新 with one) is what a user tells apart, so a failed save and a finished one are two
// states each: a failed first setup must try the create call again, never the update call.
import { ownerSettingsMachine } from '../../../src/machines/owner-settings/owner-settings-machine.ts';
import {
  selectError,
  selectIsLoading,
  selectIsSaving,
  selectLastSave,
  selectLoadFailed,
  selectMode,
  selectOwner,
  selectSaved,
  selectSaveFailed,
} from '../../../src/machines/owner-settings/selectors.ts';
import { common } from '../../../src/shared/messages/common.ts';
import { owner as t } from '../../../src/shared/messages/owner.ts';
import { loadingBars, type Expectation } from '../support/expected.ts';
import { MODEL_OWNER, MODEL_VALUES, OWNER_RESULT_EVENTS as R } from './owner-settings.fixtures.ts';

const FAILURE = { name: 'ApiError', status: 500, message: 'server error' };
const SCREEN = `オーナー設定`;
const kept = `入力したサブスクライトAPIキーが残る`;

export const expectation: Expectation = {
  machine: ownerSettingsMachine,
  id: 'ownerSettings',
  injected: [],
  // What the screen reads of the machine, through its selectors.
  facts: (s) => {
    const snapshot = s as Parameters<typeof selectMode>[0];
    return {
      ...(snapshot.context as object),
      owner: selectOwner(snapshot),
      error: selectError(snapshot),
      lastSave: selectLastSave(snapshot),
      mode: selectMode(snapshot),
      phase: [selectIsLoading, selectLoadFailed, selectIsSaving, selectSaved, selectSaveFailed]
        .map((f) => f(snapshot))
        .join(','),
    };
  },
  events: {
    loaded: { event: { type: R.loadDone, output: MODEL_OWNER }, step: 'サーバーが登録済みのオーナーを返す' },
    'loaded.none': {
      event: { type: R.loadDone, output: { exists: false } },
      step: 'サーバーがオーナーは未登録と返す',
      setup: 'オーナー未登録（シナリオ empty、またはモックの GET /api/my-owner が {"exists":false}）',
    },
    'load.failure': {
      event: { type: R.loadError, error: FAILURE },
      step: 'サーバーが読み込みにエラーを返す（500）',
      setup: 'モックの障害: /api/my-owner に 500',
    },
    created: { event: { type: R.createDone, output: MODEL_OWNER }, step: 'サーバーが作成を受け付ける' },
    'create.failure': {
      event: { type: R.createError, error: FAILURE },
      step: 'サーバーが作成にエラーを返す（500）',
      setup: '作成の失敗（モック: POST /api/my-owner に 500）',
    },
    updated: { event: { type: R.updateDone, output: MODEL_OWNER }, step: 'サーバーが更新を受け付ける' },
    'update.failure': {
      event: { type: R.updateError, error: FAILURE },
      step: 'サーバーが更新にエラーを返す（500）',
      setup: '更新の失敗（モック: PUT /api/my-owner に 500）',
    },
    submit: {
      event: { type: 'owner.submit', values: MODEL_VALUES },
      step: `『${t.siteLabel}』に ${MODEL_VALUES.subsclight_site}、『${t.apiKeyLabel}』に ${MODEL_VALUES.subsclight_api_key} を入力し、『${t.createButton}』または『${t.updateButton}』を押す`,
    },
    reload: { event: { type: 'owner.reload' }, step: `『${t.reloadButton}』を押す` },
    retry: { event: { type: 'owner.retry' }, step: `『${common.retry}』を押す` },
  },
  flows: [
    {
      title: 'オーナー設定の作成と更新',
      precondition: `管理者（admin@example.com）でログインし、メニューから『${SCREEN}』を開く`,
      initial: 'loading',
      states: {
        loading: {
          value: 'loading',
          name: '読み込み中',
          shows: [loadingBars(common.loading), `『${t.createButton}』『${t.updateButton}』ボタンはない`],
          facts: { phase: 'true,false,false,false,false', error: null, lastSave: null },
          calls: { loadOwner: undefined },
        },
        loadFailed: {
          value: 'loadFailed',
          name: '読み込み失敗',
          shows: [`『${t.loadFailed}』と『${t.fetchFailed}』`, `『${common.retry}』ボタン`],
          facts: { phase: 'false,true,false,false,false', error: FAILURE },
        },
        initialSetup: {
          value: 'initialSetup',
          name: '初期設定（作成モード）',
          shows: [
            `『${t.formTitleCreate}』と『${t.createButton}』ボタン`,
            `『${t.updateButton}』『${t.reloadButton}』はない`,
            `『${t.currentTitle}』はない`,
          ],
          facts: { phase: 'false,false,false,false,false', mode: 'create', owner: null, error: null },
        },
        update: {
          value: 'update',
          name: '設定の更新（更新モード）',
          shows: [
            `『${t.currentTitle}』に登録済みの値（APIキーは伏せ字）`,
            `『${t.updateButton}』『${t.reloadButton}』ボタン`,
          ],
          facts: { phase: 'false,false,false,false,false', mode: 'update', owner: MODEL_OWNER, error: null },
        },
        creating: {
          value: 'saving.creating',
          name: '作成中',
          shows: [`『${t.createButton}』ボタンが押せない`],
          facts: { phase: 'false,false,true,false,false', error: null, lastSave: null },
          calls: { createOwner: MODEL_VALUES },
        },
        updating: {
          value: 'saving.updating',
          name: '更新中',
          shows: [`『${t.updateButton}』『${t.reloadButton}』ボタンが押せない`],
          facts: { phase: 'false,false,true,false,false', error: null, lastSave: null },
          calls: { updateOwner: MODEL_VALUES },
        },
        savedCreated: {
          value: 'saved',
          name: '作成完了',
          shows: [
            `『${t.created}』`,
            `更新モードになる（『${t.updateButton}』『${t.reloadButton}』）`,
            'APIキーの入力欄は空',
          ],
          facts: {
            phase: 'false,false,false,true,false',
            mode: 'update',
            owner: MODEL_OWNER,
            lastSave: 'created',
            error: null,
          },
        },
        savedUpdated: {
          value: 'saved',
          name: '更新完了',
          shows: [`『${t.updated}』`, `『${t.updateButton}』『${t.reloadButton}』ボタン`, 'APIキーの入力欄は空'],
          facts: {
            phase: 'false,false,false,true,false',
            mode: 'update',
            owner: MODEL_OWNER,
            lastSave: 'updated',
            error: null,
          },
        },
        failedCreate: {
          value: 'failed',
          name: '作成失敗',
          shows: [
            `『${t.saveFailed}』と『${t.createFailed}』`,
            `『${t.createButton}』が押せる`,
            kept,
            `『${t.reloadButton}』はない`,
          ],
          facts: { phase: 'false,false,false,false,true', mode: 'create', owner: null, error: FAILURE },
        },
        failedUpdate: {
          value: 'failed',
          name: '更新失敗',
          shows: [
            `『${t.saveFailed}』と『${t.updateFailed}』`,
            `『${t.updateButton}』『${t.reloadButton}』が押せる`,
            kept,
          ],
          facts: { phase: 'false,false,false,false,true', mode: 'update', owner: MODEL_OWNER, error: FAILURE },
        },
      },
      rows: [
        { from: 'loading', on: 'loaded', to: 'update' },
        { from: 'loading', on: 'loaded.none', to: 'initialSetup' },
        { from: 'loading', on: 'load.failure', to: 'loadFailed' },
        { from: 'loadFailed', on: 'retry', to: 'loading' },
        { from: 'initialSetup', on: 'submit', to: 'creating' },
        { from: 'update', on: 'submit', to: 'updating' },
        { from: 'update', on: 'reload', to: 'loading' },
        { from: 'creating', on: 'created', to: 'savedCreated' },
        { from: 'creating', on: 'create.failure', to: 'failedCreate' },
        { from: 'updating', on: 'updated', to: 'savedUpdated' },
        { from: 'updating', on: 'update.failure', to: 'failedUpdate' },
        { from: 'savedCreated', on: 'submit', to: 'updating' },
        { from: 'savedCreated', on: 'reload', to: 'loading' },
        { from: 'savedUpdated', on: 'submit', to: 'updating' },
        { from: 'savedUpdated', on: 'reload', to: 'loading' },
        { from: 'failedCreate', on: 'submit', to: 'creating' },
        { from: 'failedUpdate', on: 'submit', to: 'updating' },
        { from: 'failedUpdate', on: 'reload', to: 'loading' },
      ],
    },
  ],
};
