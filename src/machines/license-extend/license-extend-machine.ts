// 延長 of one licence as a statechart: choose a period or a day, see the new date, save.
//
//   idle -> choosing -> previewing -> saving -> done
//              ^  \_(a day not after the expiry: stays, says why)  \-> refused -> saving (again)
//              \______________ back ______________________________________/
//   any open state but saving -> idle (close)
//
// The preview is computed from the event's own clock reading (`at`), so the machine reads no
// clock; the save is an injected actor (`saveExtension`) that sends the previewed instant and
// rejects with the server's Japanese reason.
import { assertEvent, assign, emit, setup } from 'xstate';
import { previewExtension, type ExtensionChoice, type ExtensionPreview } from '../../shared/license-period.ts';
import { lifecycle, lifecycleScreen } from '../../shared/messages/licensing/license-lifecycle.ts';
import { choiceFlowStates } from '../shared/dialog-flow.ts';
import { refusalText } from '../shared/refusal-text.ts';
import { notProvided } from '../shared/not-provided.ts';

export interface ExtendTarget {
  id: string;
  key: string;
  /** Its expiry now (a perpetual licence has none and cannot be extended). */
  expiresAt: string;
}

export interface ExtendResult {
  expiresAt: string | null;
  reactivated: boolean;
}

export interface ExtendContext {
  license: ExtendTarget | null;
  choice: ExtensionChoice | null;
  preview: ExtensionPreview | null;
  result: ExtendResult | null;
  /** Why the choice or the save was refused. */
  error: string | null;
}

export type ExtendEvent =
  | { type: 'extend.open'; license: ExtendTarget }
  | { type: 'extend.preview'; choice: ExtensionChoice; at: number }
  | { type: 'extend.back' }
  | { type: 'extend.confirm' }
  | { type: 'extend.close' };

export const SAVE_EXTENSION_ACTOR_ID = 'saveExtension';
export const LICENSE_EXTEND_MACHINE_ID = 'licenseExtend';

export type ExtendEmitted = { type: 'extend.saved'; result: ExtendResult };

const closed = { license: null, choice: null, preview: null, result: null, error: null } satisfies ExtendContext;

const extendSetup = setup({
  types: { context: {} as ExtendContext, events: {} as ExtendEvent, emitted: {} as ExtendEmitted },
  actors: {
    saveExtension: notProvided<ExtendResult, { id: string; until: string }>('saveExtension'),
  },
  guards: {
    /** The new expiry comes after the current one (after now when that has passed). */
    extends: ({ context, event }) => {
      assertEvent(event, 'extend.preview');
      return context.license !== null && previewExtension(context.license.expiresAt, event.choice, event.at).valid;
    },
  },
  actions: {
    storePreview: assign(({ context, event }) => {
      assertEvent(event, 'extend.preview');
      return {
        choice: event.choice,
        preview: previewExtension(context.license!.expiresAt, event.choice, event.at),
        error: null,
      };
    }),
    refuseChoice: assign({ error: lifecycle.extendNotLater }),
    open: assign(({ event }) => {
      assertEvent(event, 'extend.open');
      return { ...closed, license: event.license };
    }),
    clearError: assign({ error: null }),
    close: assign(closed),
  },
});

export const licenseExtendMachine = extendSetup.createMachine({
  id: LICENSE_EXTEND_MACHINE_ID,
  context: closed,
  initial: 'idle',
  states: choiceFlowStates(
    {
      machineId: LICENSE_EXTEND_MACHINE_ID,
      flow: 'extend',
      choose: 'preview',
      step: 'previewing',
      accept: { guard: 'extends', actions: 'storePreview' },
    },
    extendSetup.createStateConfig({
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: SAVE_EXTENSION_ACTOR_ID,
        src: 'saveExtension',
        input: ({ context }) => ({ id: context.license!.id, until: new Date(context.preview!.untilMs).toISOString() }),
        onDone: {
          target: 'done',
          actions: [
            assign({ result: ({ event }) => event.output }),
            emit(({ event }) => ({ type: 'extend.saved' as const, result: event.output })),
          ],
        },
        onError: {
          target: 'refused',
          actions: assign({ error: ({ event }) => refusalText(event.error) ?? lifecycleScreen.extendFailed }),
        },
      },
    }),
  ),
});

export type LicenseExtendState = 'idle' | 'choosing' | 'previewing' | 'saving' | 'refused' | 'done';
