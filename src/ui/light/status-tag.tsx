// Stands in for PrimeReact 10.9.9's <Tag> (rounded, with a severity) in list rows
// (docs/adr/0027-hand-written-stand-ins.md); tests/unit/ui/primereact-markup.test.tsx pins its markup.
// A list page mounts one per row on every page, sort and filter, and the Tag component's per-mount
// style work slowed the device and user lists' pages; Tag's own base rules are in src/ui/prime-base.css.

export type TagSeverity = 'success' | 'info' | 'warning' | 'danger' | 'secondary' | 'contrast';

/** What a tag shows: its text and its colour (status.ts makes one per status). */
export interface TagView {
  label: string;
  severity: TagSeverity;
}

export function StatusTag({ view }: { view: TagView }) {
  return (
    <span className={`p-tag p-component p-tag-${view.severity} p-tag-rounded`}>
      <span className="p-tag-value">{view.label}</span>
    </span>
  );
}
