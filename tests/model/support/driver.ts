// Replaying model paths on a system under test: the step loop, and a clock that fires
// `xstate.after.*` events of a real actor exactly when they are due.
import { SimulatedClock } from 'xstate';
import type { EventObject, InspectionEvent, Observer } from 'xstate';
import type { ModelPath, ModelStep } from './coverage.ts';

export interface PathDriver {
  /**
   * Makes the system under test take the step's event (send it, settle a call, let time
   * pass); `previous` is the model's step before it (its state is where the event applies).
   */
  perform(step: ModelStep, previous: ModelStep, index: number): void | Promise<void>;
  /** Asserts the system under test is where the model says (runs after every step, the first too). */
  check(step: ModelStep, index: number): void | Promise<void>;
}

/** Drives one path step by step; a failure names the path and the step. */
export async function drivePath(path: ModelPath, driver: PathDriver): Promise<void> {
  let previous: ModelStep | undefined;
  for (const [index, step] of path.steps.entries()) {
    const where = index === 0 ? 'initial state' : `step ${index} (${step.event.type} → ${step.stateLabel})`;
    try {
      if (previous) await driver.perform(step, previous, index);
      await driver.check(step, index);
    } catch (error) {
      if (error instanceof Error)
        error.message = `${path.id} at ${where}: ${error.message}\n  path: ${path.description}`;
      throw error;
    }
    previous = step;
  }
}

/** Combines inspection observers for `createActor(logic, { inspect })`. */
export function inspectAll(...observers: ((event: InspectionEvent) => void)[]): Observer<InspectionEvent> {
  return { next: (event) => observers.forEach((observe) => observe(event)) };
}

export function isDelayedEvent(event: EventObject): boolean {
  return event.type.startsWith('xstate.after.');
}

/**
 * A SimulatedClock that knows which delayed event each timer delivers, from the actor's
 * `@xstate.action` inspection events (`xstate.raise` with a delay schedules, `xstate.cancel`
 * cancels; for `after` the id is the event type). Pass `clock` and `inspect` to createActor.
 *
 * `fire(type)` moves time to exactly when that event is due (so timers scheduled by it start
 * at the right time), first stopping 1 ms before so the caller can check nothing happened
 * early. It refuses when another timer is due first: such a path cannot happen in real time.
 */
export class DelayClock extends SimulatedClock {
  private readonly due = new Map<string, number>();
  /** Wall time that passed without the timers (see `sleepUntil`). */
  private slept = 0;

  /** The wall clock: the timers' time plus the time slept. */
  wallNow(): number {
    return this.now() + this.slept;
  }

  /**
   * The computer sleeps (a closed lid) until the wall clock reads `time`: no timer runs
   * meanwhile, and each keeps the time it had left, as a browser's timers do.
   */
  sleepUntil(time: number): void {
    this.slept += Math.max(0, time - this.wallNow());
  }

  /** The clock as a page sees it (`startAppRuntime({ sessionClock })`): these timers, the wall time. */
  readonly page = {
    setTimeout: (fn: (...args: unknown[]) => void, timeout: number) => this.setTimeout(fn, timeout),
    clearTimeout: (id: number) => this.clearTimeout(id),
    now: () => this.wallNow(),
  };

  readonly inspect = (event: InspectionEvent): void => {
    if (event.type !== '@xstate.action') return;
    const { type, params } = event.action as { type: string; params: unknown };
    if (type === 'xstate.raise') {
      const p = params as { event: EventObject; id?: string; delay?: number };
      if (typeof p.delay === 'number') this.due.set(p.id ?? p.event.type, this.now() + p.delay);
    } else if (type === 'xstate.cancel') {
      this.due.delete((params as { sendId: string }).sendId);
    }
  };

  /** When the delayed event is due, or undefined if it is not scheduled. */
  dueAt(eventType: string): number | undefined {
    return this.due.get(eventType);
  }

  fire(eventType: string, beforeDue?: () => void): void {
    const at = this.due.get(eventType);
    if (at === undefined) {
      throw new Error(`${eventType} is not scheduled (pending: ${[...this.due.keys()].join(', ') || 'none'})`);
    }
    const earlier = [...this.due].filter(([type, time]) => type !== eventType && time < at);
    if (earlier.length) {
      throw new Error(
        `${eventType} (due at ${at} ms) cannot fire first: ${earlier.map(([t, time]) => `${t} at ${time} ms`).join(', ')}`,
      );
    }
    if (at - 1 > this.now()) {
      this.set(at - 1);
      beforeDue?.();
    }
    this.due.delete(eventType);
    this.set(at);
  }
}
