// The bulk-action statechart: confirm → run (a result per item) → finished → idle, with the
// work injected.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import {
  createBulkActionMachine,
  summarise,
  type BulkEvent,
  type BulkRunInput,
} from '../../../src/machines/bulk-action/bulk-action-machine.ts';

const items = [
  { id: 'a', label: 'A' },
  { id: 'b', label: 'B' },
  { id: 'c', label: 'C' },
];

function start(outcomes: Record<string, 'done' | 'quota' | 'failed' | 'skipped'>) {
  const ran: string[][] = [];
  const machine = createBulkActionMachine<'revoke'>().provide({
    actors: {
      runBulk: fromCallback<BulkEvent<'revoke'>, BulkRunInput<'revoke'>>(({ sendBack, input }) => {
        ran.push(input.items.map((i) => i.id));
        for (const item of input.items) {
          const kind = outcomes[item.id]!;
          const outcome =
            kind === 'quota'
              ? ({
                  kind,
                  message: 'ライセンス枠が不足しています',
                  quotaInfo: {
                    license_quota_total: 1,
                    license_quota_used: 1,
                    license_quota_available: 0,
                    is_quota_expired: false,
                  },
                } as const)
              : kind === 'failed'
                ? ({ kind, message: '失敗しました' } as const)
                : kind === 'skipped'
                  ? ({ kind, reason: '既に無効化されています' } as const)
                  : ({ kind } as const);
          sendBack({ type: 'bulk.item', result: { ...item, outcome } });
        }
        sendBack({ type: 'bulk.complete' });
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, ran };
}

describe('bulk-action machine', () => {
  it('asks for confirmation, runs every item once, and holds the results until dismissed', async () => {
    const { actor, ran } = start({ a: 'done', b: 'quota', c: 'failed' });
    actor.send({ type: 'bulk.request', action: 'revoke', items });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(ran).toEqual([]);
    actor.send({ type: 'bulk.confirm' });
    await waitFor(actor, (s) => s.matches('finished'));
    expect(ran).toEqual([['a', 'b', 'c']]);
    const { results, action } = actor.getSnapshot().context;
    expect(action).toBe('revoke');
    expect(results.map((r) => [r.id, r.outcome.kind])).toEqual([
      ['a', 'done'],
      ['b', 'quota'],
      ['c', 'failed'],
    ]);
    expect(summarise(results)).toEqual({ done: 1, skipped: 0, failed: 2, quota: 1 });
    actor.send({ type: 'bulk.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ action: null, items: [], results: [] });
  });

  it('does nothing when cancelled at the confirmation', () => {
    const { actor, ran } = start({ a: 'done', b: 'done', c: 'done' });
    actor.send({ type: 'bulk.request', action: 'revoke', items });
    actor.send({ type: 'bulk.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(ran).toEqual([]);
  });

  it('ignores a request without items', () => {
    const { actor } = start({});
    actor.send({ type: 'bulk.request', action: 'revoke', items: [] });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('counts skipped items apart from failures', () => {
    expect(
      summarise([
        { id: 'a', label: 'A', outcome: { kind: 'skipped', reason: 'x' } },
        { id: 'b', label: 'B', outcome: { kind: 'done' } },
      ]),
    ).toEqual({ done: 1, skipped: 1, failed: 0, quota: 0 });
  });
});
