// A test plan's table as the CSV a tester opens in Excel: the console's one CSV writer (a BOM,
// CRLF, no live formulas: a step a machine's expectation words as "-1" or "=…" stays text).
import { csvText } from '../../src/shared/csv-text.ts';

export const PLAN_COLUMNS = ['No', '大項目', '中項目', '前提条件', '手順', '期待結果', '結果', '備考'] as const;
export type PlanCase = Record<(typeof PLAN_COLUMNS)[number], string>;

/** The plan's cases, a line each, ending with a line break. */
export const planCsv = (cases: readonly PlanCase[]) =>
  `${csvText(
    PLAN_COLUMNS,
    cases.map((c) => PLAN_COLUMNS.map((k) => c[k])),
  )}\r\n`;
