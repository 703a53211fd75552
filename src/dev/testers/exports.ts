// A recorded session as files: the JSON the test-plan and test:model scripts read back, and a CSV
// for Excel (toCsv: UTF-8 with a BOM, CRLF, formulas neutralised).
import { toCsv, type CsvColumn } from '../../screens/shared/list/export/csv.ts';
import type { RecordedSession, RecordedTransition } from './session-file.ts';

type Line = RecordedTransition & { session: RecordedSession };

const COLUMNS: readonly CsvColumn<Line>[] = [
  { header: 'セッション', value: (l) => l.session.name },
  { header: 'テスター', value: (l) => l.session.tester },
  { header: '時刻', value: (l) => l.at },
  { header: '画面', value: (l) => l.path },
  { header: 'マシン', value: (l) => l.machine },
  { header: 'アクター', value: (l) => l.actor },
  { header: '遷移元', value: (l) => l.from },
  { header: 'イベント', value: (l) => l.event },
  { header: '遷移先', value: (l) => l.to },
  { header: '期待の行', value: (l) => l.rows.join(' ') },
];

export const sessionJson = (session: RecordedSession) => `${JSON.stringify(session, null, 2)}\n`;

export const sessionCsv = (session: RecordedSession) =>
  toCsv(
    COLUMNS,
    session.transitions.map((t) => ({ ...t, session })),
  );

/** `testers-探索1-20261129-1030`: the session's name kept to what a file name can hold. */
export function sessionFileStem(session: RecordedSession): string {
  const at = new Date(session.startedAt);
  const p = (n: number) => String(n).padStart(2, '0');
  const name = session.name.replace(/[\\/:*?"<>|\s]+/g, '-').slice(0, 40) || 'session';
  return `testers-${name}-${at.getFullYear()}${p(at.getMonth() + 1)}${p(at.getDate())}-${p(at.getHours())}${p(at.getMinutes())}`;
}
