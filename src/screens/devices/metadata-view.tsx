// A device's metadata (a free object, docs/product.md §2): its top-level fields as a label / value
// list that reads without knowing JSON, and the formatted JSON behind a toggle
// (a native <details>: keyboard and screen readers know it), for those who want it whole.
import { devices as t } from '../../shared/messages/licensing/devices.ts';
import { DetailList } from '../shared/layout/detail-list.tsx';

/** A field's value as text: strings as they are, anything else as compact JSON. */
function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? String(value);
}

export function MetadataView({ metadata }: { metadata: Record<string, unknown> }) {
  const entries = Object.entries(metadata);
  return (
    <div className="metadata-view">
      {entries.length === 0 ? (
        <span className="text-color-secondary">{t.metadataEmpty}</span>
      ) : (
        <DetailList
          className="metadata-fields"
          items={entries.map(([key, value]) => ({
            label: key,
            value: <span className="text-id">{valueText(value)}</span>,
          }))}
        />
      )}
      <details className="metadata-json-toggle mt-2">
        <summary>{t.metadataShowJson}</summary>
        <pre
          className="metadata-json text-id"
          aria-label={t.fieldMetadata}
          style={{ whiteSpace: 'pre-wrap', margin: 0 }}
        >
          {JSON.stringify(metadata, null, 2)}
        </pre>
      </details>
    </div>
  );
}
