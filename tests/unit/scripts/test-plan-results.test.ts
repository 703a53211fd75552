// 結果 and 備考 of a test plan's case from recorded sessions (scripts/test-plan-results.ts).
import { resultOf } from '../../../scripts/test-plan-results.ts';
import type { RecordedSession } from '../../../src/dev/testers/session-file.ts';

const session = (tester: string, rows: string[][], machine = 'licenseActivation'): RecordedSession => ({
  format: 'testers-session/1',
  name: `${tester} の探索`,
  tester,
  startedAt: '2026-11-29T00:00:00Z',
  stoppedAt: null,
  transitions: rows.map((r, i) => ({
    at: `2026-11-29T01:0${i}:00Z`,
    path: '/licenses',
    machine,
    actor: 'x:1',
    from: 'a',
    event: 'e',
    to: 'b',
    rows: r,
  })),
});

describe('a case result', () => {
  it('is ○ with who and when once every row of its steps was taken, across sessions', () => {
    const r = resultOf(
      'licenseActivation',
      ['r1', 'r2'],
      [session('山田', [['r1']]), session('佐藤', [['x'], ['r2']])],
    );
    expect(r).toEqual({
      結果: '○',
      備考: '山田 2026-11-29 10:00（山田 の探索）\n佐藤 2026-11-29 10:01（佐藤 の探索）',
    });
  });

  it('is 未実施 when a row is missing, or was taken on another machine', () => {
    expect(resultOf('licenseActivation', ['r1', 'r2'], [session('山田', [['r1']])])).toEqual({
      結果: '未実施',
      備考: '',
    });
    expect(resultOf('licenseActivation', ['r1'], [session('山田', [['r1']], 'bulkAction')]).結果).toBe('未実施');
  });
});
