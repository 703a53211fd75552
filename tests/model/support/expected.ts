// The expected behaviour of a machine, written apart from it in the product's terms: the states a
// user can tell apart, the events a user, the server, the clock or another tab causes, and a
// transition table saying where each leads. Paths are walked on this table, never on the
// machine, so a transition the machine lost, moved or gained fails instead of taking its own
// path and target with it (tests/model/machines/<machine>.expected.ts; oracle.ts checks).
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';

/** An event as the model sends it: a type and any payload (`output`, `error`, model-only fields). */
type ModelEvent = EventObject & Readonly<Record<string, unknown>>;

/** 期待結果 of a loading placeholder: grey bars on screen, whose text only a screen reader says. */
export const loadingBars = (name: string) => `読み込み中の表示（灰色の帯。スクリーンリーダーでは『${name}』）`;

/** A state as a user sees it; several may stand for one machine state (the mode, the text shown). */
export interface ExpectedState {
  /** The machine's state value it is, as `stateValueLabel` prints it (`saving.creating`). */
  value: string;
  /** 状態: how a tester names it. */
  name: string;
  /** 期待結果: what the screen shows here, in the product's words (src/shared/messages). */
  shows: readonly string[];
  /** What the machine must hold here (the facts of the flow, a subset, compared exactly). */
  facts?: Readonly<Record<string, unknown>>;
  /** Calls in flight here, by invocation id, with the input each must carry. */
  calls?: Readonly<Record<string, unknown>>;
  /** Events that cannot come in this state, each with why (left out of the check that others change nothing). */
  impossible?: Readonly<Record<string, string>>;
}

/** Something a user does, the server answers, the clock or another tab brings. */
export interface ExpectedEvent {
  /** As the machine receives it (the model's own fields, such as `tokenStored`, are the driver's). */
  event: ModelEvent;
  /** 手順: what a person does, or what the server answers. */
  step: string;
  /** What must be set up for it (a scenario, a mock setting), for 前提条件. */
  setup?: string;
}

/** What the outer world sees of a step: an injected action (with its params) or an emitted event. */
export type ExpectedEffect = { action: string; params?: unknown } | { emit: EventObject & Record<string, unknown> };

/** The runners that drive whole screens; the oracle (machine level) drives every row. */
export type Runner = 'screens' | 'browser';

/** One row of the table: from a state, on an event, to a state (the same one: it stays). */
export interface ExpectedRow {
  from: string;
  on: string;
  to: string;
  effects?: readonly ExpectedEffect[];
  /** What this step sets that the state alone does not say (the text of the error it shows). */
  facts?: Readonly<Record<string, unknown>>;
  /** Runners that cannot make this step happen, each with the reason. */
  cannot?: Partial<Record<Runner, string>>;
}

export interface ExpectedFlow {
  /** Set when a machine serves several screens (`activate`, `create`). */
  name?: string;
  /** 大項目: the flow as a tester knows it. */
  title: string;
  /** 前提条件 of every case of the flow: scenario, account, where to start. */
  precondition: string;
  input?: unknown;
  /** The machine to run, when the model reads a guard from the event (auth's stored token). */
  logic?: AnyStateMachine;
  /** The event as the machine receives it, from the model's (its times made real in `snapshot`'s terms). */
  realize?: (event: EventObject, snapshot: AnyMachineSnapshot) => EventObject;
  initial: string;
  states: Readonly<Record<string, ExpectedState>>;
  rows: readonly ExpectedRow[];
}

export interface Expectation {
  /** The definition under test, as src/machines exports it. */
  machine: AnyStateMachine;
  /** Its id, as the diagrams, reports and plans name it. */
  id: string;
  events: Readonly<Record<string, ExpectedEvent>>;
  flows: readonly ExpectedFlow[];
  /** Actions the console injects (its side effects): the oracle records them. */
  injected: readonly string[];
  /** Injected actions whose default refuses ('not provided'), so a forgotten one shows at once. */
  refusing?: readonly string[];
  /** The facts of a snapshot the states' `facts` are compared with (default: its context). */
  facts?: (snapshot: { value: unknown; context: unknown }) => Record<string, unknown>;
}

