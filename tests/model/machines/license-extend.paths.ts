// Paths through the 延長 statechart, generated from its definition. The screen test replays them
// on the REAL licence detail against the msw/node mock, each save held until the path says how
// it ends. A preview is of 30 days (after the expiry) or of a day before it (refused at once).
import type { EventObject } from 'xstate';
import { licenseExtendMachine, SAVE_EXTENSION_ACTOR_ID, type ExtendEvent } from '../../../src/machines/license-extend/license-extend-machine.ts';
import { defaultEventLabel, type EventPayloads } from '../support/coverage.ts';
import type { MachineModel } from '../support/model.ts';

export const EXTEND_SAVE_EVENTS = {
  done: `xstate.done.actor.${SAVE_EXTENSION_ACTOR_ID}`,
  error: `xstate.error.actor.${SAVE_EXTENSION_ACTOR_ID}`,
} as const;

/** Stands for the licence the screen test opens (an expiry in the future). */
const MODEL_LICENSE = { id: 'model-licence', key: 'MODEL-KEY', expiresAt: '2099-06-30T14:59:59.999Z' };
const MODEL_AT = Date.parse('2030-01-01T00:00:00Z');
/** A day before the expiry: not an extension. */
export const EARLIER_DAY = '2000/01/01';

const events: EventPayloads = {
  'extend.open': [{ type: 'extend.open', license: MODEL_LICENSE } satisfies ExtendEvent],
  'extend.preview': [
    { type: 'extend.preview', choice: { kind: 'period', period: { value: 30, unit: 'day' } }, at: MODEL_AT } satisfies ExtendEvent,
    { type: 'extend.preview', choice: { kind: 'until', until: '2000-01-01T14:59:59.999Z' }, at: MODEL_AT } satisfies ExtendEvent,
  ],
  [EXTEND_SAVE_EVENTS.done]: [{ type: EXTEND_SAVE_EVENTS.done, output: { expiresAt: '2099-07-30T14:59:59.999Z', reactivated: false } }],
  [EXTEND_SAVE_EVENTS.error]: [{ type: EXTEND_SAVE_EVENTS.error, error: { message: '無効化されたライセンスは延長できません。先に有効化してください。' } }],
};

/** A preview of a period (the first variant), not of an earlier day. */
export const isPeriodPreview = (event: EventObject) => (event as { choice?: { kind: string } }).choice?.kind === 'period';

function describeEvent(event: EventObject): string {
  if (event.type === 'extend.preview') return isPeriodPreview(event) ? 'preview (30 days)' : 'preview (an earlier day)';
  if (event.type === EXTEND_SAVE_EVENTS.done) return 'saved';
  if (event.type === EXTEND_SAVE_EVENTS.error) return 'refused';
  return defaultEventLabel({ type: event.type });
}

export const model: MachineModel = {
  machine: licenseExtendMachine,
  flows: [{ events, filterEvents: (snapshot, event) => snapshot.can(event), describeEvent }],
};
