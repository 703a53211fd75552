// What bulk work on list rows must do, written apart from its machine: two REVOKED licences
// selected on the licence list and re-activated at once. Each item's outcome (done, skipped,
// refused for quota, failed) is reported as it comes; the results stay until closed.
import { bulkActionMachine, type BulkOutcome } from '../../../src/machines/bulk-action/bulk-action-machine.ts';
import { common } from '../../../src/shared/messages/common.ts';
import { licenses as lt } from '../../../src/shared/messages/licensing/licenses.ts';
import { listTools as t } from '../../../src/shared/messages/lists/list-tools.ts';
import type { Expectation, ExpectedEvent, ExpectedRow } from '../support/expected.ts';
import { MODEL_ITEMS, OUTCOME_LABELS } from './bulk-action.fixtures.ts';
import { QUOTA_EXHAUSTED_SETUP } from './license-activation.expected.ts';

const QUOTA = { license_quota_total: 10, license_quota_used: 10, license_quota_available: 0, is_quota_expired: false };
export const OUTCOMES: Readonly<Record<BulkOutcome['kind'], { outcome: BulkOutcome; step: string; setup?: string }>> = {
  done: { outcome: { kind: 'done' }, step: 'サーバーが有効化を受け付ける' },
  skipped: {
    outcome: { kind: 'skipped', reason: lt.notRevoked },
    step: 'そのライセンスは別の操作で有効化済み（対象外）',
    setup: '処理中に別のタブでそのライセンスを有効化しておく',
  },
  quota: {
    outcome: { kind: 'quota', message: lt.quotaDefaultMessage, quotaInfo: QUOTA },
    step: 'サーバーが枠不足で拒否する',
    setup: QUOTA_EXHAUSTED_SETUP,
  },
  failed: {
    outcome: { kind: 'failed', message: lt.activateFailed },
    step: 'サーバーがエラーを返す（500）',
    setup: 'モックの障害: /activate に 500',
  },
};
const KINDS = Object.keys(OUTCOMES) as BulkOutcome['kind'][];
const ITEMS = [...MODEL_ITEMS];
const results = `ダイアログ『${t.resultHeader}（${lt.activate}）』に報告済みの各ライセンスの結果（${Object.values(OUTCOME_LABELS).join('／')}）`;

/** `item1.done`: the first selected licence reports done. */
const itemEvents = (n: 1 | 2): Record<string, ExpectedEvent> =>
  Object.fromEntries(
    KINDS.map((kind) => [
      `item${n}.${kind}`,
      {
        event: { type: 'bulk.item', result: { ...ITEMS[n - 1]!, outcome: OUTCOMES[kind].outcome } },
        step: `${n}件目：${OUTCOMES[kind].step}`,
        setup: OUTCOMES[kind].setup,
      },
    ]),
  );
const reports = (from: string, n: 1 | 2, to: string): ExpectedRow[] =>
  KINDS.map((kind) => ({ from, on: `item${n}.${kind}`, to }));
const inOrder = 'the tests answer the requests in the order of the selection (the machine keeps any order: unit test)';
const once = 'each item is reported once';
const notYet = 'the runner completes only after the last item';
const never = (keys: string[], why: string) => Object.fromEntries(keys.map((k) => [k, why]));
const item = (n: 1 | 2) => KINDS.map((k) => `item${n}.${k}`);
const selection = { action: 'activate', items: ITEMS };

export const expectation: Expectation = {
  machine: bulkActionMachine,
  id: 'bulkAction',
  injected: [],
  facts: (s) => {
    const c = s.context as { action: string | null; items: unknown[]; results: unknown[] };
    return { action: c.action, items: c.items, reported: c.results.length, results: c.results };
  },
  events: {
    request: {
      event: { type: 'bulk.request', action: 'activate', items: ITEMS },
      step: `先頭の 2 行のチェックボックスを選び、『${t.bulkActionsLabel}』バーの『${lt.activate}』を押す`,
    },
    'request.empty': {
      event: { type: 'bulk.request', action: 'activate', items: [] },
      step: '何も選ばずに一括操作を求める（バーは表示されない）',
    },
    confirm: { event: { type: 'bulk.confirm' }, step: `ダイアログ『${t.confirmHeader}』で『${lt.activate}』を押す` },
    cancel: { event: { type: 'bulk.cancel' }, step: `ダイアログ『${t.confirmHeader}』で『${common.cancel}』を押す` },
    ...itemEvents(1),
    ...itemEvents(2),
    complete: { event: { type: 'bulk.complete' }, step: '（すべての結果が出そろう）' },
    dismiss: { event: { type: 'bulk.dismiss' }, step: `ダイアログ『${t.resultHeader}』で『${common.close}』を押す` },
  },
  flows: [
    {
      title: 'ライセンスの一括有効化（ライセンス一覧）',
      precondition:
        '管理者（admin@example.com）でログインし、ライセンス一覧を『ステータスで絞り込み: 無効化済み』で絞り込んでいる（2 件以上）',
      initial: 'idle',
      states: {
        idle: {
          value: 'idle',
          name: '選択なし',
          shows: ['一括操作のダイアログは表示されない'],
          facts: { action: null, items: [], results: [] },
        },
        confirming: {
          value: 'confirming',
          name: '確認',
          shows: [`ダイアログ『${t.confirmHeader}』に『${t.confirmMessage(lt.activate, 2, lt.bulkWhat)}』`],
          facts: { ...selection, results: [] },
        },
        running0: {
          value: 'running',
          name: '処理中（0 / 2 件）',
          shows: [`『${t.running(0, 2)}』`, '閉じるボタンはない'],
          facts: { ...selection, reported: 0 },
          calls: { runBulk: selection },
          impossible: { ...never(item(2), inOrder), complete: notYet },
        },
        running1: {
          value: 'running',
          name: '処理中（1 / 2 件）',
          shows: [`『${t.running(1, 2)}』`, results],
          facts: { ...selection, reported: 1 },
          impossible: { ...never(item(1), once), complete: notYet },
        },
        running2: {
          value: 'running',
          name: '全件報告済み',
          shows: [results],
          facts: { ...selection, reported: 2 },
          impossible: { ...never([...item(1), ...item(2)], once) },
        },
        finished: {
          value: 'finished',
          name: '結果',
          shows: [
            results,
            `トースト『${t.summary(lt.activate, 1, 1, 0).replace(/\d+件/g, 'N件')}』`,
            `『${common.close}』ボタン`,
          ],
          facts: { ...selection, reported: 2 },
        },
      },
      rows: [
        { from: 'idle', on: 'request', to: 'confirming' },
        { from: 'confirming', on: 'confirm', to: 'running0' },
        { from: 'confirming', on: 'cancel', to: 'idle' },
        ...reports('running0', 1, 'running1'),
        ...reports('running1', 2, 'running2'),
        { from: 'running2', on: 'complete', to: 'finished' },
        { from: 'finished', on: 'dismiss', to: 'idle' },
      ],
    },
  ],
};
