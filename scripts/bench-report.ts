// The bench's figures beside their targets, and for an A/B the same figures side by side with
// the difference of each variant from the first build (scripts/bench.ts prints both).
import type { HeapFigure, ListSamples, LoadSample } from './bench-page.ts';
import type { RpsResult } from './bench-mock.ts';
import type { DashboardSamples } from './bench-dashboard.ts';
import type { RoutePaint } from './bench-routes.ts';
import { median, percentile } from './bench-lib.ts';

/** The performance targets (medians at 4x CPU slowdown). */
export const TARGET = {
  loginJsCssBytes: 160_000,
  loginFontBytes: 40_000,
  lcpMs: 450,
  loginTbtMs: 150,
  /** Every route opened cold (a bookmark, a deep link): its first paint. */
  routeFirstPaintMs: 500,
  cls: 0,
  listFromDataMs: 300,
  /** A list whose server sends every row at once: read, then paged in the browser. */
  unpagedListFromDataMs: 1000,
  dashboardFromDataMs: 300,
  interactionMs: 100,
  heapBytes: 60 * 1024 * 1024,
  /** ライセンス一括発行: a 10,000-row file read, decoded and validated, the preview's first rows shown. */
  bulkPreviewMs: 2000,
  /** ライセンス一括発行: 1,000 licences issued against the HTTP mock. */
  bulkIssueMs: 30_000,
  rpsRatio: 2,
};

/** A removal that costs this much (or more) on a target figure keeps the part it would remove
 *  (docs/adr/0026-a-speed-decision-needs-an-ab-in-one-bench-run.md). */
export const DECISIVE_COST = 0.15;
/** `--against REF`: a figure of the working tree this much (or more) worse than the ref's is marked. */
export const REGRESSION = 0.1;

