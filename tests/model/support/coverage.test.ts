// The model-testing utility itself, on a small machine with every kind of transition.
import { assign, createActor, fromPromise, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  listStates,
  listTransitions,
  ModelCoverage,
  runPaths,
  transitionsTaken,
  type ModelPath,
} from './coverage.ts';
import { DelayClock, drivePath, inspectAll } from './driver.ts';

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

const payloads = {
  'xstate.done.actor.fetch': [{ type: 'xstate.done.actor.fetch', output: 7 }],
  'xstate.error.actor.fetch': [{ type: 'xstate.error.actor.fetch', error: 'boom' }],
};

describe('listStates / listTransitions', () => {
  it('read every state node of the definition', () => {
    expect(listStates(toy)).toEqual(['toy.idle', 'toy.loading', 'toy.flow', 'toy.flow.a', 'toy.flow.b', 'toy.flow.c', 'toy.done']);
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

describe('transitionsTaken', () => {
  it('reports the delayed, eventless and raised transitions one event sets off', () => {
    const snapshot = toy.resolveState({ value: { flow: 'a' }, context: { n: 1 } });
    const taken = transitionsTaken(snapshot, { type: 'xstate.after.soon.toy.flow.a' }).map((t) => `${t.source.id}:${t.eventType}`);
    expect(taken).toEqual(['toy.flow.a:xstate.after.soon.toy.flow.a', 'toy.flow.b:', 'toy.flow:xstate.done.state.toy.flow']);
  });
});

describe('runPaths', () => {
  it('traverses invoke results and delays, and reports what no path can take', () => {
    const plan = runPaths(toy, 'shortest', { events: payloads });
    const result = plan.coverage.result();
    expect(result.states).toEqual({ covered: 7, total: 7, missing: [] });
    expect(result.transitions.covered).toBe(7);
    expect(result.transitions.total).toBe(8);
    expect(result.transitions.missing).toEqual(['toy.idle --never [never]--> toy.done']);
    expect(plan.coverage.summary()).toMatch(/^toy: states 7\/7, transitions 7\/8, paths \d+\n {2}not covered:\n {4}toy\.idle --never/);
    // The final child and the state's onDone are passed through, never offered as events.
    const throughFlow = 'idle → go → loading → done fetch 7 → flow.a → after soon → done → after 500 → idle';
    expect(plan.paths.some((p) => p.description.startsWith(throughFlow))).toBe(true);
    expect(plan.paths.some((p) => p.description.includes('done state'))).toBe(false);
  });

  it('gives every path an initial step and ids, shortest first, without prefix duplicates', () => {
    const { paths } = runPaths(toy, 'shortest', { events: payloads });
    expect(paths.every((p) => p.steps[0]?.event.type === 'xstate.init')).toBe(true);
    expect(paths.map((p) => p.id)).toEqual(paths.map((_, i) => `toy#${i + 1}`));
    const sequences = paths.map((p) => p.steps.map((s) => JSON.stringify(s.event)).join('>'));
    for (const [i, seq] of sequences.entries()) {
      expect(sequences.some((other, j) => j !== i && other.startsWith(`${seq}>`))).toBe(false);
    }
  });

  it('with state vertices misses the edges back to visited states; transition vertices do not', () => {
    const byState = runPaths(toy, 'simple', { events: payloads, vertices: 'state' }).coverage.result();
    const byTransition = runPaths(toy, 'simple', { events: payloads }).coverage.result();
    // error fetch leads back to the initial (value, context): a visited vertex.
    expect(byState.transitions.missing).toContain('toy.loading --error fetch--> toy.idle');
    expect(byTransition.transitions.missing).toEqual(['toy.idle --never [never]--> toy.done']);
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
    const plan = runPaths(toy, 'shortest', { events: payloads });
    const throughFlow = plan.paths.find((p) => p.steps.some((s) => s.event.type === 'xstate.after.soon.toy.flow.a'));
    if (!throughFlow) throw new Error('no path');
    const coverage = new ModelCoverage(toy);
    await driveToy(throughFlow, coverage);
    expect(coverage.result().transitions.missing).not.toContain('toy.flow.b --always--> toy.flow.c');
    expect(coverage.result().states.missing).toEqual([]);
  });

  it('names the path and the step that failed', async () => {
    const plan = runPaths(toy, 'shortest', { events: payloads });
    const path = plan.paths.find((p) => p.steps.some((s) => s.event.type === 'go'));
    if (!path) throw new Error('no path');
    const broken: ModelPath = {
      ...path,
      steps: path.steps.map((s, i) => (i === 1 ? { ...s, state: toy.resolveState({ value: 'done', context: { n: 0 } }) } : s)),
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
