import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../../src/screens/shared/after-paint.ts';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs after the next animation frame, not in the timeouts queued before it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const order: string[] = [];
    afterNextPaint(() => order.push('after paint'));
    setTimeout(() => order.push('timeout 0'), 0);
    vi.advanceTimersByTime(1);
    expect(order).toEqual(['timeout 0']);
    vi.advanceTimersByTime(32);
    expect(order).toEqual(['timeout 0', 'after paint']);
  });

  it('can be cancelled before the frame and between the frame and the run', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const fn = vi.fn();
    afterNextPaint(fn)();
    vi.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();

    const cancel = afterNextPaint(fn);
    vi.advanceTimersToNextFrame();
    cancel();
    vi.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();
  });
});
