// `--against REF`: every figure of the working tree beside the ref's, the ratio, its interval over
// bootstrap resamples where the figure has samples (bench-interval.ts), and the mark of a regression.
import { ratioInterval } from './bench-interval.ts';
import { cost, pad, REGRESSION, type Row } from './bench-report.ts';

export interface AgainstRow {
  figure: string;
  tree: string;
  ref: string;
  /** tree / ref ('—' when the ref's figure is 0). */
  ratio: string;
  /** How much worse the tree is than the ref (positive: worse; higher-is-better figures turned round). */
  cost: number;
  /** The ratio's range over bootstrap resamples of both builds' samples (bench-interval.ts); null without samples. */
  interval: [number, number] | null;
  target: string;
}

/** `--against REF`: every figure of the working tree beside the ref's, with the ratio and the tree's cost. */
export function against(treeRows: Row[], refRows: Row[]): AgainstRow[] {
  return treeRows.map((row, i) => {
    const ref = refRows[i]!;
    return {
      figure: row.figure.replace(/ \((median|median \/ p95) of \d+[^)]*\)/, ''),
      tree: row.value,
      ref: ref.value,
      ratio: ref.num === 0 ? (row.num === 0 ? '1.00' : '—') : (row.num / ref.num).toFixed(2),
      cost: cost(ref, row),
      interval: row.samples && ref.samples ? ratioInterval(row.samples, ref.samples) : null,
      target: row.target,
    };
  });
}

/** Prints `against`'s rows; ⚠ on a figure REGRESSION or more worse than the ref's. */
export function printAgainst(ref: string, rows: AgainstRow[]): void {
  console.log(
    `\nThe working tree against ${ref}, interleaved in one run (ratio = tree / ${ref}; ⚠ = ${Math.round(REGRESSION * 100)} % or more worse than ${ref}; [a–b] = the ratio over 90 % of bootstrap resamples of both builds' samples)`,
  );
  const range = (i: [number, number] | null) => (i ? ` [${i[0].toFixed(2)}–${i[1].toFixed(2)}]` : '');
  pad([
    ['figure', 'working tree', ref, 'ratio', 'target'],
    ...rows.map((r) => [
      r.figure,
      r.tree,
      r.ref,
      `${r.ratio}${r.cost >= REGRESSION ? ' ⚠' : ''}${range(r.interval)}`,
      r.target,
    ]),
  ]);
}
