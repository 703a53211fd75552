// 譲渡 of one licence as a statechart: choose the new holder (and whether to reset its
// activations), confirm who it goes from and to, save.
//
//   idle -> choosing -> confirming -> saving -> done
//              ^  \_(no user, or its holder: stays, says why)  \-> refused -> saving (again)
//              \______________ back _________________________________/
//   any open state but saving -> idle (close)
//
// The save is an injected actor (`saveTransfer`) that rejects with the server's Japanese reason.
import { assertEvent, assign, emit, setup } from 'xstate';
import { lifecycle, lifecycleScreen } from '../../shared/messages/licensing/license-lifecycle.ts';
import { validation } from '../../shared/messages/forms/validation.ts';
import { choiceFlowStates } from '../shared/dialog-flow.ts';
import { refusalText } from '../shared/refusal-text.ts';
import { notProvided } from '../shared/not-provided.ts';

export interface TransferTarget {
  id: string;
  key: string;
  holderId: string | null;
  holderLabel: string;
  /** Its ACTIVE devices (a reset deactivates them). */
  activeDevices: number;
}

export interface TransferChoice {
  userId: string;
  userLabel: string;
  resetActivations: boolean;
}

export interface TransferContext {
  license: TransferTarget | null;
  choice: TransferChoice | null;
  error: string | null;
}

export type TransferEvent =
  | { type: 'transfer.open'; license: TransferTarget }
  | { type: 'transfer.next'; choice: TransferChoice }
  | { type: 'transfer.back' }
  | { type: 'transfer.confirm' }
  | { type: 'transfer.close' };

export const SAVE_TRANSFER_ACTOR_ID = 'saveTransfer';
export const LICENSE_TRANSFER_MACHINE_ID = 'licenseTransfer';

export type TransferEmitted = { type: 'transfer.saved'; choice: TransferChoice };

const closed = { license: null, choice: null, error: null } satisfies TransferContext;

const transferSetup = setup({
  types: { context: {} as TransferContext, events: {} as TransferEvent, emitted: {} as TransferEmitted },
  actors: {
    saveTransfer: notProvided<void, { id: string; userId: string; resetActivations: boolean }>('saveTransfer'),
  },
  guards: {
    /** A user is chosen, and not the one who holds it. */
    hasNewHolder: ({ context, event }) => {
      assertEvent(event, 'transfer.next');
      return event.choice.userId !== '' && event.choice.userId !== context.license?.holderId;
    },
  },
  actions: {
    storeChoice: assign(({ event }) => {
      assertEvent(event, 'transfer.next');
      return { choice: event.choice, error: null };
    }),
    refuseChoice: assign(({ event }) => {
      assertEvent(event, 'transfer.next');
      return { error: event.choice.userId === '' ? validation.userRequired : lifecycle.transferSameUser };
    }),
    open: assign(({ event }) => {
      assertEvent(event, 'transfer.open');
      return { ...closed, license: event.license };
    }),
    clearError: assign({ error: null }),
    close: assign(closed),
  },
});

export const licenseTransferMachine = transferSetup.createMachine({
  id: LICENSE_TRANSFER_MACHINE_ID,
  context: closed,
  initial: 'idle',
  states: choiceFlowStates(
    {
      machineId: LICENSE_TRANSFER_MACHINE_ID,
      flow: 'transfer',
      choose: 'next',
      step: 'confirming',
      accept: { guard: 'hasNewHolder', actions: 'storeChoice' },
    },
    transferSetup.createStateConfig({
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: SAVE_TRANSFER_ACTOR_ID,
        src: 'saveTransfer',
        input: ({ context }) => ({
          id: context.license!.id,
          userId: context.choice!.userId,
          resetActivations: context.choice!.resetActivations,
        }),
        onDone: {
          target: 'done',
          actions: emit(({ context }) => ({ type: 'transfer.saved' as const, choice: context.choice! })),
        },
        onError: {
          target: 'refused',
          actions: assign({ error: ({ event }) => refusalText(event.error) ?? lifecycleScreen.transferFailed }),
        },
      },
    }),
  ),
});

export type LicenseTransferState = 'idle' | 'choosing' | 'confirming' | 'saving' | 'refused' | 'done';
