// The testers' panel: docked beside the console (to the right, or below it on a phone) so it never
// covers the screen under test; opened with ?testers=1 or Alt+Shift+T, and kept open across reloads.
import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { TESTERS_STORAGE_PREFIX } from '../../shared/constants.ts';
import { downloadText } from '../../screens/shared/list/export/csv.ts';
import { sessionCsv, sessionFileStem, sessionJson } from './exports.ts';
import { MachineSection } from './machine-section.tsx';
import type { TestersRecorder } from './recorder.ts';

const OPEN_KEY = `${TESTERS_STORAGE_PREFIX}panel-open`;
const DOCKED_CLASS = 'testers-docked';

const isShortcut = (e: KeyboardEvent) => e.altKey && e.shiftKey && e.code === 'KeyT';

function initiallyOpen(): boolean {
  return new URLSearchParams(location.search).get('testers') === '1' || localStorage.getItem(OPEN_KEY) === '1';
}

export function TestersDock({ recorder }: { recorder: TestersRecorder }) {
  const [open, setOpen] = useState(initiallyOpen);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isShortcut(e)) return;
      e.preventDefault();
      setOpen((o) => !o);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  useEffect(() => {
    localStorage.setItem(OPEN_KEY, open ? '1' : '0');
    document.documentElement.classList.toggle(DOCKED_CLASS, open);
  }, [open]);
  return open ? <TestersPanel recorder={recorder} onClose={() => setOpen(false)} /> : null;
}

function TestersPanel({ recorder, onClose }: { recorder: TestersRecorder; onClose: () => void }) {
  useSyncExternalStore(recorder.subscribe, recorder.getVersion);
  const machines = [...recorder.catalogue.values()];
  return (
    <aside className="testers-panel" aria-label="テスター用パネル">
      <header className="testers-header">
        <h2>テスター用パネル</h2>
        <button type="button" onClick={onClose} aria-keyshortcuts="Alt+Shift+T">
          閉じる
        </button>
      </header>
      <p className="testers-muted">Alt+Shift+T で開閉。期待の行は tests/model/machines の表です。</p>
      <Recording recorder={recorder} />
      {machines.map((m) => (
        <MachineSection
          key={m.id}
          machine={m}
          actors={recorder.liveActors(m.id)}
          taken={recorder.takenRows(m.id)}
          reached={recorder.reachedStates(m.id)}
        />
      ))}
    </aside>
  );
}

function Recording({ recorder }: { recorder: TestersRecorder }) {
  const session = recorder.current();
  const [name, setName] = useState('');
  const [tester, setTester] = useState('');
  const recording = session !== null && session.stoppedAt === null;
  const start = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() && tester.trim()) recorder.start(name, tester);
  };
  const time = (iso: string) => new Date(iso).toLocaleString('ja-JP');
  return (
    <section className="testers-recording" aria-label="記録">
      <h3>記録</h3>
      {session ? (
        <p role="status">
          {recording ? '記録中' : '停止済み'}: {session.name}（{session.tester}）{time(session.startedAt)} から
          {session.stoppedAt ? ` ${time(session.stoppedAt)} まで` : ''}、遷移 {session.transitions.length} 件
        </p>
      ) : (
        <p className="testers-muted">記録していません（表示はこのページを開いてからの遷移）。</p>
      )}
      {recorder.saveError && <p role="alert">ブラウザに保存できませんでした: {recorder.saveError}</p>}
      {!recording && (
        <form onSubmit={start} className="testers-form">
          <label>
            セッション名
            <input value={name} onChange={(e) => setName(e.target.value)} required />
          </label>
          <label>
            テスター名
            <input value={tester} onChange={(e) => setTester(e.target.value)} required />
          </label>
          <button type="submit">記録を開始</button>
        </form>
      )}
      <div className="testers-actions">
        {recording && (
          <button type="button" onClick={() => recorder.stop()}>
            記録を停止
          </button>
        )}
        {session && (
          <>
            <button
              type="button"
              onClick={() =>
                downloadText(sessionJson(session), `${sessionFileStem(session)}.json`, 'application/json;charset=utf-8')
              }
            >
              JSON を書き出す
            </button>
            <button type="button" onClick={() => downloadText(sessionCsv(session), `${sessionFileStem(session)}.csv`)}>
              CSV を書き出す
            </button>
            {!recording && (
              <button type="button" onClick={() => recorder.discard()}>
                記録を破棄
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
