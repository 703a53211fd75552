// check-server's report as plain text for a terminal: one row per call (details indented below
// it), a table of the extensions, and a summary. Columns are aligned by display width, so the
// console's Japanese names line up too.
import { endpoints } from '../../src/api/catalog/endpoints.ts';
import { PAGE_SIZE } from './plan.ts';
import type { CallCheck, ExtensionCheck, ListShape, Outcome, Report } from './types.ts';

// East Asian wide and full-width characters take two columns.
const WIDE =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/;
export const displayWidth = (text: string): number => [...text].reduce((sum, ch) => sum + (WIDE.test(ch) ? 2 : 1), 0);
const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - displayWidth(text)));

/** Rows of cells as aligned lines (the last cell is not padded). */
export function table(rows: readonly (readonly string[])[], indent = '  '): string[] {
  const widths =
    rows[0]?.map((_, i) => Math.max(...rows.map((row) => (i < row.length - 1 ? displayWidth(row[i] ?? '') : 0)))) ?? [];
  return rows.map(
    (row) =>
      indent +
      row
        .map((cell, i) => (i < row.length - 1 ? pad(cell, widths[i]! + 2) : cell))
        .join('')
        .trimEnd(),
  );
}

const RESULT: Record<Outcome, { contract: string; extension: string }> = {
  ok: { contract: 'read', extension: 'read' },
  none: { contract: 'none set up', extension: 'none set up' },
  missing: { contract: 'MISSING', extension: 'absent' },
  network: { contract: 'NO ANSWER', extension: 'no answer' },
  unreadable: { contract: 'UNREADABLE', extension: 'unreadable' },
  refused: { contract: 'ERROR', extension: 'error' },
  'not-sent': { contract: 'not sent', extension: 'not sent' },
  skipped: { contract: 'not checked', extension: 'not checked' },
};

/** The console's name of the call, without its explanation in brackets. */
const featureOf = (check: CallCheck) => endpoints[check.id].summary.replace(/（.*$/, '');
const statusOf = (check: CallCheck) =>
  check.status === null ? '-' : check.status === 0 ? 'network' : String(check.status);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function listLine(check: CallCheck, list: ListShape): string {
  const parts = [
    `${plural(list.rows, 'row')} read, ${list.leftOut ? `${list.leftOut} left out for lack of an essential field` : 'none left out'}`,
  ];
  parts.push(list.form.bare ? 'bare array' : `envelope, rows under "${list.form.rowsField}"`);
  if (list.total !== null) parts.push(list.total ? 'total given' : 'no total');
  if (list.paged !== null)
    parts.push(
      list.paged
        ? `paged when asked for page=1&pageSize=${PAGE_SIZE}`
        : `sent every row when asked for page=1&pageSize=${PAGE_SIZE}`,
    );
  // The console's rule cannot tell a server that pages from one that ignores the page with this few rows.
  if (list.paged && list.totalRows !== null && list.totalRows <= PAGE_SIZE)
    parts.push(`only ${list.totalRows} in all: too few to tell whether it pages`);
  if (list.browserPages !== null)
    parts.push(
      list.browserPages ? `${featureOf(check)} is paged in the browser` : `${featureOf(check)} is paged by the server`,
    );
  return parts.join('; ');
}

/** The lines under a call's row. */
function details(check: CallCheck): string[] {
  const lines: string[] = [];
  if (check.note) lines.push(check.note);
  if (check.list) lines.push(listLine(check, check.list));
  if (check.fallbacks.length) {
    const unit = check.list ? 'rows' : '';
    lines.push(
      `shown as fallbacks (null or missing): ${check.fallbacks.map((f) => `${f.field} (${f.count}/${f.of}${unit ? ` ${unit}` : ''})`).join(', ')}`,
    );
  }
  if (check.strictDiffs.length) {
    const shown = check.strictDiffs.slice(0, 6).join(', ');
    lines.push(
      `differs from docs/openapi.json at: ${shown}${check.strictDiffs.length > 6 ? `, and ${check.strictDiffs.length - 6} more` : ''} (read anyway)`,
    );
  }
  return lines;
}

function callLines(calls: readonly CallCheck[]): string[] {
  const rows = [
    ['CALL', 'PART', 'STATUS', 'RESULT', 'CONSOLE'],
    ...calls.map((c) => [
      c.call,
      c.extension ?? 'contract',
      statusOf(c),
      RESULT[c.outcome][c.extension ? 'extension' : 'contract'],
      featureOf(c),
    ]),
  ];
  const lines = table(rows);
  const out = [lines[0]!];
  calls.forEach((check, i) => {
    out.push(lines[i + 1]!);
    for (const line of details(check)) out.push(`      ${line}`);
  });
  return out;
}

