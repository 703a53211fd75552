// StatCard (shared/stat-cards.tsx) for figures the server may not have sent: the same card,
// with '-' for an unknown figure instead of a 0 it never said. Dashboard and My page use it;
// StatCard itself takes numbers only.
import { useId } from 'react';
import { Card } from 'primereact/card';
import { common } from '../../shared/messages/common.ts';

export interface FigureItem {
  label: string;
  value: number | null;
}

export type FigureCardProps = {
  title: string;
  icon?: string;
} & ({ value: number | null; items?: undefined } | { items: readonly FigureItem[]; value?: undefined });

const FIGURE = { margin: 0, fontSize: '1.75rem', fontWeight: 600 } as const;
const shown = (value: number | null | undefined) => value ?? common.none;

export function FigureCard({ title, icon, value, items }: FigureCardProps) {
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
