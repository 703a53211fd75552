// A run's row results handed on once per animation frame, not as each call answers: the screen
// renders its progress at most once a frame, in a task apart from the calls' answers
// (docs/adr/0068-import-rows-checked-in-slices.md).
import type { RowResult } from '../../machines/bulk-import/bulk-import-machine.ts';

type Frame = (callback: () => void) => number;

const nextFrame: Frame =
  typeof requestAnimationFrame === 'function' ? requestAnimationFrame : (callback) => Number(setTimeout(callback, 16));
const cancelFrame = (id: number) =>
  typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(id) : clearTimeout(id);

export function rowsPerFrame(deliver: (index: number, result: RowResult) => void) {
  let waiting: [number, RowResult][] = [];
  let frame = 0;
  const flush = () => {
    cancelFrame(frame);
    frame = 0;
    const rows = waiting;
    waiting = [];
    for (const [index, result] of rows) deliver(index, result);
  };
  return {
    add(index: number, result: RowResult) {
      waiting.push([index, result]);
      if (frame === 0) frame = nextFrame(flush);
    },
    /** Hands on what waits now (the run has ended). */
    flush,
    /** Forgets what waits (the screen has gone). */
    drop() {
      cancelFrame(frame);
      frame = 0;
      waiting = [];
    },
  };
}