/** One step of a path on the table: the event (absent on the first) and the state it leads to. */
export interface ExpectedStep {
  on?: string;
  to: string;
  /** `flow|from|on|to`, the row taken (absent on the first step). */
  row?: string;
}

export interface ExpectedPath {
  id: string;
  flow: ExpectedFlow;
  steps: ExpectedStep[];
  description: string;
}

export const rowKey = (flow: ExpectedFlow, row: ExpectedRow): string =>
  `${flow.name ?? ''}|${row.from}|${row.on}|${row.to}`;

/** Rows this runner can drive (every row for the oracle). */
export function rowsFor(flow: ExpectedFlow, runner?: Runner): ExpectedRow[] {
  return flow.rows.filter((r) => !runner || !r.cannot?.[runner]);
}

/** Names a table that refers to a state or event it does not define, or a state it never reaches. */
export function problemsOf(expectation: Expectation): string[] {
  const problems: string[] = [];
  for (const flow of expectation.flows) {
    const where = flow.name ? `${expectation.id}:${flow.name}` : expectation.id;
    if (!flow.states[flow.initial]) problems.push(`${where}: no state ${flow.initial}`);
    const seen = new Set<string>();
    for (const row of flow.rows) {
      for (const s of [row.from, row.to])
        if (!flow.states[s]) problems.push(`${where}: row ${row.from} --${row.on}--> ${row.to}: no state ${s}`);
      if (!expectation.events[row.on])
        problems.push(`${where}: row ${row.from} --${row.on}--> ${row.to}: no event ${row.on}`);
      const pair = `${row.from}|${row.on}`;
      if (seen.has(pair)) problems.push(`${where}: two rows from ${row.from} on ${row.on}`);
      seen.add(pair);
    }
    const reached = new Set(Object.keys(shortestRoutes(flow)));
    for (const id of Object.keys(flow.states))
      if (!reached.has(id)) problems.push(`${where}: state ${id} is never reached`);
    for (const [id, s] of Object.entries(flow.states)) {
      if (!s.name.trim() || s.shows.length === 0 || s.shows.some((t) => !t.trim()))
        problems.push(`${where}: state ${id} has no name or nothing it shows`);
    }
  }
  for (const [key, e] of Object.entries(expectation.events))
    if (!e.step.trim()) problems.push(`${expectation.id}: event ${key} has no step text`);
  return problems;
}

/** The shortest row sequence from the initial state to each state (breadth first, table order). */
export function shortestRoutes(flow: ExpectedFlow, runner?: Runner): Record<string, ExpectedRow[]> {
  return shortestRoutesOver(flow.initial, rowsFor(flow, runner));
}

function toPath(
  expectation: Expectation,
  flow: ExpectedFlow,
  rows: readonly ExpectedRow[],
  index: number,
): ExpectedPath {
  const steps: ExpectedStep[] = [
    { to: flow.initial },
    ...rows.map((r) => ({ on: r.on, to: r.to, row: rowKey(flow, r) })),
  ];
  const description = steps.map((s) => (s.on ? `${s.on} → ${s.to}` : s.to)).join(' → ');
  return { id: `${expectation.id}${flow.name ? `:${flow.name}` : ''}#${index + 1}`, flow, steps, description };
}

/** Drops sequences that are a prefix of a longer one. */
function withoutPrefixes(sequences: ExpectedRow[][]): ExpectedRow[][] {
  const sorted = [...sequences].sort((a, b) => b.length - a.length);
  const kept: ExpectedRow[][] = [];
  for (const s of sorted) if (!kept.some((k) => s.every((r, i) => k[i] === r))) kept.push(s);
  return kept.reverse();
}

/** Greedy cover: the sequence adding the most rows not yet taken, the shorter on ties. */
function coverRows(candidates: ExpectedRow[][], taken = new Set<ExpectedRow>()): ExpectedRow[][] {
  const chosen: ExpectedRow[][] = [];
  for (;;) {
    let best: ExpectedRow[] | undefined;
    let gain = 0;
    for (const c of candidates) {
      const g = new Set(c.filter((r) => !taken.has(r))).size;
      if (g > gain || (g > 0 && g === gain && best && c.length < best.length)) [best, gain] = [c, g];
    }
    if (!best) return chosen;
    chosen.push(best);
    for (const r of best) taken.add(r);
  }
}

