// The import statechart with its calls held: reading (refused or a preview), insisting on rows
// imported before, the quota checked before the run, rows reported one by one, cancel after the
// rows in flight, and each way back to another file.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  bulkImportMachine,
  type ImportPreviewBase,
  type QuotaShortage,
  type ReadOutcome,
  type RowResult,
} from '../../../src/machines/bulk-import/bulk-import-machine.ts';

const preview: ImportPreviewBase = { sendable: [0, 2], importedBefore: [1] };
const file = new File(['a'], 'orders.csv');
const shortage: QuotaShortage = { needed: 2, total: 10, used: 9, available: 1 };

function start({
  read = { kind: 'preview', preview } as ReadOutcome<ImportPreviewBase>,
  quota = null as QuotaShortage | null | Error,
  rows = {} as Record<number, RowResult>,
  finishOnStop = true,
} = {}) {
  const runs: { plan: readonly number[]; stopped: boolean }[] = [];
  const quotaAsked: number[] = [];
  const actor = createActor(
    bulkImportMachine.provide({
      actors: {
        readFile: fromPromise(async ({ input }) => {
          if (input.file !== file) throw new Error('another file');
          if (read instanceof Error) throw read;
          return read;
        }),
        checkQuota: fromPromise(async ({ input }) => {
          quotaAsked.push(input.needed);
          if (quota instanceof Error) throw quota;
          return quota;
        }),
        runRows: fromCallback(({ input, sendBack, receive }) => {
          const run = { plan: input.plan, stopped: false };
          runs.push(run);
          receive((event) => {
            run.stopped = event.type === 'import.stop';
            if (finishOnStop) sendBack({ type: 'import.finished' });
          });
          for (const [index, result] of Object.entries(rows))
            sendBack({ type: 'import.row', index: Number(index), result });
        }),
      },
    }),
  ).start();
  return { actor, runs, quotaAsked };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('bulkImport machine', () => {
  it('reads a file into a preview, or a refusal that another file or a reset leaves', async () => {
    const { actor } = start({ read: { kind: 'refused', reason: 'ファイルが空です' } });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'import.start' });
    actor.send({ type: 'import.file', file });
    expect(actor.getSnapshot().value).toBe('reading');
    expect(actor.getSnapshot().context.fileName).toBe('orders.csv');
    await settle();
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.refusal).toBe('ファイルが空です');
    actor.send({ type: 'import.reset' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('a failed read is a refusal with its message; a reset while reading goes back', async () => {
    const failing = start({ read: new Error('読めません') as never });
    failing.actor.send({ type: 'import.file', file });
    await settle();
    expect(failing.actor.getSnapshot().value).toBe('refused');
    expect(failing.actor.getSnapshot().context.refusal).toBe('読めません');
    failing.actor.send({ type: 'import.file', file });
    failing.actor.send({ type: 'import.reset' });
    expect(failing.actor.getSnapshot().value).toBe('choosing');
  });

  it('runs the sendable rows, with those imported before when the admin insists, after the quota', async () => {
    const { actor, runs, quotaAsked } = start({ rows: { 0: { kind: 'done', id: 'l1', key: 'K1' } } });
    actor.send({ type: 'import.file', file });
    await settle();
    expect(actor.getSnapshot().value).toBe('previewing');
    expect(actor.getSnapshot().context.preview).toBe(preview);
    actor.send({ type: 'import.insist', insist: true });
    actor.send({ type: 'import.run' });
    expect(actor.getSnapshot().value).toBe('previewing');
    actor.send({ type: 'import.start' });
    expect(actor.getSnapshot().value).toEqual({ confirming: 'checking' });
    expect(actor.getSnapshot().context.plan).toEqual([0, 1, 2]);
    actor.send({ type: 'import.run' });
    expect(actor.getSnapshot().value).toEqual({ confirming: 'checking' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ confirming: 'ready' });
    expect(quotaAsked).toEqual([3]);
    actor.send({ type: 'import.run' });
    expect(actor.getSnapshot().value).toEqual({ working: 'running' });
    expect(runs[0]!.plan).toEqual([0, 1, 2]);
    expect(actor.getSnapshot().context.results).toEqual({ 0: { kind: 'done', id: 'l1', key: 'K1' } });
    actor.send({ type: 'import.finished' });
    expect(actor.getSnapshot().value).toBe('partlyDone');
    actor.send({ type: 'import.reset' });
    expect(actor.getSnapshot().context).toMatchObject({ preview: null, plan: [], results: {}, insist: false });
  });

  it('is done when every planned row is; without insisting only the sendable rows go', async () => {
    const { actor, runs } = start({
      rows: { 0: { kind: 'done', id: null, key: null }, 2: { kind: 'done', id: null, key: 'K' } },
    });
    actor.send({ type: 'import.file', file });
    await settle();
    actor.send({ type: 'import.start' });
    await settle();
    actor.send({ type: 'import.run' });
    expect(runs[0]!.plan).toEqual([0, 2]);
    actor.send({ type: 'import.finished' });
    expect(actor.getSnapshot().value).toBe('done');
    actor.send({ type: 'import.file', file });
    expect(actor.getSnapshot().value).toBe('reading');
  });

  it('stops at a quota shortage with its figures; back returns to the preview', async () => {
    const { actor, runs } = start({ quota: shortage });
    actor.send({ type: 'import.file', file });
    await settle();
    actor.send({ type: 'import.start' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ confirming: 'short' });
    expect(actor.getSnapshot().context.shortage).toEqual(shortage);
    actor.send({ type: 'import.run' });
    expect(runs).toHaveLength(0);
    actor.send({ type: 'import.back' });
    expect(actor.getSnapshot().value).toBe('previewing');
    expect(actor.getSnapshot().context).toMatchObject({ plan: [], shortage: null });
  });

  it('goes on when the quota cannot be read (the server decides row by row)', async () => {
    const { actor } = start({ quota: new Error('404') });
    actor.send({ type: 'import.file', file });
    await settle();
    actor.send({ type: 'import.start' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ confirming: 'ready' });
  });

  it('cancel tells the run to stop and waits for it: cancelled', async () => {
    const { actor, runs } = start({ finishOnStop: false });
    actor.send({ type: 'import.file', file });
    await settle();
    actor.send({ type: 'import.start' });
    await settle();
    actor.send({ type: 'import.run' });
    actor.send({ type: 'import.cancel' });
    expect(actor.getSnapshot().value).toEqual({ working: 'cancelling' });
    expect(runs[0]!.stopped).toBe(true);
    actor.send({ type: 'import.row', index: 0, result: { kind: 'failed', reason: '失敗' } });
    expect(actor.getSnapshot().context.results[0]).toEqual({ kind: 'failed', reason: '失敗' });
    actor.send({ type: 'import.finished' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    actor.send({ type: 'import.reset' });
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  it('a preview with nothing to send cannot start; a whole file refused goes back to choosing', async () => {
    const { actor } = start({ read: { kind: 'preview', preview: { sendable: [], importedBefore: [] } } });
    actor.send({ type: 'import.file', file });
    await settle();
    actor.send({ type: 'import.start' });
    expect(actor.getSnapshot().value).toBe('previewing');
    actor.send({ type: 'import.reset' });
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  it('the default run refuses: a machine run without its runner stops with that error', async () => {
    const actor = createActor(
      bulkImportMachine.provide({
        actors: {
          readFile: fromPromise(async (): Promise<ReadOutcome<ImportPreviewBase>> => ({ kind: 'preview', preview })),
          checkQuota: fromPromise(async (): Promise<QuotaShortage | null> => null),
        },
      }),
    );
    actor.subscribe({ error: () => {} });
    actor.start();
    actor.send({ type: 'import.file', file });
    await settle();
    actor.send({ type: 'import.start' });
    await settle();
    actor.send({ type: 'import.run' });
    await settle();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String((actor.getSnapshot().error as Error).message)).toBe('runRows not provided');
  });

  it('the default calls say they were not provided', async () => {
    const actor = createActor(bulkImportMachine).start();
    actor.send({ type: 'import.file', file });
    await settle();
    expect(actor.getSnapshot().context.refusal).toBe('readFile not provided');
  });
});
