// The model-testing utility itself, on a small machine with every kind of transition.
import {
  assign,
  createActor,
  fromPromise,
  initialTransition,
  setup,
  type AnyMachineSnapshot,
  type EventObject,
} from 'xstate';
import { describe, expect, it } from 'vitest';
import { ModelCoverage, replayStep, stateValueLabel, type ModelPath } from './coverage.ts';
import { listStates, listTransitions } from './definition.ts';
import { DelayClock, drivePath, inspectAll } from './driver.ts';

type ModelEvent = EventObject & Record<string, unknown>;

const toy = setup({
  types: {
    context: {} as { n: number },
    events: {} as { type: 'go' } | { type: 'never' } | { type: 'ignored' },
  },
  actors: { fetcher: fromPromise<number, void>(async () => 1) },
  guards: { never: () => false },
  delays: { soon: 100 },
}).createMachine({
  id: 'toy',
  context: { n: 0 },
  initial: 'idle',
  on: { ignored: {} }, // inert: blocks the event, never taken, not counted
  states: {
    idle: { on: { go: 'loading', never: { guard: 'never', target: 'done' } } },
    loading: {
      invoke: {
        id: 'fetch',
        src: 'fetcher',
        onDone: { target: 'flow', actions: assign({ n: ({ event }) => event.output }) },
        onError: 'idle',
      },
    },
    flow: {
      initial: 'a',
      states: { a: { after: { soon: 'b' } }, b: { always: 'c' }, c: { type: 'final' } },
      onDone: 'done',
    },
    done: { after: { 500: 'idle' } },
  },
});

/** A path of `events` replayed on the toy's definition, as the runners receive one. */
function pathOf(id: string, events: readonly ModelEvent[]): ModelPath {
  let state = initialTransition(toy)[0] as AnyMachineSnapshot;
  const steps = [{ event: { type: 'xstate.init' }, state, stateLabel: stateValueLabel(state.value) }];
  for (const event of events) {
    state = replayStep(state, event).next;
    steps.push({ event, state, stateLabel: stateValueLabel(state.value) });
  }
  return { id, description: steps.map((s) => s.stateLabel).join(' → '), steps };
}

const THROUGH_FLOW: ModelEvent[] = [
  { type: 'go' },
  { type: 'xstate.done.actor.fetch', output: 7 },
  { type: 'xstate.after.soon.toy.flow.a' },
  { type: 'xstate.after.500.toy.done' },
];

describe('listStates / listTransitions', () => {
  it('read every state node of the definition', () => {
    expect(listStates(toy)).toEqual([
      'toy.idle',
      'toy.loading',
      'toy.flow',
      'toy.flow.a',
      'toy.flow.b',
      'toy.flow.c',
      'toy.done',
    ]);
  });

  it('read on, invoke onDone/onError, state onDone, after (named and in ms) and always; not inert ones', () => {
    expect(listTransitions(toy).map((t) => t.label)).toEqual([
      'toy.idle --go--> toy.loading',
      'toy.idle --never [never]--> toy.done',
      'toy.loading --done fetch--> toy.flow',
      'toy.loading --error fetch--> toy.idle',
      'toy.flow --done state toy.flow--> toy.done',
      'toy.flow.a --after soon--> toy.flow.b',
      'toy.flow.b --always--> toy.flow.c',
      'toy.done --after 500--> toy.idle',
    ]);
  });
});

describe('replayStep and ModelCoverage.recordPath', () => {
  it('report the delayed, eventless and raised transitions one event sets off', () => {
    const snapshot = toy.resolveState({ value: { flow: 'a' }, context: { n: 1 } });
    const taken = replayStep(snapshot, { type: 'xstate.after.soon.toy.flow.a' }).transitions.map(
      (t) => `${t.source.id}:${t.eventType}`,
    );
    expect(taken).toEqual([
      'toy.flow.a:xstate.after.soon.toy.flow.a',
      'toy.flow.b:',
      'toy.flow:xstate.done.state.toy.flow',
    ]);
  });

  it('count the states and transitions a path passes through, and name what no path took', () => {
    const coverage = new ModelCoverage(toy);
    coverage.recordPath(pathOf('toy#1', THROUGH_FLOW));
    coverage.recordPath(pathOf('toy#2', [{ type: 'go' }, { type: 'xstate.error.actor.fetch', error: 'boom' }]));
    const result = coverage.result();
    expect(result.states).toEqual({ covered: 7, total: 7, missing: [] });
    expect(result.transitions.missing).toEqual(['toy.idle --never [never]--> toy.done']);
    expect(coverage.summary()).toMatch(
      /^toy: states 7\/7, transitions 7\/8, paths 2\n {2}not covered:\n {4}toy\.idle --never/,
    );
  });
});

describe('ModelCoverage.inspect, DelayClock and drivePath on a live actor', () => {
  function driveToy(path: ModelPath, coverage: ModelCoverage) {
    const clock = new DelayClock();
    let resolveFetch: (n: number) => void = () => {};
    const actor = createActor(
      toy.provide({ actors: { fetcher: fromPromise<number, void>(() => new Promise((r) => (resolveFetch = r))) } }),
      { clock, inspect: inspectAll(clock.inspect, coverage.inspect) },
    ).start();
    return drivePath(path, {
      async perform(step) {
        if (step.event.type.startsWith('xstate.after.')) clock.fire(step.event.type);
        else if (step.event.type === 'xstate.done.actor.fetch') {
          resolveFetch((step.event as unknown as { output: number }).output);
          await new Promise((r) => setTimeout(r, 0));
        } else actor.send(step.event as { type: 'go' });
      },
      check(step) {
        expect(actor.getSnapshot().value).toEqual(step.state.value);
      },
    });
  }

  it('records what the real actor did', async () => {
    const coverage = new ModelCoverage(toy);
    await driveToy(pathOf('toy#1', THROUGH_FLOW), coverage);
    expect(coverage.result().transitions.missing).not.toContain('toy.flow.b --always--> toy.flow.c');
    expect(coverage.result().states.missing).toEqual([]);
  });

  it('names the path and the step that failed', async () => {
    const path = pathOf('toy#1', [{ type: 'go' }]);
    const broken: ModelPath = {
      ...path,
      steps: path.steps.map((s, i) =>
        i === 1 ? { ...s, state: toy.resolveState({ value: 'done', context: { n: 0 } }) } : s,
      ),
    };
    await expect(driveToy(broken, new ModelCoverage(toy))).rejects.toThrow(/toy#\d+ at step 1 \(go → /);
  });

  it('DelayClock fires a timer exactly when due and refuses one that cannot come first', () => {
    const clock = new DelayClock();
    const machine = setup({ delays: { short: 10, long: 50 } }).createMachine({
      initial: 'a',
      states: { a: { after: { short: 'b', long: 'c' } }, b: {}, c: {} },
    });
    const actor = createActor(machine, { clock, inspect: clock.inspect }).start();
    expect(clock.dueAt('xstate.after.short.(machine).a')).toBe(10);
    expect(() => clock.fire('xstate.after.long.(machine).a')).toThrow(/cannot fire first/);
    let before: unknown;
    clock.fire('xstate.after.short.(machine).a', () => (before = actor.getSnapshot().value));
    expect(before).toBe('a');
    expect(clock.now()).toBe(10);
    expect(actor.getSnapshot().value).toBe('b');
    expect(clock.dueAt('xstate.after.long.(machine).a')).toBeUndefined(); // cancelled on exit
  });
});