/** Every maximal sequence that enters no state twice. */
function simpleSequences(flow: ExpectedFlow, rows: readonly ExpectedRow[]): ExpectedRow[][] {
  const out: ExpectedRow[][] = [];
  const walk = (at: string, visited: Set<string>, so: ExpectedRow[]) => {
    const next = rows.filter((r) => r.from === at && !visited.has(r.to));
    if (next.length === 0 && so.length) out.push(so);
    for (const r of next) walk(r.to, new Set([...visited, r.to]), [...so, r]);
  };
  walk(flow.initial, new Set([flow.initial]), []);
  return out;
}

/** Steps a 'shortest' path may take before a new one starts (a case a person can follow). */
const MAX_STEPS = 8;

/**
 * Walks the table taking rows not yet taken: to the nearest one from where the path stands
 * (breadth first), on while one is reachable within the path's length, then a new path.
 */
function chainRows(flow: ExpectedFlow, rows: readonly ExpectedRow[]): ExpectedRow[][] {
  const untaken = new Set(rows.filter((r) => shortestRoutesOver(flow.initial, rows)[r.from]));
  const out: ExpectedRow[][] = [];
  while (untaken.size) {
    const path: ExpectedRow[] = [];
    let at = flow.initial;
    for (;;) {
      const routes = shortestRoutesOver(at, rows);
      // A row farther than the limit from the start still gets a path of its own.
      const next = [...untaken]
        .filter((r) => routes[r.from] && (path.length === 0 || path.length + routes[r.from]!.length + 1 <= MAX_STEPS))
        .sort((a, b) => routes[a.from]!.length - routes[b.from]!.length)[0];
      if (!next) break;
      for (const r of [...routes[next.from]!, next]) {
        path.push(r);
        untaken.delete(r);
      }
      at = next.to;
    }
    if (path.length === 0) break;
    out.push(path);
  }
  return out;
}

function shortestRoutesOver(from: string, rows: readonly ExpectedRow[]): Record<string, ExpectedRow[]> {
  const routes: Record<string, ExpectedRow[]> = { [from]: [] };
  const queue = [from];
  while (queue.length) {
    const at = queue.shift()!;
    for (const row of rows.filter((r) => r.from === at && !routes[r.to])) {
      routes[row.to] = [...routes[at]!, row];
      queue.push(row.to);
    }
  }
  return routes;
}

export type ExpectedStrategy = 'shortest' | 'simple' | 'pairs';

/**
 * Paths on the table of one flow: 'shortest', short paths (up to 8 steps) that take every row;
 * 'simple', every path entering no state twice plus a shortest one for each row they miss;
 * 'pairs', every row followed by every row out of its target (the machine-level check).
 */
export function expectedPaths(
  expectation: Expectation,
  flow: ExpectedFlow,
  strategy: ExpectedStrategy,
  runner?: Runner,
): ExpectedPath[] {
  const rows = rowsFor(flow, runner);
  const routes = shortestRoutes(flow, runner);
  const reach = rows.filter((r) => routes[r.from]).map((r) => [...routes[r.from]!, r]);
  let sequences: ExpectedRow[][];
  if (strategy === 'shortest') sequences = chainRows(flow, rows);
  else if (strategy === 'simple') {
    const simple = simpleSequences(flow, rows);
    sequences = [...simple, ...coverRows(withoutPrefixes(reach), new Set(simple.flat()))];
  } else {
    const pairs = rows.flatMap((r1) =>
      rows.filter((r2) => r2.from === r1.to && routes[r1.from]).map((r2) => [...routes[r1.from]!, r1, r2]),
    );
    sequences = withoutPrefixes([...reach, ...pairs]);
  }
  return sequences.map((rowsOf, i) => toPath(expectation, flow, rowsOf, i));
}

/** Rows a runner cannot drive, each with its reason. */
export function excusedRows(expectation: Expectation, runner: Runner): { row: string; why: string }[] {
  return expectation.flows.flatMap((flow) =>
    flow.rows.filter((r) => r.cannot?.[runner]).map((r) => ({ row: rowKey(flow, r), why: r.cannot![runner]! })),
  );
}
