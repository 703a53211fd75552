// 一括発行 / 一括登録 from a file: choose it, read and check it (refused, or a preview), confirm with
// the quota checked first, run a few rows at a time with a result per row, cancel after the rows in
// flight. Reading, the quota check and the run are injected. Transitions: docs/diagrams/bulk-import.md.
import { assertEvent, assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';

/** What the machine needs of a preview; the screen's preview carries its rows besides. */
export interface ImportPreviewBase {
  /** Rows that can be sent. */
  sendable: readonly number[];
  /** Rows imported before (by their order number): sent only when the admin insists. */
  importedBefore: readonly number[];
}

export type ReadOutcome<P extends ImportPreviewBase> =
  { kind: 'preview'; preview: P } | { kind: 'refused'; reason: string };

/** The quota against the rows to send: a shortage names the figures; null when enough or unknown. */
export interface QuotaShortage {
  needed: number;
  total: number;
  used: number;
  available: number;
}

export type RowResult = { kind: 'done'; id: string | null; key: string | null } | { kind: 'failed'; reason: string };

export interface BulkImportContext<P extends ImportPreviewBase> {
  fileName: string | null;
  preview: P | null;
  refusal: string | null;
  insist: boolean;
  /** The rows sent, in order (the preview's sendable rows, with the imported ones when insisting). */
  plan: readonly number[];
  shortage: QuotaShortage | null;
  /** Result per row index; a planned row without one when the run ends was cancelled. */
  results: Readonly<Record<number, RowResult>>;
}

export type BulkImportEvent =
  | { type: 'import.file'; file: File }
  | { type: 'import.insist'; insist: boolean }
  | { type: 'import.start' }
  | { type: 'import.back' }
  | { type: 'import.run' }
  | { type: 'import.cancel' }
  | { type: 'import.reset' }
  | { type: 'import.row'; index: number; result: RowResult }
  | { type: 'import.finished' };

/** What the runner is told when the admin cancels: start no more rows. */
export interface ImportStopEvent {
  type: 'import.stop';
}

export const BULK_IMPORT_MACHINE_ID = 'bulkImport';
export const RUN_ROWS_ACTOR_ID = 'runRows';
export const READ_FILE_ACTOR_ID = 'readFile';
export const CHECK_QUOTA_ACTOR_ID = 'checkQuota';

const planOf = (preview: ImportPreviewBase, insist: boolean): number[] =>
  insist ? [...preview.sendable, ...preview.importedBefore].sort((a, b) => a - b) : [...preview.sendable];

export function createBulkImportMachine<P extends ImportPreviewBase>() {
  const fresh: BulkImportContext<P> = {
    fileName: null,
    preview: null,
    refusal: null,
    insist: false,
    plan: [],
    shortage: null,
    results: {},
  };
  const chooseFile = { target: '#bulkImport.reading', actions: 'takeFile' } as const;
  const reset = { target: '#bulkImport.choosing', actions: 'clear' } as const;
  return setup({
    types: {
      context: {} as BulkImportContext<P>,
      events: {} as BulkImportEvent,
    },
    actors: {
      // Replaced by the screen; these refuse, so a forgotten `.provide` shows at once.
      readFile: fromPromise<ReadOutcome<P>, { file: File }>(async () => {
        throw new Error('readFile not provided');
      }),
      checkQuota: fromPromise<QuotaShortage | null, { needed: number }>(async () => {
        throw new Error('checkQuota not provided');
      }),
      [RUN_ROWS_ACTOR_ID]: fromCallback<ImportStopEvent, { preview: P; plan: readonly number[] }>(() => {
        throw new Error('runRows not provided');
      }),
    },
    actions: {
      takeFile: assign(({ event }) => {
        assertEvent(event, 'import.file');
        return { ...fresh, fileName: event.file.name };
      }),
      clear: assign(() => fresh),
    },
    guards: {
      hasPlan: ({ context }) => planOf(context.preview!, context.insist).length > 0,
      everyRowDone: ({ context }) => context.plan.every((i) => context.results[i]?.kind === 'done'),
    },
  }).createMachine({
    id: BULK_IMPORT_MACHINE_ID,
    context: fresh,
    initial: 'choosing',
    states: {
      choosing: { on: { 'import.file': chooseFile } },
      reading: {
        invoke: {
          id: READ_FILE_ACTOR_ID,
          src: 'readFile',
          input: ({ event }) => {
            assertEvent(event, 'import.file');
            return { file: event.file };
          },
          onDone: [
            {
              guard: ({ event }) => event.output.kind === 'preview',
              target: 'previewing',
              actions: assign({
                preview: ({ event }) => (event.output as Extract<ReadOutcome<P>, { kind: 'preview' }>).preview,
              }),
            },
            {
              target: 'refused',
              actions: assign({
                refusal: ({ event }) => (event.output as Extract<ReadOutcome<P>, { kind: 'refused' }>).reason,
              }),
            },
          ],
          onError: {
            target: 'refused',
            actions: assign({
              refusal: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
            }),
          },
        },
        on: { 'import.reset': reset },
      },
      refused: {
        on: { 'import.file': chooseFile, 'import.reset': reset },
      },
      previewing: {
        on: {
          'import.file': chooseFile,
          'import.insist': { actions: assign({ insist: ({ event }) => event.insist }) },
          'import.start': {
            guard: 'hasPlan',
            target: 'confirming',
            actions: assign({ plan: ({ context }) => planOf(context.preview!, context.insist), shortage: null }),
          },
          // The admin refuses the whole file: nothing is sent.
          'import.reset': reset,
        },
      },
      confirming: {
        initial: 'checking',
        on: { 'import.back': { target: 'previewing', actions: assign({ plan: [], shortage: null }) } },
        states: {
          checking: {
            invoke: {
              id: CHECK_QUOTA_ACTOR_ID,
              src: 'checkQuota',
              input: ({ context }) => ({ needed: context.plan.length }),
              onDone: [
                {
                  guard: ({ event }) => event.output !== null,
                  target: 'short',
                  actions: assign({ shortage: ({ event }) => event.output }),
                },
                { target: 'ready' },
              ],
              // Figures unknown: the server refuses row by row, each with its reason.
              onError: { target: 'ready' },
            },
          },
          ready: { on: { 'import.run': { target: '#bulkImport.working' } } },
          short: {},
        },
      },
      working: {
        invoke: {
          id: RUN_ROWS_ACTOR_ID,
          src: RUN_ROWS_ACTOR_ID,
          input: ({ context }) => ({ preview: context.preview!, plan: context.plan }),
        },
        on: {
          'import.row': {
            actions: assign({ results: ({ context, event }) => ({ ...context.results, [event.index]: event.result }) }),
          },
        },
        initial: 'running',
        states: {
          running: {
            on: {
              'import.cancel': { target: 'cancelling', actions: sendTo(RUN_ROWS_ACTOR_ID, { type: 'import.stop' }) },
              'import.finished': [
                { guard: 'everyRowDone', target: '#bulkImport.done' },
                { target: '#bulkImport.partlyDone' },
              ],
            },
          },
          cancelling: { on: { 'import.finished': '#bulkImport.cancelled' } },
        },
      },
      done: { on: { 'import.file': chooseFile, 'import.reset': reset } },
      partlyDone: { on: { 'import.file': chooseFile, 'import.reset': reset } },
      cancelled: { on: { 'import.file': chooseFile, 'import.reset': reset } },
    },
  });
}

/** The machine as the testers' kit reads it (diagrams, expectations, mutation). */
export const bulkImportMachine = createBulkImportMachine<ImportPreviewBase>();
