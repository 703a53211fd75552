// Small figure cards (dashboard, My page, My licences, My devices). Each card is a group named
// by its title, so a screen reader announces "ライセンス 合計 3" and tests can find a card by
// name. A figure the server did not send shows '-', not a 0 it never said.
import { useId, type ReactNode } from 'react';
import { Card } from 'primereact/card';
import { common } from '../../../shared/messages/common.ts';

export interface StatItem {
  label: string;
  value: number | null;
}

export type StatCardProps = {
  title: string;
  icon?: string;
} & ({ value: number | null; items?: undefined } | { items: readonly StatItem[]; value?: undefined });

const FIGURE = { margin: 0, fontSize: '1.75rem', fontWeight: 600 } as const;
const shown = (value: number | null | undefined) => value ?? common.none;

export function StatCard({ title, icon, value, items }: StatCardProps) {
  const titleId = useId();
  return (
    <Card className="stat-card" role="group" aria-labelledby={titleId}>
      <div style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', marginBottom: '0.5rem' }}>
        {icon ? <i className={icon} aria-hidden="true" /> : null}
        <h2 id={titleId} className="card-title">
          {title}
        </h2>
      </div>
      {items ? (
        <dl style={{ display: 'flex', gap: '1.5rem', margin: 0 }}>
          {items.map((item) => (
            <div key={item.label}>
              <dt style={{ fontSize: '0.85rem', color: 'var(--text-color-secondary)' }}>{item.label}</dt>
              <dd style={FIGURE}>{shown(item.value)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p style={FIGURE}>{shown(value)}</p>
      )}
    </Card>
  );
}

/** Lays the cards out in a responsive grid inside a labelled region. */
export function StatCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
        gap: '1rem',
        marginBottom: '1.5rem',
      }}
    >
      {children}
    </section>
  );
}
