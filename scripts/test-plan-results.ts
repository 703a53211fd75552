// 結果 and 備考 of one case of a test plan from manual sessions recorded in the testers' panel
// (docs/testers-toolkit.md): ○ when every row of its steps was taken in them, 未実施 otherwise;
// 備考 names who took them and when.
import { format } from 'date-fns';
import type { RecordedSession } from '../src/dev/testers/session-file.ts';

export const DONE = '○';
export const NOT_RUN = '未実施';

export function resultOf(
  machine: string,
  rows: readonly string[],
  sessions: readonly RecordedSession[],
): { 結果: string; 備考: string } {
  const took = (s: RecordedSession, row: string) =>
    s.transitions.some((t) => t.machine === machine && t.rows.includes(row));
  const done = rows.length > 0 && rows.every((row) => sessions.some((s) => took(s, row)));
  if (!done) return { 結果: NOT_RUN, 備考: '' };
  const who = sessions
    .filter((s) => rows.some((row) => took(s, row)))
    .map((s) => {
      const times = s.transitions.filter((t) => t.machine === machine && t.rows.some((r) => rows.includes(r)));
      const last = times.at(-1)?.at ?? s.startedAt;
      return `${s.tester} ${format(new Date(last), 'yyyy-MM-dd HH:mm')}（${s.name}）`;
    });
  return { 結果: DONE, 備考: who.join('\n') };
}
