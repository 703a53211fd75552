// A file's rows mapped in slices with the page given back between them, so a 10,000-row check
// never holds the main thread for seconds: input, paint and the answers of the
// calls made meanwhile get their turn (docs/adr/0068-import-rows-checked-in-slices.md). Every import
// kind checks its rows through it.
import { yieldToPage } from '../../../shared/yield-to-page.ts';

/**
 * Long enough that the frames painted between slices (the reading's progress bar) cost little:
 * slices of 30 ms nearly doubled a 10,000-row preview's time at the bench's 4x slowdown.
 */
const SLICE_MS = 200;
/** Rows between two looks at the clock. */
const ROWS_PER_LOOK = 50;

export async function mapInSlices<T, R>(items: readonly T[], each: (item: T, index: number) => R): Promise<R[]> {
  const out: R[] = [];
  let sliceStart = performance.now();
  for (let i = 0; i < items.length; i++) {
    out.push(each(items[i]!, i));
    if (i % ROWS_PER_LOOK === ROWS_PER_LOOK - 1 && performance.now() - sliceStart >= SLICE_MS) {
      await yieldToPage();
      sliceStart = performance.now();
    }
  }
  return out;
}
