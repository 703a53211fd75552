// Paths through the 譲渡 statechart, generated from its definition. The screen test replays them
// on the REAL licence detail against the msw/node mock, each save held until the path says how
// it ends. "Next" is with a new holder chosen, or with none (refused at once).
import type { EventObject } from 'xstate';
import { licenseTransferMachine, SAVE_TRANSFER_ACTOR_ID, type TransferEvent } from '../../../src/machines/license-transfer/license-transfer-machine.ts';
import { defaultEventLabel, type EventPayloads } from '../support/coverage.ts';
import type { MachineModel } from '../support/model.ts';

export const TRANSFER_SAVE_EVENTS = {
  done: `xstate.done.actor.${SAVE_TRANSFER_ACTOR_ID}`,
  error: `xstate.error.actor.${SAVE_TRANSFER_ACTOR_ID}`,
} as const;

const MODEL_LICENSE = { id: 'model-licence', key: 'MODEL-KEY', holderId: 'model-holder', holderLabel: 'holder@example.com', activeDevices: 1 };

const events: EventPayloads = {
  'transfer.open': [{ type: 'transfer.open', license: MODEL_LICENSE } satisfies TransferEvent],
  'transfer.next': [
    { type: 'transfer.next', choice: { userId: 'model-new-holder', userLabel: 'new@example.com', resetActivations: true } } satisfies TransferEvent,
    { type: 'transfer.next', choice: { userId: '', userLabel: '', resetActivations: false } } satisfies TransferEvent,
  ],
  [TRANSFER_SAVE_EVENTS.done]: [{ type: TRANSFER_SAVE_EVENTS.done }],
  [TRANSFER_SAVE_EVENTS.error]: [{ type: TRANSFER_SAVE_EVENTS.error, error: { message: '無効化されたライセンスは譲渡できません' } }],
};

/** "Next" with a user chosen. */
export const choosesUser = (event: EventObject) => ((event as { choice?: { userId: string } }).choice?.userId ?? '') !== '';

function describeEvent(event: EventObject): string {
  if (event.type === 'transfer.next') return choosesUser(event) ? 'next (a user chosen)' : 'next (no user)';
  if (event.type === TRANSFER_SAVE_EVENTS.done) return 'saved';
  if (event.type === TRANSFER_SAVE_EVENTS.error) return 'refused';
  return defaultEventLabel({ type: event.type });
}

export const model: MachineModel = {
  machine: licenseTransferMachine,
  flows: [
    {
      events,
      filterEvents: (snapshot, event) => snapshot.can(event),
      // The picker keeps a chosen user until the dialog closes: "no user" only before one is chosen.
      canDrive: (event, before) => event.type !== 'transfer.next' || choosesUser(event) || before.context.choice === null,
      describeEvent,
    },
  ],
};
