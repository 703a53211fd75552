// The machine checked against its expectation (expected.ts), at machine level and fast: every
// path of row pairs replayed on a live actor, checking after each step the state, the facts, the
// calls in flight with their input and the side effects; every event a table leaves out of a
// state must change nothing there; every state and event of the definition must be in the table.
// Invoked calls are callbacks that never end: their results are sent as the machine's events.
import {
  createActor,
  fromCallback,
  toPromise,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { describe, expect, it } from 'vitest';
import { stateValueLabel } from './coverage.ts';
import { listStates, listTransitions } from './definition.ts';
import { DelayClock, isDelayedEvent } from './driver.ts';
import {
  expectedPaths,
  problemsOf,
  shortestRoutes,
  type Expectation,
  type ExpectedFlow,
  type ExpectedPath,
  type ExpectedRow,
} from './expected.ts';

/** An event that cannot happen where it is sent (a timer not set or not first, a time gone by). */
export class Impossible extends Error {}

/** How the console makes a model event real for the actor (times, storage); default: as is. */
export interface OracleWorld {
  /** The machine to run for a flow (default: the flow's `logic`, else the definition). */
  logic?(flow: ExpectedFlow, clock: DelayClock): AnyStateMachine;
  send?(actor: AnyActorRef, event: EventObject, clock: DelayClock): void;
  /** When a timer of the model must fire (the clock's time); checked before it fires. */
  dueAt?(actor: AnyActorRef, event: EventObject, clock: DelayClock): number;
}

interface Log {
  actions: { action: string; params?: unknown }[];
  spawned: { id: string; input: unknown }[];
  emitted: EventObject[];
}

function start(expectation: Expectation, flow: ExpectedFlow, world: OracleWorld) {
  const clock = new DelayClock();
  const base = world.logic?.(flow, clock) ?? flow.logic ?? expectation.machine;
  const sources = Object.keys((expectation.machine.implementations.actors ?? {}) as object);
  const logic = base.provide({
    actors: Object.fromEntries(sources.map((src) => [src, fromCallback(() => {})])),
    actions: Object.fromEntries(expectation.injected.map((name) => [name, () => {}])),
  } as never);
  const log: Log = { actions: [], spawned: [], emitted: [] };
  const injected = new Set(expectation.injected);
  const own: { actor?: AnyActorRef } = {};
  const inspect = (e: InspectionEvent) => {
    clock.inspect(e);
    if (e.type !== '@xstate.action' || (own.actor && e.actorRef !== own.actor)) return;
    const { type, params } = e.action as { type: string; params?: Record<string, unknown> };
    if (injected.has(type)) log.actions.push(params === undefined ? { action: type } : { action: type, params });
    if (type === 'xstate.spawnChild') log.spawned.push({ id: String(params?.id), input: params?.input });
  };
  const actor: AnyActorRef = createActor(logic, { input: flow.input as never, clock, inspect });
  own.actor = actor;
  actor.on('*', (e: EventObject) => log.emitted.push(e));
  actor.start();
  const send = (event: EventObject) => {
    if (isDelayedEvent(event)) {
      const due = clock.dueAt(event.type);
      if (due === undefined) throw new Impossible(`${event.type} is not set`);
      if (world.dueAt) expect(due, `when ${event.type} is due`).toBe(world.dueAt(actor, event, clock));
      try {
        clock.fire(event.type);
      } catch (error) {
        throw new Impossible(String(error));
      }
    } else if (
      /^xstate\.(done|error)\.actor\./.test(event.type) &&
      !(actor.getSnapshot() as AnyMachineSnapshot).children[event.type.replace(/^xstate\.\w+\.actor\./, '')]
    ) {
      throw new Impossible(`no call in flight for ${event.type}`);
    } else if (world.send) world.send(actor, event, clock);
    else actor.send(event);
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    if (snapshot.status === 'error') throw snapshot.error;
  };
  return { actor, log, send, snapshot: () => actor.getSnapshot() as AnyMachineSnapshot };
}

function factsOf(expectation: Expectation, snapshot: AnyMachineSnapshot, keys: string[]): Record<string, unknown> {
  const all = expectation.facts ? expectation.facts(snapshot) : (snapshot.context as Record<string, unknown>);
  return Object.fromEntries(keys.map((k) => [k, all[k]]));
}

/** The actor is where the table says, holding what it says, with the calls it says in flight. */
function expectAt(expectation: Expectation, flow: ExpectedFlow, stateId: string, run: ReturnType<typeof start>): void {
  const expected = flow.states[stateId]!;
  const snapshot = run.snapshot();
  expect(stateValueLabel(snapshot.value), `state ${stateId}`).toBe(expected.value);
  if (expected.facts)
    expect(factsOf(expectation, snapshot, Object.keys(expected.facts)), `facts of ${stateId}`).toEqual(expected.facts);
  for (const [id, input] of Object.entries(expected.calls ?? {})) {
    expect(snapshot.children[id], `call ${id} in flight in ${stateId}`).toBeDefined();
    expect(run.log.spawned.filter((s) => s.id === id).at(-1)?.input, `input of ${id}`).toEqual(input);
  }
}

function expectEffects(row: ExpectedRow, before: { actions: number; emitted: number }, log: Log): void {
  const effects = row.effects ?? [];
  const actions = effects.flatMap((e) => ('action' in e ? [e] : []));
  const taken = log.actions
    .slice(before.actions)
    .map((a, i) => (actions[i] && !('params' in actions[i]) ? { action: a.action } : a));
  expect(taken, `side effects of ${row.from} --${row.on}--> ${row.to}`).toEqual(actions);
  const emits = effects.flatMap((e) => ('emit' in e ? [e.emit] : []));
  expect(log.emitted.slice(before.emitted), `events emitted on ${row.from} --${row.on}--> ${row.to}`).toEqual(emits);
}

/** Replays a path of the table on the machine, checking every step. */
export function replayExpected(expectation: Expectation, path: ExpectedPath, world: OracleWorld = {}): void {
  const { flow } = path;
  const run = start(expectation, flow, world);
  expectAt(expectation, flow, flow.initial, run);
  for (const step of path.steps.slice(1)) {
    const row = flow.rows.find((r) => `${flow.name ?? ''}|${r.from}|${r.on}|${r.to}` === step.row)!;
    const before = { actions: run.log.actions.length, emitted: run.log.emitted.length };
    run.send(expectation.events[step.on!]!.event);
    expectAt(expectation, flow, step.to, run);
    if (row.facts)
      expect(factsOf(expectation, run.snapshot(), Object.keys(row.facts)), `facts set by ${step.on}`).toEqual(
        row.facts,
      );
    expectEffects(row, before, run.log);
  }
}

/** From each state, each event the table leaves out changes nothing (or cannot happen there). */
export function ignoredChecks(expectation: Expectation, flow: ExpectedFlow): { state: string; event: string }[] {
  const routes = shortestRoutes(flow);
  return Object.keys(flow.states).flatMap((state) =>
    Object.keys(expectation.events)
      .filter(
        (event) =>
          routes[state] &&
          !flow.states[state]!.impossible?.[event] &&
          !flow.rows.some((r) => r.from === state && r.on === event),
      )
      .map((event) => ({ state, event })),
  );
}

export function expectIgnored(
  expectation: Expectation,
  flow: ExpectedFlow,
  state: string,
  event: string,
  world: OracleWorld = {},
): void {
  const run = start(expectation, flow, world);
  for (const row of shortestRoutes(flow)[state]!) run.send(expectation.events[row.on]!.event);
  const before = run.snapshot();
  const actions = run.log.actions.length;
  try {
    run.send(expectation.events[event]!.event);
  } catch (error) {
    if (error instanceof Impossible) return;
    throw error;
  }
  const after = run.snapshot();
  expect(stateValueLabel(after.value), `${event} in ${state}`).toBe(stateValueLabel(before.value));
  expect(after.context, `${event} in ${state} changes the context`).toEqual(before.context);
  expect(run.log.actions.slice(actions), `${event} in ${state} has side effects`).toEqual([]);
}

/** What the definition has that the table does not name: resting states and event types. */
export function untabled(expectation: Expectation): string[] {
  const { machine } = expectation;
  const values = new Set(expectation.flows.flatMap((f) => Object.values(f.states).map((s) => s.value)));
  const resting = listStates(machine)
    .map((id) => machine.getStateNodeById(id))
    .filter((node) => node.type !== 'compound' && node.type !== 'parallel' && !node.always?.length)
    .map((node) => node.path.join('.'));
  const types = new Set(Object.values(expectation.events).map((e) => e.event.type));
  const eventTypes = [...new Set(listTransitions(machine).map((t) => t.eventType))].filter(
    (t) => t !== '(always)' && !t.startsWith('xstate.done.state.'),
  );
  return [
    ...resting.filter((v) => !values.has(v)).map((v) => `state ${v} has no expected state`),
    ...eventTypes.filter((t) => !types.has(t)).map((t) => `event ${t} has no expected event`),
  ];
}

/** The oracle's tests for one machine (tests/model/machines/<machine>.oracle.test.ts). */
export function describeOracle(expectation: Expectation, world: OracleWorld = {}): void {
  describe(`${expectation.id} against its expectation`, () => {
    it('the table is whole: every state and event of the definition, texts for each, every state reached', () => {
      expect(expectation.machine.id).toBe(expectation.id);
      expect(problemsOf(expectation)).toEqual([]);
      expect(untabled(expectation)).toEqual([]);
    });
    it('the defaults of the injected calls and refusing actions say they were not provided', async () => {
      const { actors, actions } = expectation.machine.implementations as {
        actors: Record<string, AnyActorLogic>;
        actions: Record<string, unknown>;
      };
      for (const [src, logic] of Object.entries(actors ?? {})) {
        const child = createActor(logic, { input: { items: [] } as never });
        const ended = toPromise(child).then(
          () => 'done',
          (error: unknown) => String((error as { message?: unknown })?.message ?? error),
        );
        child.start();
        // A callback (the bulk runner) never ends by itself: it is left to its unit test.
        const outcome = await Promise.race([ended, new Promise((resolve) => setTimeout(() => resolve('running'), 20))]);
        if (outcome !== 'running') expect(outcome, `default ${src}`).toMatch(new RegExp(`${src}.*not provided`));
        child.stop();
      }
      for (const name of expectation.refusing ?? [])
        expect(() => (actions[name] as (...a: unknown[]) => void)({}, {}), name).toThrow(/not provided/);
    });
    for (const flow of expectation.flows) {
      const paths = expectedPaths(expectation, flow, 'pairs');
      it(`${flow.name ?? expectation.id}: ${paths.length} paths of row pairs, every step as the table says`, () => {
        for (const path of paths) {
          try {
            replayExpected(expectation, path, world);
          } catch (error) {
            if (error instanceof Error) error.message = `${path.id}: ${path.description}\n${error.message}`;
            throw error;
          }
        }
      });
      const ignored = ignoredChecks(expectation, flow);
      it(`${flow.name ?? expectation.id}: ${ignored.length} events the table leaves out change nothing`, () => {
        for (const { state, event } of ignored) expectIgnored(expectation, flow, state, event, world);
      });
    }
  });
}
