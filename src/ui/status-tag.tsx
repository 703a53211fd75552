// A status as a rounded tag: PrimeReact Tag's markup and theme, written out. A list page mounts
// one per row on every page, sort and filter, and the Tag component's per-mount style work made
// the licence list's next page 24-26 % slower in two A/B runs (docs/decisions.md, the stand-in
// table). Tag's own base rules are in app/prime-base.css.
import type { StatusView } from '../screens/shared/status.ts';

export function StatusTag({ view }: { view: StatusView }) {
  return (
    <span className={`p-tag p-component p-tag-${view.severity} p-tag-rounded`}>
      <span className="p-tag-value">{view.label}</span>
    </span>
  );
}
