// A form's save as a statechart: it may hang (the client has no timeout), so after a deadline the
// form says the server has not answered yet, and the user may cancel it at any time while it runs.
//
//   idle -> saving.waiting -(30 s after the start)-> saving.slow
//             saving (either) -> saved | failed | cancelled (the call aborted, the list re-read)
//   saved, failed, cancelled -> saving (another submit)
//
// The save is an injected actor (`save`); `abortSave` (abort the call) and `reread` (read again what
// the save may have changed) are injected actions. The deadline is one timer from the start.
import { assign, fromPromise, setup } from 'xstate';
import { FORM_SAVE_SLOW_AFTER_MS } from '../../shared/constants.ts';

export interface FormSaveContext {
  /** When the running (or last) save started. */
  startedAt: number | null;
  /** How long after its start a save counts as slow. */
  slowAfterMs: number;
  /** Why the last save failed. */
  error: unknown;
}

export type FormSaveEvent = { type: 'save.submit'; at: number } | { type: 'save.cancel' };

export const SAVE_ACTOR_ID = 'save';
export const FORM_SAVE_MACHINE_ID = 'formSave';

export const formSaveMachine = setup({
  types: {
    context: {} as FormSaveContext,
    events: {} as FormSaveEvent,
    input: {} as { slowAfterMs?: number } | undefined,
  },
  actors: {
    // Placeholder: the form provides the real save.
    save: fromPromise<unknown, { startedAt: number }>(async () => {
      throw new Error('save not provided');
    }),
  },
  actions: {
    // Placeholders: the form provides the abort of its call and the re-read of its list.
    abortSave: () => {},
    reread: () => {},
    start: assign((_, params: { at: number }) => ({ startedAt: params.at, error: null })),
  },
  delays: {
    /** The deadline counted from the save's start (entered at the start: one timer to it). */
    slowDeadline: ({ context }) => context.slowAfterMs,
  },
}).createMachine({
  id: FORM_SAVE_MACHINE_ID,
  context: ({ input }) => ({
    startedAt: null,
    slowAfterMs: input?.slowAfterMs ?? FORM_SAVE_SLOW_AFTER_MS,
    error: null,
  }),
  initial: 'idle',
  on: {
    'save.submit': {
      target: '.saving',
      actions: { type: 'start', params: ({ event }) => ({ at: event.at }) },
    },
  },
  states: {
    idle: {},
    saving: {
      tags: ['busy'],
      initial: 'waiting',
      invoke: {
        id: SAVE_ACTOR_ID,
        src: 'save',
        input: ({ context }) => ({ startedAt: context.startedAt! }),
        onDone: { target: 'saved' },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
      on: {
        // A second submit while one runs is not a new save (the form's button is held).
        'save.submit': {},
        'save.cancel': { target: 'cancelled', actions: ['abortSave', 'reread'] },
      },
      states: {
        waiting: { after: { slowDeadline: 'slow' } },
        slow: {},
      },
    },
    saved: {},
    failed: {},
    cancelled: {},
  },
});

export type FormSaveState = 'idle' | 'saving.waiting' | 'saving.slow' | 'saved' | 'failed' | 'cancelled';
