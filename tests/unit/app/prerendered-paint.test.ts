// The live page replaces the prerendered /login only once the browser has recorded its first
// paint (src/app/prerendered-paint.ts), and never waits for nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPrerenderedPaint, MAX_WAIT_MS } from '../../../src/app/prerendered-paint.ts';

/** A PerformanceObserver whose LCP entries the test delivers. */
class FakeObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  static live: FakeObserver[] = [];
  observed: string | null = null;
  callback: () => void;
  constructor(callback: () => void) {
    this.callback = callback;
  }
  observe(options: { type: string }) {
    this.observed = options.type;
    FakeObserver.live.push(this);
  }
  disconnect() {
    FakeObserver.live = FakeObserver.live.filter((o) => o !== this);
  }
}

function settled(promise: Promise<void>): () => boolean {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
}

function prerendered(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = '<main inert=""><h1>t</h1></main>';
  return root;
}

describe('waiting for the prerendered page to be painted', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.live = [];
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for the first Largest Contentful Paint entry, then stops observing', async () => {
    const done = settled(afterPrerenderedPaint(prerendered()));
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS - 1);
    expect(done()).toBe(false);
    expect(FakeObserver.live.map((o) => o.observed)).toEqual(['largest-contentful-paint']);
    FakeObserver.live[0]!.callback();
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
    expect(FakeObserver.live).toEqual([]);
  });

  it(`gives up after ${MAX_WAIT_MS} ms without a paint`, async () => {
    const done = settled(afterPrerenderedPaint(prerendered()));
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS);
    expect(done()).toBe(true);
    expect(FakeObserver.live).toEqual([]);
  });

  it('does not wait with an empty root (every route but /login), in a hidden tab, or without LCP', async () => {
    const empty = settled(afterPrerenderedPaint(document.createElement('div')));
    await vi.advanceTimersByTimeAsync(0);
    expect(empty()).toBe(true);

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const hidden = settled(afterPrerenderedPaint(prerendered()));
    await vi.advanceTimersByTimeAsync(0);
    expect(hidden()).toBe(true);

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    FakeObserver.supportedEntryTypes = ['paint'];
    const noLcp = settled(afterPrerenderedPaint(prerendered()));
    await vi.advanceTimersByTimeAsync(0);
    expect(noLcp()).toBe(true);
    FakeObserver.supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    expect(FakeObserver.live).toEqual([]);
  });
});
