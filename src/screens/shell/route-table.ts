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
import { chunkComponent, type ChunkComponent } from '../shared/deferred/chunk-component.ts';

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
  screen: ChunkComponent;
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

/** What only some screens have: the admin's notification life, a menu entry. */
type ScreenExtras = Pick<ScreenRoute, 'notifyLife' | 'menu'>;

/** A screen route: path, heading, and its chunk (one `import()` per screen, so each stays a bundle of its own). */
function screen<M>(
  path: string,
  title: string,
  load: () => Promise<M>,
  pick: (m: M) => ComponentType,
  extras: ScreenExtras = {},
): ScreenRoute {
  return { path, title, screen: chunkComponent(load, pick), ...extras };
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
  screen(
    '/dashboard',
    dashboard.title,
    () => import('../dashboard/dashboard-screen.tsx'),
    (m) => m.DashboardScreen,
  ),
  screen(
    '/licenses',
    licenses.title,
    () => import('../licenses/license-list-screen.tsx'),
    (m) => m.LicenseListScreen,
    admin({ label: t.licenses, icon: 'pi pi-key' }),
  ),
  screen(
    '/licenses/create',
    licenses.createTitle,
    () => import('../licenses/license-create-screen.tsx'),
    (m) => m.LicenseCreateScreen,
    admin(),
  ),
  screen(
    '/licenses/import',
    bulkImport.licenseTitle,
    () => import('../bulk-import/licenses/license-import-screen.tsx'),
    (m) => m.LicenseImportScreen,
    admin(),
  ),
  screen(
    '/license-policies',
    policyScreen.title,
    () => import('../license-policies/license-policies-screen.tsx'),
    (m) => m.LicensePoliciesScreen,
    admin({ label: t.licensePolicies, icon: 'pi pi-sliders-h' }),
  ),
  screen(
    '/users',
    users.title,
    () => import('../users/user-list-screen.tsx'),
    (m) => m.UserListScreen,
    admin({ label: t.users, icon: 'pi pi-users' }),
  ),
  screen(
    '/users/create',
    users.createTitle,
    () => import('../users/user-create-screen.tsx'),
    (m) => m.UserCreateScreen,
    admin(),
  ),
  screen(
    '/users/import',
    bulkImport.userTitle,
    () => import('../bulk-import/users/user-import-screen.tsx'),
    (m) => m.UserImportScreen,
    admin(),
  ),
  screen(
    '/users/:id/edit',
    users.editTitle,
    () => import('../users/user-edit-screen.tsx'),
    (m) => m.UserEditScreen,
    admin(),
  ),
  screen(
    '/my-application',
    applications.myApplicationTitle,
    () => import('../my-application/my-application-screen.tsx'),
    (m) => m.MyApplicationScreen,
    admin(),
  ),
  screen(
    '/applications',
    applications.title,
    () => import('../applications/application-list-screen.tsx'),
    (m) => m.ApplicationListScreen,
    admin({ label: t.applications, icon: 'pi pi-th-large', alsoCurrentUnder: ['/my-application'] }),
  ),
  screen(
    '/applications/create-from-product',
    applications.createFromProductTitle,
    () => import('../applications/create-from-product-screen.tsx'),
    (m) => m.CreateFromProductScreen,
    admin(),
  ),
  { path: '/applications/:id', redirect: '/applications' },
  screen(
    '/owner-settings',
    owner.title,
    () => import('../owner-settings/owner-settings-screen.tsx'),
    (m) => m.OwnerSettingsScreen,
    admin({ label: t.ownerSettings, icon: 'pi pi-cog' }),
  ),
  screen(
    '/devices',
    devices.title,
    () => import('../devices/device-list-screen.tsx'),
    (m) => m.DeviceListScreen,
    admin({ label: t.devices, icon: 'pi pi-desktop' }),
  ),
  screen(
    '/audit-log',
    audit.title,
    () => import('../audit-log/audit-log-screen.tsx'),
    (m) => m.AuditLogScreen,
    admin({ label: t.auditLog, icon: 'pi pi-history' }),
  ),
  screen(
    '/reports/usage',
    usageReport.title,
    () => import('../usage-report/usage-report-screen.tsx'),
    (m) => m.UsageReportScreen,
    admin({ label: t.usageReport, icon: 'pi pi-chart-bar' }),
  ),
  screen(
    '/mypage',
    myPage.title,
    () => import('../mypage/mypage-screen.tsx'),
    (m) => m.MyPageScreen,
    personal({ label: t.myPage, icon: 'pi pi-user' }),
  ),
  screen(
    '/my-licenses',
    myLicenses.title,
    () => import('../my-licenses/my-licenses-screen.tsx'),
    (m) => m.MyLicensesScreen,
    personal({ label: t.myLicenses, icon: 'pi pi-key' }),
  ),
  screen(
    '/my-devices',
    myDevices.title,
    () => import('../my-devices/my-devices-screen.tsx'),
    (m) => m.MyDevicesScreen,
    personal({ label: t.myDevices, icon: 'pi pi-desktop' }),
  ),
];

export const ROUTES: readonly RouteEntry[] = [...PUBLIC_ROUTES, ...SIGNED_IN_ROUTES];

/** The lazily loaded screen a route of the table opens, through its redirect (`/` opens the dashboard). */
export function screenAt(path: string): ChunkComponent | undefined {
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
