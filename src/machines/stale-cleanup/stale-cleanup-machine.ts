// Device health's clean-up: preview what deactivating the stale devices would do, ask, then hand
// them to the bulk-action machine. `loadPreview` and `startBulk` are injected.
// Transitions: docs/diagrams/stale-cleanup.md.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { StaleDevicesPreview } from '../../api/schemas/reports/trends.ts';

export interface StaleCleanupContext {
  /** The threshold of the run, in hours (null while idle). */
  hours: number | null;
  preview: StaleDevicesPreview | null;
  /** The preview call's failure, as thrown. */
  error: unknown;
}

export type StaleCleanupEvent =
  | { type: 'cleanup.open'; hours: number }
  | { type: 'cleanup.retry' }
  | { type: 'cleanup.confirm' }
  | { type: 'cleanup.close' };

export const STALE_CLEANUP_MACHINE_ID = 'staleCleanup';

const closed = { hours: null, preview: null, error: null } satisfies StaleCleanupContext;

export const staleCleanupMachine = setup({
  types: {
    context: {} as StaleCleanupContext,
    events: {} as StaleCleanupEvent,
  },
  actors: {
    // Placeholder: the screen provides the real call.
    loadPreview: fromPromise<StaleDevicesPreview, { hours: number }>(async () => {
      throw new Error('loadPreview not provided');
    }),
  },
  actions: {
    // Placeholder: the screen provides the hand-over to the bulk machine.
    startBulk: (_, _params: { preview: StaleDevicesPreview }) => {
      throw new Error('startBulk not provided');
    },
  },
  guards: {
    hasStaleDevices: (_, params: { preview: StaleDevicesPreview }) => (params.preview.devices?.length ?? 0) > 0,
  },
}).createMachine({
  id: STALE_CLEANUP_MACHINE_ID,
  context: closed,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'cleanup.open': {
          target: 'loading',
          actions: assign(({ event }) => {
            assertEvent(event, 'cleanup.open');
            return { ...closed, hours: event.hours };
          }),
        },
      },
    },
    loading: {
      invoke: {
        id: 'loadPreview',
        src: 'loadPreview',
        input: ({ context }) => ({ hours: context.hours ?? 0 }),
        onDone: [
          {
            guard: { type: 'hasStaleDevices', params: ({ event }) => ({ preview: event.output }) },
            target: 'reviewing',
            actions: assign({ preview: ({ event }) => event.output, error: null }),
          },
          { target: 'empty', actions: assign({ preview: ({ event }) => event.output, error: null }) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
      on: { 'cleanup.close': { target: 'idle', actions: assign(closed) } },
    },
    failed: {
      on: {
        'cleanup.retry': 'loading',
        'cleanup.close': { target: 'idle', actions: assign(closed) },
      },
    },
    empty: {
      on: { 'cleanup.close': { target: 'idle', actions: assign(closed) } },
    },
    reviewing: {
      on: {
        'cleanup.confirm': {
          target: 'idle',
          actions: [{ type: 'startBulk', params: ({ context }) => ({ preview: context.preview! }) }, assign(closed)],
        },
        'cleanup.close': { target: 'idle', actions: assign(closed) },
      },
    },
  },
});

export type StaleCleanupState = 'idle' | 'loading' | 'failed' | 'empty' | 'reviewing';
