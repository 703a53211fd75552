// @vitest-environment node
// The console's one CSV rule (src/shared/csv-text.ts): a text cell a spreadsheet would run as a
// formula comes out behind a `'`, quoted, so Excel shows it as text; numbers are left as they are.
// Every writer uses it: the list exports (toCsv) and the testers' plans (planCsv).
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvText } from '../../../src/shared/csv-text.ts';
import { toCsv } from '../../../src/screens/shared/list/export/csv.ts';
import { PLAN_COLUMNS, planCsv, type PlanCase } from '../../../scripts/test-plan/plan-csv.ts';

const lines = (text: string) => text.replace(/^\uFEFF/, '').split('\r\n');

describe('csvText', () => {
  it.each([
    ['=HYPERLINK("http://evil.example/","詳細")', `"'=HYPERLINK(""http://evil.example/"",""詳細"")"`],
    ['+1+cmd|calc', `"'+1+cmd|calc"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(1+1)', `"'@SUM(1+1)"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
    ['＝１＋１', `"'＝１＋１"`],
  ])('writes the text cell %j as text: %s', (cell, written) => {
    expect(lines(csvText(['名前'], [[cell]]))[1]).toBe(written);
  });

  it('neutralises a formula cell that spans lines (papaparse’s own pattern misses it)', () => {
    const text = csvText(['手順'], [['=1+1\n2. 次の手順']]);
    expect(Papa.parse<string[]>(text.slice(1)).data[1]).toEqual(["'=1+1\n2. 次の手順"]);
  });

  it('leaves numbers, negative ones included, and ordinary text as they are', () => {
    expect(
      lines(
        csvText(
          ['数', '名前', '日時'],
          [
            [-3, '山田 太郎', '2026/11/21 15:30'],
            [0, 'a-b', ''],
          ],
        ),
      ),
    ).toEqual(['数,名前,日時', '-3,山田 太郎,2026/11/21 15:30', '0,a-b,']);
  });

  it('starts with a BOM, ends lines with CRLF, and neutralises a header too', () => {
    const text = csvText(['=A1'], [['x']]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1)).toBe(`"'=A1"\r\nx`);
  });
});

describe('every writer uses the rule', () => {
  it('toCsv (the list exports) keeps its columns, and writes a user name =… as text', () => {
    const rows = [{ name: '=HYPERLINK("http://evil.example/")', count: -1 }];
    const text = toCsv(
      [
        { header: 'ユーザー名', value: (r: (typeof rows)[number]) => r.name },
        { header: '数', value: (r: (typeof rows)[number]) => r.count },
      ],
      rows,
    );
    expect(lines(text)).toEqual(['ユーザー名,数', `"'=HYPERLINK(""http://evil.example/"")",-1`]);
  });

  it('planCsv (the testers’ plans) writes a step starting with = + - @ as text', () => {
    const step: PlanCase = Object.fromEntries(PLAN_COLUMNS.map((k) => [k, ''])) as PlanCase;
    const cases = ['=1+1', '+1', '-1', '@A1'].map((手順, i) => ({ ...step, No: `x-${i + 1}`, 手順: `${手順}\n2. 次` }));
    const parsed = Papa.parse<string[]>(planCsv(cases).slice(1), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual([...PLAN_COLUMNS]);
    expect(parsed.slice(1).map((row) => row[PLAN_COLUMNS.indexOf('手順')])).toEqual([
      "'=1+1\n2. 次",
      "'+1\n2. 次",
      "'-1\n2. 次",
      "'@A1\n2. 次",
    ]);
    expect(planCsv(cases).endsWith('\r\n')).toBe(true);
  });
});
