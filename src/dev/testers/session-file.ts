// A recorded manual session as it is saved in the browser and exported: who tested, when, and
// each transition with its time, the screen's path and the expectation's row(s) it took. The
// test-plan and test:model scripts read the same shape back (readSessionFile).

export const SESSION_FORMAT = 'testers-session/1';

export interface RecordedTransition {
  /** ISO time. */
  at: string;
  /** The screen's path (location.pathname). */
  path: string;
  machine: string;
  /** The actor's session id (`x:12`): several actors of one machine are told apart. */
  actor: string;
  /** State values before and after, and the event type, in the machine's terms. */
  from: string;
  event: string;
  to: string;
  /** Row keys (`flow|from|on|to`) taken; empty when the transition is not in the table. */
  rows: string[];
}

export interface RecordedSession {
  format: typeof SESSION_FORMAT;
  name: string;
  tester: string;
  startedAt: string;
  stoppedAt: string | null;
  transitions: RecordedTransition[];
}

/** Reads one exported session, or says what is wrong with it. */
export function readSessionFile(text: string): RecordedSession {
  const data = JSON.parse(text) as Partial<RecordedSession>;
  if (data?.format !== SESSION_FORMAT) throw new Error(`not a testers' session (format ${SESSION_FORMAT})`);
  if (typeof data.name !== 'string' || typeof data.tester !== 'string' || typeof data.startedAt !== 'string')
    throw new Error('a session needs its name, tester and start time');
  if (!Array.isArray(data.transitions)) throw new Error('a session needs its transitions');
  for (const t of data.transitions)
    if (typeof t?.machine !== 'string' || !Array.isArray(t.rows) || t.rows.some((r) => typeof r !== 'string'))
      throw new Error('every transition needs its machine and rows');
  return data as RecordedSession;
}

/** Row keys taken per machine across sessions. */
export function rowsTaken(sessions: readonly RecordedSession[]): Map<string, Set<string>> {
  const taken = new Map<string, Set<string>>();
  for (const s of sessions)
    for (const t of s.transitions) {
      const set = taken.get(t.machine) ?? new Set<string>();
      for (const r of t.rows) set.add(r);
      taken.set(t.machine, set);
    }
  return taken;
}
