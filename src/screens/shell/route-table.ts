// The route table (docs/product.md §2): every signed-in route once, read by the switch, both
// menus, the screens loaded ahead and the bundle check (docs/adr/0022-one-route-table.md). Order
// matters: the first matching path wins, and each menu lists its entries in table order.
import { TOAST_LIFE_ADMIN_MS } from '../../shared/constants.ts';
import { audit } from '../../shared/messages/reports/audit.ts';
import { bulkImport } from '../../shared/messages/bulk-import.ts';
import { applications } from '../../shared/messages/applications.ts';
import { dashboard } from '../../shared/messages/reports/dashboard.ts';
import { devices } from '../../shared/messages/licensing/devices.ts';
import { licenses } from '../../shared/messages/licensing/licenses.ts';
import { navigation as t } from '../../shared/messages/navigation.ts';
import { owner } from '../../shared/messages/owner.ts';
import { policyScreen } from '../../shared/messages/licensing/policies.ts';
import { myDevices, myLicenses, myPage } from '../../shared/messages/self-service.ts';
import { usageReport } from '../../shared/messages/reports/usage-report.ts';
import { users } from '../../shared/messages/users.ts';
import { PUBLIC_ROUTES, type PublicRoute } from './public-routes.ts';
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { AdapterBinding } from '../../api/resources/list-adapter.ts';
import { chunkComponent, type ChunkComponent } from '../shared/deferred/chunk-component.ts';
import type { ListReadAhead } from '../shared/list/list-screen/use-list-screen.ts';

/** The two menus of docs/product.md §2: the admin's, and every other role's. */
export type MenuName = 'admin' | 'personal';

export interface MenuEntry {
  label: string;
  icon: string;
  menus: readonly MenuName[];
  /** Paths besides the route's own under which the entry is current (with their sub-paths). */
  alsoCurrentUnder?: readonly string[];
}

interface SignedInRoute {
  path: string;
  /** Every route here needs a signed-in user; only /login (public-routes.ts) does not. */
  signedIn?: true;
  menu?: MenuEntry;
}

/** A screen of the signed-in console: a lazily loaded chunk of its own. */
export interface ScreenRoute extends SignedInRoute {
  screen: ScreenChunk;
  /** The screen's heading, which names the browser tab too (document-title.ts). */
  title: string;
  /** How long its notifications stay (docs/product.md §9); the default otherwise. */
  notifyLife?: number;
}

export interface RedirectRoute extends SignedInRoute {
  redirect: string;
}

export type RouteEntry = ScreenRoute | RedirectRoute | PublicRoute;

const ADMIN: readonly MenuName[] = ['admin'];
const PERSONAL: readonly MenuName[] = ['personal'];
const BOTH: readonly MenuName[] = ['admin', 'personal'];

/** A screen's chunk, and its data read ahead when its module has some to read (a list's first page). */
export interface ScreenChunk extends ChunkComponent {
  readAhead: (bind: AdapterBinding, queryClient: QueryClient) => Promise<void>;
}

/** A screen's code, a chunk of its own: the export `name` of the module `load` imports, and its `readAhead`. */
function lazyScreen<K extends string, M extends Record<K, ComponentType> & { readAhead?: ListReadAhead }>(
  load: () => Promise<M>,
  name: K,
): ScreenChunk {
  return Object.assign(
    chunkComponent(load, (m) => m[name]),
    {
      readAhead: async (bind: AdapterBinding, queryClient: QueryClient) =>
        (await load()).readAhead?.(bind, queryClient),
    },
  );
}

/** Each screen's code by the path that opens it: one `import()` per screen, so each stays a chunk of its own. */
const SCREENS = {
  '/dashboard': lazyScreen(() => import('../dashboard/dashboard-screen.tsx'), 'DashboardScreen'),
  '/licenses': lazyScreen(() => import('../licenses/license-list-screen.tsx'), 'LicenseListScreen'),
  '/licenses/create': lazyScreen(() => import('../licenses/license-create-screen.tsx'), 'LicenseCreateScreen'),
  '/licenses/import': lazyScreen(
    () => import('../bulk-import/licenses/license-import-screen.tsx'),
    'LicenseImportScreen',
  ),
  '/license-policies': lazyScreen(
    () => import('../license-policies/license-policies-screen.tsx'),
    'LicensePoliciesScreen',
  ),
  '/users': lazyScreen(() => import('../users/user-list-screen.tsx'), 'UserListScreen'),
  '/users/create': lazyScreen(() => import('../users/user-create-screen.tsx'), 'UserCreateScreen'),
  '/users/import': lazyScreen(() => import('../bulk-import/users/user-import-screen.tsx'), 'UserImportScreen'),
  '/users/:id/edit': lazyScreen(() => import('../users/user-edit-screen.tsx'), 'UserEditScreen'),
  '/my-application': lazyScreen(() => import('../my-application/my-application-screen.tsx'), 'MyApplicationScreen'),
  '/applications': lazyScreen(() => import('../applications/application-list-screen.tsx'), 'ApplicationListScreen'),
  '/applications/create-from-product': lazyScreen(
    () => import('../applications/create-from-product-screen.tsx'),
    'CreateFromProductScreen',
  ),
  '/owner-settings': lazyScreen(() => import('../owner-settings/owner-settings-screen.tsx'), 'OwnerSettingsScreen'),
  '/devices': lazyScreen(() => import('../devices/device-list-screen.tsx'), 'DeviceListScreen'),
  '/audit-log': lazyScreen(() => import('../audit-log/audit-log-screen.tsx'), 'AuditLogScreen'),
  '/reports/usage': lazyScreen(() => import('../usage-report/usage-report-screen.tsx'), 'UsageReportScreen'),
  '/mypage': lazyScreen(() => import('../mypage/mypage-screen.tsx'), 'MyPageScreen'),
  '/my-licenses': lazyScreen(() => import('../my-licenses/my-licenses-screen.tsx'), 'MyLicensesScreen'),
  '/my-devices': lazyScreen(() => import('../my-devices/my-devices-screen.tsx'), 'MyDevicesScreen'),
} satisfies Record<string, ScreenChunk>;

