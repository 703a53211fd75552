// The fragments the licence dialogs' statecharts share, through a machine made of them: every
// open state closes to idle, a refused choice stays, a refused save goes back or is confirmed
// again; and a call left unprovided rejects, naming itself.
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { choiceFlowStates, closesTo } from '../../../src/machines/shared/dialog-flow.ts';
import { notProvided } from '../../../src/machines/shared/not-provided.ts';

type Event =
  | { type: 'f.open'; name: string }
  | { type: 'f.pick'; value: string }
  | { type: 'f.back' }
  | { type: 'f.confirm' }
  | { type: 'f.close' };
interface Context {
  name: string | null;
  value: string | null;
  error: string | null;
}
const closed: Context = { name: null, value: null, error: null };

const flowSetup = setup({
  types: { context: {} as Context, events: {} as Event },
  actors: { save: notProvided<void, { value: string }>('save') },
  guards: { picked: ({ event }) => event.type === 'f.pick' && event.value !== '' },
  actions: {
    store: assign(({ event }) => (event.type === 'f.pick' ? { value: event.value, error: null } : {})),
    refuseChoice: assign({ error: 'empty' }),
    open: assign(({ event }) => (event.type === 'f.open' ? { ...closed, name: event.name } : {})),
    clearError: assign({ error: null }),
    close: assign(closed),
  },
});

const machine = flowSetup.createMachine({
  id: 'flow',
  context: closed,
  initial: 'idle',
  states: choiceFlowStates(
    { machineId: 'flow', flow: 'f', choose: 'pick', step: 'checking', accept: { guard: 'picked', actions: 'store' } },
    flowSetup.createStateConfig({
      entry: 'clearError',
      invoke: {
        src: 'save',
        input: ({ context }) => ({ value: context.value! }),
        onDone: 'done',
        onError: { target: 'refused', actions: assign({ error: 'refused' }) },
      },
    }),
  ),
});

const started = (save: () => Promise<void>) =>
  createActor(machine.provide({ actors: { save: fromPromise(save) } })).start();

describe('the choice flow', () => {
  it('opens on its target, refuses an empty choice, confirms and saves', async () => {
    const actor = started(async () => undefined);
    actor.send({ type: 'f.open', name: 'n' });
    actor.send({ type: 'f.pick', value: '' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context).toEqual({ name: 'n', value: null, error: 'empty' });
    actor.send({ type: 'f.pick', value: 'v' });
    expect(actor.getSnapshot().value).toBe('checking');
    actor.send({ type: 'f.back' });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'f.pick', value: 'v' });
    actor.send({ type: 'f.confirm' });
    expect((await waitFor(actor, (s) => s.matches('done'))).context.value).toBe('v');
    actor.send({ type: 'f.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual(closed);
  });

  it('goes back from a refused save with the reason cleared, or confirms it again', async () => {
    let answers = 0;
    const actor = started(async () => {
      answers += 1;
      if (answers < 3) throw new Error('no');
    });
    actor.send({ type: 'f.open', name: 'n' });
    actor.send({ type: 'f.pick', value: 'v' });
    actor.send({ type: 'f.confirm' });
    expect((await waitFor(actor, (s) => s.matches('refused'))).context.error).toBe('refused');
    actor.send({ type: 'f.back' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'f.pick', value: 'v' });
    actor.send({ type: 'f.confirm' });
    await waitFor(actor, (s) => s.matches('refused'));
    actor.send({ type: 'f.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(answers).toBe(3);
  });

  it('closes from every open state but saving', () => {
    for (const state of ['choosing', 'checking', 'refused', 'done'] as const) {
      expect(machine.getStateNodeById(`flow.${state}`).on['f.close']?.[0]?.target?.[0]?.id).toBe('flow.idle');
    }
    expect(machine.getStateNodeById('flow.saving').on['f.close']).toBeUndefined();
    expect(closesTo('other', 'g')).toEqual({ 'g.close': { target: '#other.idle', actions: 'close' } });
  });
});

describe('notProvided', () => {
  it('rejects, naming the call a screen forgot to provide', async () => {
    const actor = createActor(notProvided<void, void>('loadThing'));
    const failed = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }));
    actor.start();
    expect(((await failed) as Error).message).toBe('loadThing not provided');
  });
});
