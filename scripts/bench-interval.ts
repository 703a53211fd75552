// How sure an A/B's ratio is. The ratio of two builds' medians moves from run to run: a click's
// samples are spread, often in two clusters a frame apart, and the median of a few dozen may land
// in either. Beside each ratio the bench prints the range of the ratio over bootstrap resamples.
import { mulberry32 } from '../src/mocks/seed/random.ts';
import { median } from './bench-lib.ts';

/** The share of resampled ratios the interval holds (the 5th to the 95th percentile). */
export const INTERVAL_LEVEL = 0.9;

/**
 * The range of median(tree) / median(ref) that 90 % of `rounds` bootstrap resamples give (each
 * build's samples drawn again with replacement); null with fewer than 3 samples on either side.
 */
export function ratioInterval(
  tree: readonly number[],
  ref: readonly number[],
  { rounds = 2000, seed = 1 }: { rounds?: number; seed?: number } = {},
): [number, number] | null {
  if (tree.length < 3 || ref.length < 3) return null;
  // Seeded (the mock's generator): the same samples give the same interval.
  const next = mulberry32(seed);
  const resample = (xs: readonly number[]) => Array.from(xs, () => xs[Math.floor(next() * xs.length)]!);
  const ratios: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const base = median(resample(ref));
    const value = median(resample(tree));
    if (base > 0) ratios.push(value / base);
  }
  if (ratios.length === 0) return null;
  ratios.sort((a, b) => a - b);
  const tail = (1 - INTERVAL_LEVEL) / 2;
  return [ratios[Math.floor(tail * (ratios.length - 1))]!, ratios[Math.ceil((1 - tail) * (ratios.length - 1))]!];
}