function extensionLines(extensions: readonly ExtensionCheck[]): string[] {
  return table([
    ['EXTENSION', 'STATE', 'CONSOLE', 'HOW IT WAS LEARNED'],
    ...extensions.map((e) => [e.id, e.state, e.name, e.evidence]),
  ]);
}

function summary(report: Report): string[] {
  const { calls, failures } = report;
  const contract = calls.filter((c) => c.extension === null && c.outcome !== 'skipped');
  const lines: string[] = [];
  const browser = calls.filter((c) => c.list?.browserPages).map((c) => `${featureOf(c)} (${c.endpoint})`);
  lines.push(`Lists paged in the browser: ${browser.length ? browser.join(', ') : 'none'}`);
  const leftOut = calls.filter((c) => c.list?.leftOut).map((c) => `${c.endpoint} ${c.list!.leftOut}`);
  lines.push(`Rows left out for lack of an essential field: ${leftOut.length ? leftOut.join(', ') : 'none'}`);
  const notAdmin = calls.filter((c) => c.note === 'not checked: the account is not an administrator').length;
  if (notAdmin)
    lines.push(
      `Not an administrator: ${plural(notAdmin, 'call')} not checked; sign in as an administrator for a full check.`,
    );
  const badWrites = (report.writes ?? []).filter((w) => w.status !== null && (!w.success || w.seen === false));
  if (badWrites.length)
    lines.push(
      `Writes the console misreads: ${badWrites.map((w) => `${w.endpoint} (${w.status} ${w.body}: ${w.success ? 'the list does not show it' : 'read as a failure'})`).join(', ')}`,
    );
  if (failures.length === 0 && badWrites.length === 0)
    lines.push(`Result: OK: every call of the contract that was made (${contract.length}) answered and was read.`);
  else if (failures.length === 0) lines.push('Result: FAILED: a write of the contract is misread by the console.');
  else
    lines.push(
      `Result: FAILED: ${plural(failures.length, 'call')} of the contract did not answer readably: ${failures.map((f) => `${f.endpoint} (${statusOf(f)} ${RESULT[f.outcome].contract})`).join(', ')}`,
    );
  return lines;
}

function writeLines(report: Report): string[] {
  if (report.writes === null) return [];
  if (!report.signIn.admin) return ['', 'Writes: not made: the account is not an administrator.'];
  const rows = [
    ['WRITE', 'STATUS', 'ANSWER', 'CONSOLE', 'LIST'],
    ...report.writes.map((w) => [
      w.endpoint,
      w.status === null ? '-' : String(w.status),
      w.body ?? '-',
      w.status === null ? 'not sent' : w.success ? 'success' : 'FAILURE',
      w.seen === null ? '-' : w.seen ? 'shows the change' : 'DOES NOT SHOW IT',
    ]),
  ];
  const lines = table(rows);
  const out = ['', 'Writes (--writes: made with this account, and what they made deleted again)', lines[0]!];
  report.writes.forEach((w, i) => {
    out.push(lines[i + 1]!);
    if (w.note) out.push(`      ${w.note}`);
  });
  return out;
}

export function formatReport(report: Report): string {
  const { signIn } = report;
  const lines = [`check-server: ${report.baseUrl}`];
  if (!signIn.ok) {
    lines.push(`Sign-in failed as ${signIn.email}: ${signIn.message}`, 'Result: FAILED: nothing else was checked.');
    return `${lines.join('\n')}\n`;
  }
  lines.push(
    signIn.admin
      ? `Signed in as ${signIn.email} (${signIn.role}): an administrator, so every GET of the console is checked.`
      : `Signed in as ${signIn.email} (${signIn.role ?? 'no role given'}): not an administrator, so the administrators' calls are not checked.`,
    report.writes === null
      ? 'Only the sign-in, the sign-out and GETs are sent: nothing on the server is changed.'
      : 'With --writes: a licence and a user are created, changed and deleted; nothing else is changed.',
    '',
    'Calls (PART: the contract, or the extension of ours the call belongs to, which never fails the check)',
    ...callLines(report.calls),
    '',
    'Extensions (what the console offers beyond the contract)',
    ...extensionLines(report.extensions),
    ...writeLines(report),
    '',
    ...summary(report),
  );
  return `${lines.join('\n')}\n`;
}
