// The common layout (docs/product.md §2): top bar with the title and logout, a permanent 240 px
// side menu from the small breakpoint up and a drawer below it; the menu chosen by role.
import { useEffect, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import { Button } from 'primereact/button';
import { Sidebar } from 'primereact/sidebar';
import { selectIsAdmin, selectUser } from '../../machines/auth/selectors.ts';
import { common } from '../../shared/messages/common.ts';
import { auth as t } from '../../shared/messages/auth.ts';
import { navigation } from '../../shared/messages/navigation.ts';
import { shell } from '../../shared/messages/shell.ts';
import { extensionOfRoute, type ExtensionId } from '../../api/catalog/extensions.ts';
import { useExtension } from '../../api/resources/use-extension.ts';
import { useShellActors } from './actor-context.tsx';
import { NotificationBell } from './notifications/notification-bell.tsx';
import { isCurrent, menuFor, type MenuItem } from './route-table.ts';
import { useMenuPress } from './menu-press.ts';
import { preloadScreen, preloadScreensWhenIdle } from './screen-preload.ts';

function MenuLink({
  item,
  current,
  onNavigate,
}: {
  item: MenuItem;
  current: boolean;
  onNavigate?: (() => void) | undefined;
}) {
  const press = useMenuPress(item.path, onNavigate);
  return (
    <li>
      <Link
        href={item.path}
        className={current ? 'side-menu-link active' : 'side-menu-link'}
        aria-current={current ? 'page' : undefined}
        aria-busy={press.waiting || undefined}
        onClick={press.onClick}
        onPointerEnter={() => preloadScreen(item.path)}
        onFocus={() => preloadScreen(item.path)}
        onPointerDown={press.onPointerDown}
      >
        <i className={item.icon} aria-hidden="true" />
        <span>{item.label}</span>
      </Link>
    </li>
  );
}

/**
 * The entry of a screen that exists by an extension: shown once the server is known to have it.
 * While that is unknown its place is kept, unseen and unread, so the entries below do not move
 * when it appears (a layout shift on every cold load); a server without it frees the place once.
 */
function ExtensionMenuLink({
  extension,
  ...props
}: {
  extension: ExtensionId;
  item: MenuItem;
  current: boolean;
  onNavigate?: (() => void) | undefined;
}) {
  const state = useExtension(extension, { probe: true });
  if (state === 'present') return <MenuLink {...props} />;
  if (state === 'absent') return null;
  return (
    <li aria-hidden="true" className="side-menu-pending">
      <span className="side-menu-link">
        <i className={props.item.icon} />
        <span>{props.item.label}</span>
      </span>
    </li>
  );
}

function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { auth } = useShellActors();
  const isAdmin = useSelector(auth, selectIsAdmin);
  const [location] = useLocation();
  return (
    <nav aria-label={navigation.mainNavigation} className="side-menu">
      <ul>
        {menuFor(isAdmin).map((item) => {
          const extension = extensionOfRoute(item.path);
          const props = { item, current: isCurrent(item, location), onNavigate };
          return extension ? (
            <ExtensionMenuLink key={item.path} extension={extension} {...props} />
          ) : (
            <MenuLink key={item.path} {...props} />
          );
        })}
      </ul>
    </nav>
  );
}

export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { auth, logout } = useShellActors();
  const user = useSelector(auth, selectUser);
  const isAdmin = useSelector(auth, selectIsAdmin);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const name = user?.display_name || user?.username || user?.email || undefined;
  // The menu's screens load while the user looks at this one, so that opening one is instant.
  useEffect(() => preloadScreensWhenIdle(menuFor(isAdmin).map((item) => item.path)), [isAdmin]);

  return (
    <div className="console">
      <a className="skip-link" href="#main">
        {shell.skipToContent}
      </a>
      <header className="top-bar">
        <Button
          className="drawer-toggle"
          icon="pi pi-bars"
          text
          rounded
          aria-label={navigation.openMenu}
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        />
        <span className="top-bar-title">{common.appTitle}</span>
        {/* Before the name: the bell appears once the server is known to have it, and from
            there nothing to its right moves. */}
        <NotificationBell isAdmin={isAdmin} />
        <span className="top-bar-user" aria-label={shell.signedInAs} title={name}>
          {name}
        </span>
        {/* On a phone only the icon shows: the accessible name stays the label's. */}
        <Button
          className="top-bar-logout"
          label={t.logoutButton}
          aria-label={t.logoutButton}
          icon="pi pi-sign-out"
          severity="secondary"
          text
          onClick={logout}
        />
      </header>
      <aside className="side-panel">
        <SideMenu />
      </aside>
      <Sidebar
        visible={drawerOpen}
        onHide={() => setDrawerOpen(false)}
        position="left"
        header={common.appTitle}
        className="drawer"
      >
        <SideMenu onNavigate={() => setDrawerOpen(false)} />
      </Sidebar>
      <main id="main" className="console-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
