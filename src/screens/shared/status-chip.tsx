// StatusTag's look (PrimeReact's p-tag classes) as plain markup, for dense table rows: a
// PrimeReact <Tag> costs its pass-through machinery on every mount, 25-100 times per page
// (see scripts/bench.ts). Use StatusTag elsewhere.
import type { StatusView } from './status.ts';

const ROOT_STYLE = { display: 'inline-flex', alignItems: 'center', borderRadius: '10rem' } as const;

export function StatusChip({ view }: { view: StatusView }) {
  return (
    <span className={`p-tag p-component p-tag-rounded p-tag-${view.severity}`} style={ROOT_STYLE}>
      <span className="p-tag-value">{view.label}</span>
    </span>
  );
}
