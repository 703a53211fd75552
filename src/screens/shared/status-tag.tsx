import { Tag } from 'primereact/tag';
import type { StatusView } from './status.ts';

export function StatusTag({ view }: { view: StatusView }) {
  return <Tag value={view.label} severity={view.severity} rounded />;
}
