// Label / value pairs (a <dl> with the console's one grid, app/styles/content.css) for detail
// dialogs, summaries and figure panels.
import { Fragment, type ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

export function DetailList({ items, className }: { items: readonly DetailItem[]; className?: string }) {
  return (
    <dl className={className ? `detail-list ${className}` : 'detail-list'}>
      {items.map(({ label, value }) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
