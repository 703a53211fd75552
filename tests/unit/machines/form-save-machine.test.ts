// A form's save (src/machines/form-save) on a fake clock: the notice's deadline counted from the
// start, cancel aborting the running save and re-reading, and another submit after any end.
import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formSaveMachine } from '../../../src/machines/form-save/form-save-machine.ts';
import { FORM_SAVE_SLOW_AFTER_MS } from '../../../src/shared/constants.ts';

/** A save that ends only when the test says, and the effects the machine asked for. */
function setup(input?: { slowAfterMs?: number }) {
  const effects: string[] = [];
  let settle: { resolve: (v: unknown) => void; reject: (e: unknown) => void } | null = null;
  let signal: AbortSignal | null = null;
  const actor = createActor(
    formSaveMachine.provide({
      actors: {
        save: fromPromise(({ signal: s }) => {
          signal = s;
          return new Promise((resolve, reject) => {
            settle = { resolve, reject };
          });
        }),
      },
      actions: { abortSave: () => effects.push('abortSave'), reread: () => effects.push('reread') },
    }),
    { input },
  ).start();
  return {
    actor,
    effects,
    value: () => actor.getSnapshot().value,
    submit: () => actor.send({ type: 'save.submit', at: Date.now() }),
    settle: () => settle!,
    signal: () => signal!,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('formSave', () => {
  it('starts idle and saves on submit, busy while it runs', () => {
    const m = setup();
    expect(m.value()).toBe('idle');
    m.submit();
    expect(m.value()).toEqual({ saving: 'waiting' });
    expect(m.actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('says the server has not answered at the deadline, not a millisecond before', () => {
    const m = setup();
    m.submit();
    vi.advanceTimersByTime(FORM_SAVE_SLOW_AFTER_MS - 1);
    expect(m.value()).toEqual({ saving: 'waiting' });
    vi.advanceTimersByTime(1);
    expect(m.value()).toEqual({ saving: 'slow' });
    expect(m.actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('takes the deadline it is given', () => {
    const m = setup({ slowAfterMs: 500 });
    m.submit();
    vi.advanceTimersByTime(499);
    expect(m.value()).toEqual({ saving: 'waiting' });
    vi.advanceTimersByTime(1);
    expect(m.value()).toEqual({ saving: 'slow' });
  });

  it.each([0, FORM_SAVE_SLOW_AFTER_MS])('cancel %i ms after the start aborts the save and re-reads', (ms) => {
    const m = setup();
    m.submit();
    vi.advanceTimersByTime(ms);
    m.actor.send({ type: 'save.cancel' });
    expect(m.value()).toBe('cancelled');
    expect(m.effects).toEqual(['abortSave', 'reread']);
    // The running save is stopped: its late answer changes nothing.
    expect(m.signal().aborted).toBe(true);
    m.settle().resolve('late');
    expect(m.value()).toBe('cancelled');
  });

  it('ends saved or failed with the error; the deadline is cleared', async () => {
    const m = setup();
    m.submit();
    m.settle().resolve('ok');
    await vi.waitFor(() => expect(m.value()).toBe('saved'));
    vi.advanceTimersByTime(FORM_SAVE_SLOW_AFTER_MS);
    expect(m.value()).toBe('saved');
    m.submit();
    m.settle().reject(new Error('refused'));
    await vi.waitFor(() => expect(m.value()).toBe('failed'));
    expect((m.actor.getSnapshot().context.error as Error).message).toBe('refused');
  });

  it('saves again after a cancel, with a fresh deadline; cancel does nothing when no save runs', () => {
    const m = setup();
    m.actor.send({ type: 'save.cancel' });
    expect(m.value()).toBe('idle');
    expect(m.effects).toEqual([]);
    m.submit();
    vi.advanceTimersByTime(FORM_SAVE_SLOW_AFTER_MS - 10);
    m.actor.send({ type: 'save.cancel' });
    m.submit();
    vi.advanceTimersByTime(FORM_SAVE_SLOW_AFTER_MS - 1);
    expect(m.value()).toEqual({ saving: 'waiting' });
    vi.advanceTimersByTime(1);
    expect(m.value()).toEqual({ saving: 'slow' });
  });

  it('a second submit while one runs is not a new save', () => {
    const m = setup();
    m.submit();
    const first = m.settle();
    vi.advanceTimersByTime(1000);
    m.submit();
    expect(m.settle()).toBe(first);
    vi.advanceTimersByTime(FORM_SAVE_SLOW_AFTER_MS - 1000);
    expect(m.value()).toEqual({ saving: 'slow' });
  });
});