/** What only some screens have: the admin's notification life, a menu entry. */
type ScreenExtras = Pick<ScreenRoute, 'notifyLife' | 'menu'>;

/** A screen route: its path (which names its chunk in SCREENS), heading and extras. */
function screen(path: keyof typeof SCREENS, title: string, extras: ScreenExtras = {}): ScreenRoute {
  return { path, title, screen: SCREENS[path], ...extras };
}

/** An admin screen: its notifications stay longer (docs/product.md §9); `menu`, its entry in the admin's menu. */
function admin(menu?: Omit<MenuEntry, 'menus'>): ScreenExtras {
  return { notifyLife: TOAST_LIFE_ADMIN_MS, ...(menu && { menu: { ...menu, menus: ADMIN } }) };
}

/** A screen of every role but the admin, with its entry in their menu. */
function personal(menu: Omit<MenuEntry, 'menus'>): ScreenExtras {
  return { menu: { ...menu, menus: PERSONAL } };
}

export const SIGNED_IN_ROUTES: readonly (ScreenRoute | RedirectRoute)[] = [
  {
    path: '/',
    redirect: '/dashboard',
    menu: { label: t.dashboard, icon: 'pi pi-home', menus: BOTH, alsoCurrentUnder: ['/dashboard'] },
  },
  screen('/dashboard', dashboard.title),
  screen('/licenses', licenses.title, admin({ label: t.licenses, icon: 'pi pi-key' })),
  screen('/licenses/create', licenses.createTitle, admin()),
  screen('/licenses/import', bulkImport.licenseTitle, admin()),
  screen('/license-policies', policyScreen.title, admin({ label: t.licensePolicies, icon: 'pi pi-sliders-h' })),
  screen('/users', users.title, admin({ label: t.users, icon: 'pi pi-users' })),
  screen('/users/create', users.createTitle, admin()),
  screen('/users/import', bulkImport.userTitle, admin()),
  screen('/users/:id/edit', users.editTitle, admin()),
  screen('/my-application', applications.myApplicationTitle, admin()),
  screen(
    '/applications',
    applications.title,
    admin({ label: t.applications, icon: 'pi pi-th-large', alsoCurrentUnder: ['/my-application'] }),
  ),
  screen('/applications/create-from-product', applications.createFromProductTitle, admin()),
  { path: '/applications/:id', redirect: '/applications' },
  screen('/owner-settings', owner.title, admin({ label: t.ownerSettings, icon: 'pi pi-cog' })),
  screen('/devices', devices.title, admin({ label: t.devices, icon: 'pi pi-desktop' })),
  screen('/audit-log', audit.title, admin({ label: t.auditLog, icon: 'pi pi-history' })),
  screen('/reports/usage', usageReport.title, admin({ label: t.usageReport, icon: 'pi pi-chart-bar' })),
  screen('/mypage', myPage.title, personal({ label: t.myPage, icon: 'pi pi-user' })),
  screen('/my-licenses', myLicenses.title, personal({ label: t.myLicenses, icon: 'pi pi-key' })),
  screen('/my-devices', myDevices.title, personal({ label: t.myDevices, icon: 'pi pi-desktop' })),
];

export const ROUTES: readonly RouteEntry[] = [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES];

/** The lazily loaded screen a route of the table opens, through its redirect (`/` opens the dashboard). */
export function screenAt(path: string): ScreenChunk | undefined {
  const route = SIGNED_IN_ROUTES.find((r) => r.path === path);
  if (!route) return undefined;
  return 'redirect' in route ? screenAt(route.redirect) : route.screen;
}

export interface MenuItem extends MenuEntry {
  path: string;
}

function menuOf(name: MenuName): MenuItem[] {
  return SIGNED_IN_ROUTES.flatMap((r) => (r.menu?.menus.includes(name) ? [{ ...r.menu, path: r.path }] : []));
}

export const ADMIN_MENU = menuOf('admin');
export const PERSONAL_MENU = menuOf('personal');

/** The menu of the signed-in user's role (docs/product.md §2). */
export function menuFor(isAdmin: boolean): MenuItem[] {
  return isAdmin ? ADMIN_MENU : PERSONAL_MENU;
}

export function isCurrent(item: MenuItem, location: string): boolean {
  return [item.path, ...(item.alsoCurrentUnder ?? [])].some((p) => location === p || location.startsWith(`${p}/`));
}
