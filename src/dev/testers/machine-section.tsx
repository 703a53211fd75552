// One machine in the testers' panel: its id beside its Japanese name, the actors alive now with
// their state, the expectation's rows with those taken marked ("taken / total"), and the expected
// states never reached.
import { useId } from 'react';
import type { CatalogueMachine } from './catalogue.ts';
import type { LiveActor } from './recorder.ts';

export interface MachineSectionProps {
  machine: CatalogueMachine;
  actors: LiveActor[];
  taken: ReadonlySet<string>;
  reached: ReadonlySet<string>;
}

export function MachineSection({ machine, actors, taken, reached }: MachineSectionProps) {
  const headingId = useId();
  const count = machine.rows.filter((r) => taken.has(r.key)).length;
  const flows = new Set(machine.rows.map((r) => r.flow));
  const unreached = machine.states.filter((s) => !reached.has(s.key));
  const stateName = (flow: string, id: string) => machine.states.find((s) => s.key === `${flow}|${id}`)?.name ?? id;
  return (
    <section className="testers-machine" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <code>{machine.id}</code> <span className="testers-name">{machine.name}</span>
      </h3>
      <p className="testers-count" aria-label={`${machine.id} の実施した行`}>
        行 {count} / {machine.rows.length}
      </p>
      {actors.length ? (
        <ul className="testers-actors" aria-label={`${machine.id} の動作中のアクター`}>
          {actors.map((a) => (
            <li key={a.id}>
              <code>{a.id}</code>: <strong>{a.state}</strong>
            </li>
          ))}
        </ul>
      ) : (
        <p className="testers-muted">動作中のアクターなし</p>
      )}
      <details>
        <summary>期待の行</summary>
        <table aria-label={`${machine.id} の期待の行`}>
          <thead>
            <tr>
              {flows.size > 1 && <th scope="col">フロー</th>}
              <th scope="col">遷移元</th>
              <th scope="col">イベント</th>
              <th scope="col">ガード</th>
              <th scope="col">遷移先</th>
              <th scope="col">実施</th>
            </tr>
          </thead>
          <tbody>
            {machine.rows.map((r) => (
              <tr key={r.key} className={taken.has(r.key) ? 'testers-taken' : undefined}>
                {flows.size > 1 && <td>{r.flow}</td>}
                <td title={stateName(r.flow, r.from)}>{r.from}</td>
                <td title={r.eventType}>{r.on}</td>
                <td>{r.guard ?? ''}</td>
                <td title={stateName(r.flow, r.to)}>{r.to}</td>
                <td>{taken.has(r.key) ? '済' : '未'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <p className="testers-unreached">
        未到達の状態（{unreached.length}）:{' '}
        {unreached.length
          ? unreached.map((s) => `${flows.size > 1 ? `${s.flow}:` : ''}${s.id}（${s.name}）`).join('、')
          : 'なし'}
      </p>
    </section>
  );
}
