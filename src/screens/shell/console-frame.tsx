// The console's frame while the signed-in user is not known yet: the top bar with the title, the
// side panel without entries (they depend on the role) and a skeleton of the content. The build
// prerenders it into index.html (scripts/prerender.ts), and the guard shows it while it checks a
// session or the console's code arrives; its boxes are ConsoleLayout's, so the takeover shifts nothing.
import { common } from '../../shared/messages/common.ts';

/** Skeleton lines of the content area: a title, a toolbar and a few table rows. */
const SKELETON_LINES = ['title', 'toolbar', 'row', 'row', 'row', 'row', 'row'] as const;

export function ConsoleFrame({ label = common.loading }: { label?: string }) {
  return (
    <div className="console">
      <header className="top-bar">
        <span className="drawer-toggle-space" aria-hidden="true" />
        <span className="top-bar-title">{common.appTitle}</span>
      </header>
      {/* The panel without its menu: an empty navigation landmark would announce a menu that is not there. */}
      <aside className="side-panel" />
      <main id="main" className="console-main">
        <div className="content-skeleton" role="status" aria-label={label}>
          {SKELETON_LINES.map((line, i) => (
            <span key={i} className={`skeleton-line skeleton-${line}`} />
          ))}
          <span className="sr-only">{label}</span>
        </div>
      </main>
    </div>
  );
}