export interface Row {
  figure: string;
  value: string;
  target: string;
  /** Against the target; null: shown without a verdict. */
  ok: boolean | null;
  /** The figure as a number, for comparisons (lower is better unless `higherIsBetter`). */
  num: number;
  higherIsBetter?: boolean;
  /** The samples `num` is the median of (an A/B's ratio then gets its interval). */
  samples?: readonly number[];
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const ms = (x: number) => `${Math.round(x)} ms`;

export function loginRows(samples: LoadSample[]): Row[] {
  const bytes = samples[0]!.bytes;
  const jsCss = bytes.js + bytes.css;
  const fonts = bytes.files.filter((f) => f.type === 'font').map((f) => f.path.replace(/^\//, ''));
  const fcp = median(samples.map((s) => s.fcp));
  const lcp = median(samples.map((s) => s.lcp));
  const cls = median(samples.map((s) => s.cls));
  const tbt = median(samples.map((s) => s.tbt));
  return [
    {
      figure: 'login: JS + CSS transferred (gzip)',
      value: `${kb(jsCss)} (JS ${kb(bytes.js)}, CSS ${kb(bytes.css)})`,
      target: `≤ ${kb(TARGET.loginJsCssBytes)}`,
      ok: jsCss <= TARGET.loginJsCssBytes,
      num: jsCss,
    },
    {
      figure: 'login: fonts transferred',
      value: `${kb(bytes.font)} (${fonts.join(', ') || 'none'})`,
      target: `≤ ${kb(TARGET.loginFontBytes)}, primeicons only`,
      ok: bytes.font <= TARGET.loginFontBytes && fonts.every((f) => f.startsWith('primeicons')),
      num: bytes.font,
    },
    { figure: `login: FCP (median of ${samples.length} cold loads)`, value: ms(fcp), target: '—', ok: null, num: fcp },
    { figure: 'login: LCP', value: ms(lcp), target: `≤ ${ms(TARGET.lcpMs)}`, ok: lcp <= TARGET.lcpMs, num: lcp },
    { figure: 'login: CLS', value: cls.toFixed(3), target: '0', ok: cls <= TARGET.cls, num: cls },
    {
      figure: 'login: TBT (long tasks FCP→TTI)',
      value: ms(tbt),
      target: `≤ ${ms(TARGET.loginTbtMs)}`,
      ok: tbt <= TARGET.loginTbtMs,
      num: tbt,
    },
  ];
}

/** A route opened cold: its first paint and CLS (medians). */
export function routeRows(name: string, samples: RoutePaint[]): Row[] {
  const fcp = median(samples.map((s) => s.fcp));
  const cls = median(samples.map((s) => s.cls));
  return [
    {
      figure: `${name} cold: first paint (median of ${samples.length})`,
      value: ms(fcp),
      target: `≤ ${ms(TARGET.routeFirstPaintMs)}`,
      ok: fcp <= TARGET.routeFirstPaintMs,
      num: fcp,
    },
    { figure: `${name} cold: CLS`, value: cls.toFixed(3), target: '0', ok: cls <= TARGET.cls, num: cls },
  ];
}

/** `reference`: figures of a non-default page size, shown without a verdict. */
export function listRows(
  name: string,
  s: ListSamples,
  reference = false,
  fromDataTarget: number = TARGET.listFromDataMs,
): Row[] {
  const interaction = (label: string, xs: number[]): Row => {
    const m = median(xs);
    const figure = `${name}: ${label} (median / p95 of ${xs.length})`;
    const value = `${ms(m)} / ${ms(percentile(xs, 95))}`;
    return reference
      ? { figure, value, target: 'reference', ok: null, num: m, samples: xs }
      : { figure, value, target: `≤ ${ms(TARGET.interactionMs)}`, ok: m <= TARGET.interactionMs, num: m, samples: xs };
  };
  const interactions = [
    interaction('next page, click → paint', s.next),
    interaction('sort, click → paint', s.sort),
    interaction('filter, click → paint', s.filter),
  ];
  if (reference) return interactions;
  const open = median(s.open);
  const fromData = median(s.openFromData);
  return [
    {
      figure: `${name}: menu click → first page painted (median of ${s.open.length})`,
      value: ms(open),
      target: '—',
      ok: null,
      num: open,
      samples: s.open,
    },
    {
      figure: `${name}: menu click → list call sent`,
      value: ms(median(s.openToCall)),
      target: '—',
      ok: null,
      num: median(s.openToCall),
      samples: s.openToCall,
    },
    {
      figure: `${name}: list call on the wire`,
      value: ms(median(s.openCall)),
      target: '—',
      ok: null,
      num: median(s.openCall),
      samples: s.openCall,
    },
    {
      figure: `${name}: data arrived → first page painted`,
      value: ms(fromData),
      target: `≤ ${ms(fromDataTarget)}`,
      ok: fromData <= fromDataTarget,
      num: fromData,
      samples: s.openFromData,
    },
    ...interactions,
  ];
}

export function dashboardRows(samples: DashboardSamples): Row[] {
  const fromLoad = median(samples.fromLoad);
  const fromData = median(samples.fromData);
  return [
    {
      figure: `dashboard (large): load → every chart painted (median of ${samples.fromLoad.length})`,
      value: ms(fromLoad),
      target: '—',
      ok: null,
      num: fromLoad,
    },
    {
      figure: 'dashboard (large): data arrived → every chart painted',
      value: ms(fromData),
      target: `≤ ${ms(TARGET.dashboardFromDataMs)}`,
      ok: fromData <= TARGET.dashboardFromDataMs,
      num: fromData,
    },
  ];
}

export function heapRow(h: HeapFigure): Row {
  return {
    figure: `JS heap after every screen once (${h.screens.length} routes, after GC)`,
    value: `${(h.usedBytes / 1024 / 1024).toFixed(1)} MB`,
    target: `≤ ${TARGET.heapBytes / 1024 / 1024} MB`,
    ok: h.usedBytes <= TARGET.heapBytes,
    num: h.usedBytes,
  };
}

export function rpsRow(r: RpsResult): Row {
  const ratio = r.mock.rps / r.jsonServer.rps;
  return {
    figure: `mock: GET /licenses page 1 of 25, 10,000 rows (${r.connections} connections, ${r.seconds} s)`,
    value: `${Math.round(r.mock.rps)} rps vs json-server ${Math.round(r.jsonServer.rps)} rps (${ratio.toFixed(1)}x)`,
    target: `≥ ${TARGET.rpsRatio}x json-server`,
    ok: ratio >= TARGET.rpsRatio && r.mock.failures === 0 && r.jsonServer.failures === 0,
    // Compared between builds by the mock's own rate: json-server's moves from run to run.
    num: r.mock.rps,
    higherIsBetter: true,
  };
}

export const pad = (rows: string[][]) => {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows)
    console.log(
      r
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    );
};

export function printTable(rows: Row[]): void {
  console.log('');
  pad([
    ['figure', 'measured', 'target', ''],
    ...rows.map((r) => [r.figure, r.value, r.target, r.ok === null ? '' : r.ok ? '✅' : '❌']),
  ]);
}

/** How much worse `value` is than `base` (positive: worse), as a fraction. */
export function cost(base: Row, value: Row): number {
  if (base.num === 0) return value.num === 0 ? 0 : Number.POSITIVE_INFINITY;
  const change = (value.num - base.num) / Math.abs(base.num);
  return base.higherIsBetter ? -change : change;
}

export interface Comparison {
  figure: string;
  target: string;
  values: string[];
  /** Per variant (the builds after the first): its cost against the first build. */
  costs: number[];
}

/** The builds' rows side by side (same figures in the same order), each variant's cost against the first. */
export function compare(rowsPerBuild: Row[][]): Comparison[] {
  const [base, ...variants] = rowsPerBuild;
  return base!.map((row, i) => ({
    figure: row.figure.replace(/ \((median|median \/ p95) of \d+[^)]*\)/, ''),
    target: row.target,
    values: rowsPerBuild.map((rows) => rows[i]!.value),
    costs: variants.map((rows) => cost(row, rows[i]!)),
  }));
}

const percent = (x: number) => (Number.isFinite(x) ? `${x >= 0 ? '+' : ''}${Math.round(x * 100)} %` : '∞');

/** Prints the A/B: each build's figure, and each variant's cost ('≥ 15 %' marked on target figures). */
export function printComparison(names: string[], comparisons: Comparison[]): void {
  const [base, ...variants] = names;
  console.log(
    `\nA/B, interleaved in one run: the cost of each variant against "${base}" (positive = worse); ⚠ marks a target figure ${Math.round(DECISIVE_COST * 100)} % or more worse`,
  );
  pad([
    ['figure', ...names, ...variants.map((v) => `${v} vs ${base}`), 'target'],
    ...comparisons.map((c) => [
      c.figure,
      ...c.values,
      ...c.costs.map(
        (x) => `${percent(x)}${c.target !== '—' && c.target !== 'reference' && x >= DECISIVE_COST ? ' ⚠' : ''}`,
      ),
      c.target,
    ]),
  ]);
}
