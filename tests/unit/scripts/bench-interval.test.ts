// @vitest-environment node
// The interval the bench prints beside an A/B's ratio (scripts/bench-interval.ts): the range of the
// ratio of medians over bootstrap resamples, the same for the same samples.
import { describe, expect, it } from 'vitest';
import { ratioInterval } from '../../../scripts/bench-interval.ts';
import { against } from '../../../scripts/bench-against.ts';
import type { Row } from '../../../scripts/bench-report.ts';

/** A click's samples as the bench sees them: two clusters a frame (about 17 ms) apart. */
const twoClusters = (low: number, n: number) =>
  Array.from({ length: n }, (_, i) => (i < low ? 36 + (i % 9) : 53 + (i % 17)));

describe('ratioInterval', () => {
  it('holds 1 for two builds drawn from the same clusters, though their medians differ by 20 %', () => {
    // 12 of 24 samples in the low cluster against 11: the medians land in different clusters.
    const tree = twoClusters(11, 24);
    const ref = twoClusters(12, 24);
    const interval = ratioInterval(tree, ref)!;
    expect(interval[0]).toBeLessThan(1);
    expect(interval[1]).toBeGreaterThan(1.1);
  });

  it('lies above 1.1 when every sample of the tree is a third slower', () => {
    const ref = twoClusters(12, 40);
    const tree = ref.map((x) => x * 1.33);
    const [low] = ratioInterval(tree, ref)!;
    expect(low).toBeGreaterThan(1.1);
  });

  it('is the same for the same samples, and absent with fewer than three', () => {
    const tree = twoClusters(10, 24);
    const ref = twoClusters(13, 24);
    expect(ratioInterval(tree, ref)).toEqual(ratioInterval(tree, ref));
    expect(ratioInterval([50, 60], ref)).toBeNull();
  });
});

describe('against', () => {
  const row = (num: number, samples?: number[]): Row => ({
    figure: 'f (median of 3)',
    value: `${num}`,
    target: '—',
    ok: null,
    num,
    ...(samples ? { samples } : {}),
  });

  it('gives a sampled figure its interval, and a single figure (a byte count) none', () => {
    const [sampled, single] = against(
      [row(62, [58, 60, 62, 64, 66]), row(100)],
      [row(50, [45, 47, 50, 52, 54]), row(100)],
    );
    expect(sampled).toMatchObject({ figure: 'f', ratio: '1.24' });
    expect(sampled!.interval![0]).toBeGreaterThan(1);
    expect(single!.interval).toBeNull();
  });
});
