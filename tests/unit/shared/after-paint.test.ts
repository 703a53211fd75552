import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { afterNextPaint, usePaintedOnce } from '../../../src/screens/shared/deferred/after-paint.ts';

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

describe('usePaintedOnce', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns true after a frame painted while ready, not in the render that made it ready, and stays true', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const { result, rerender } = renderHook(({ ready }) => usePaintedOnce(ready), { initialProps: { ready: false } });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(false);

    rerender({ ready: true });
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(true);

    rerender({ ready: false });
    expect(result.current).toBe(true);
  });

  it('does not turn true when ready ends before the frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const { result, rerender } = renderHook(({ ready }) => usePaintedOnce(ready), { initialProps: { ready: true } });
    rerender({ ready: false });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(false);
  });
});
