// A status as PrimeReact's Tag (rounded): its text and colour come from the status tables in
// status.ts. The library's own Tag, kept since a stand-in for it did not pay (docs/adr/0027-hand-written-stand-ins.md).
import { Tag } from 'primereact/tag';

export type TagSeverity = 'success' | 'info' | 'warning' | 'danger' | 'secondary' | 'contrast';

/** What a tag shows: its text and its colour (status.ts makes one per status). */
export interface TagView {
  label: string;
  severity: TagSeverity;
}

export function StatusTag({ view }: { view: TagView }) {
  return <Tag value={view.label} severity={view.severity} rounded />;
}
