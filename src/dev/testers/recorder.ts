// The testers' recorder: fed by xstate's inspection API (`inspect` on every actor the console
// creates), it keeps the machine actors alive now and their state, matches each transition to a
// row of the expectation, and records a named session of a manual test, saved in localStorage so
// a reload mid-session loses nothing.
import type { InspectionEvent } from 'xstate';
import { TESTERS_STORAGE_PREFIX } from '../../shared/constants.ts';
import { stateValueLabel } from '../../../tests/model/support/coverage.ts';
import type { Catalogue } from './catalogue.ts';
import { RowMatcher } from './row-matcher.ts';
import { SESSION_FORMAT, type RecordedSession, type RecordedTransition } from './session-file.ts';

/** Not user data: kept under the testers' own prefix, which sign-out leaves alone. */
export const SESSION_KEY = `${TESTERS_STORAGE_PREFIX}session`;

export interface LiveActor {
  id: string;
  machine: string;
  state: string;
}

export interface RecorderOptions {
  catalogue: Catalogue;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => Date;
  path?: () => string;
}

function isMachineActor(actor: unknown): boolean {
  const logic = (actor as { logic?: { id?: unknown; root?: unknown } }).logic;
  return typeof logic?.id === 'string' && typeof logic.root === 'object';
}

export class TestersRecorder {
  private readonly matcher: RowMatcher;
  private readonly actors = new Map<string, LiveActor>();
  /** Expected states the page's actors started in, per machine (a start takes no row). */
  private readonly startedIn = new Map<string, Set<string>>();
  /** Transitions since the page loaded, when no session is recorded. */
  private unsaved: RecordedTransition[] = [];
  private session: RecordedSession | null;
  private readonly listeners = new Set<() => void>();
  private version = 0;
  /** Set when the browser refused to store the session (full storage): the panel says so. */
  saveError: string | null = null;

  private readonly options: RecorderOptions;

  constructor(options: RecorderOptions) {
    this.options = options;
    this.matcher = new RowMatcher(options.catalogue);
    this.session = this.load();
  }

  get catalogue(): Catalogue {
    return this.options.catalogue;
  }

  /** The observer to pass as `inspect` to createActor / useActorRef. */
  readonly inspect = (event: InspectionEvent): void => {
    if (event.type !== '@xstate.snapshot' || !isMachineActor(event.actorRef)) return;
    const machine = (event.actorRef as unknown as { logic: { id: string } }).logic.id;
    if (!this.options.catalogue.has(machine)) return;
    const id = event.actorRef.sessionId;
    const snapshot = event.snapshot as { value?: unknown; status?: string };
    const to = stateValueLabel(snapshot.value);
    const known = this.actors.get(id);
    if (snapshot.status !== 'active') {
      this.actors.delete(id);
      this.matcher.stop(id);
    } else if (!known) {
      this.actors.set(id, { id, machine, state: to });
      this.matcher.start(id, machine, to);
      const started = this.startedIn.get(machine) ?? new Set<string>();
      for (const key of this.matcher.whereIs(id)) started.add(key);
      this.startedIn.set(machine, started);
    } else {
      const step = { from: known.state, event: event.event as { type: string } & Record<string, unknown>, to };
      const rows = this.matcher.step(id, machine, step);
      known.state = to;
      if (rows.length || step.from !== to)
        this.add({ machine, actor: id, from: step.from, event: step.event.type, to, rows: rows.map((r) => r.key) });
    }
    this.changed();
  };

  private add(t: Omit<RecordedTransition, 'at' | 'path'>): void {
    const entry: RecordedTransition = {
      at: (this.options.now?.() ?? new Date()).toISOString(),
      path: this.options.path?.() ?? globalThis.location?.pathname ?? '',
      ...t,
    };
    if (this.session && !this.session.stoppedAt) {
      this.session.transitions.push(entry);
      this.save();
    } else if (!this.session) this.unsaved.push(entry);
  }

  liveActors(machine?: string): LiveActor[] {
    return [...this.actors.values()].filter((a) => !machine || a.machine === machine);
  }

  current(): RecordedSession | null {
    return this.session;
  }

  /** What the panel marks: the session's transitions, or the page's since it loaded. */
  transitions(): readonly RecordedTransition[] {
    return this.session?.transitions ?? this.unsaved;
  }

  takenRows(machine: string): Set<string> {
    return new Set(this.transitions().flatMap((t) => (t.machine === machine ? t.rows : [])));
  }

  /** Expected states (`flow|state`) entered or left by a row taken, or an actor started in. */
  reachedStates(machine: string): Set<string> {
    const m = this.options.catalogue.get(machine);
    const taken = this.takenRows(machine);
    const reached = new Set<string>(this.startedIn.get(machine));
    for (const r of m?.rows ?? []) if (taken.has(r.key)) for (const s of [r.from, r.to]) reached.add(`${r.flow}|${s}`);
    return reached;
  }

  start(name: string, tester: string): void {
    this.session = {
      format: SESSION_FORMAT,
      name: name.trim(),
      tester: tester.trim(),
      startedAt: (this.options.now?.() ?? new Date()).toISOString(),
      stoppedAt: null,
      transitions: [],
    };
    this.unsaved = [];
    this.save();
    this.changed();
  }

  stop(): void {
    if (!this.session || this.session.stoppedAt) return;
    this.session.stoppedAt = (this.options.now?.() ?? new Date()).toISOString();
    this.save();
    this.changed();
  }

  /** Forgets the session (after it was exported), back to the page's own marks. */
  discard(): void {
    this.session = null;
    this.options.storage?.removeItem(SESSION_KEY);
    this.changed();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  private changed(): void {
    this.version += 1;
    for (const l of this.listeners) l();
  }

  private load(): RecordedSession | null {
    try {
      const text = this.options.storage?.getItem(SESSION_KEY);
      const data = text ? (JSON.parse(text) as RecordedSession) : null;
      return data?.format === SESSION_FORMAT && Array.isArray(data.transitions) ? data : null;
    } catch {
      return null;
    }
  }

  private save(): void {
    try {
      this.options.storage?.setItem(SESSION_KEY, JSON.stringify(this.session));
      this.saveError = null;
    } catch (error) {
      this.saveError = error instanceof Error ? error.message : String(error);
    }
  }
}
