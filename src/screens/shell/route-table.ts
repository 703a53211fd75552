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
const ADMIN_LIFE = TOAST_LIFE_ADMIN_MS;

export const SIGNED_IN_ROUTES: readonly (ScreenRoute | RedirectRoute)[] = [
  {
    path: '/',
    redirect: '/dashboard',
    menu: { label: t.dashboard, icon: 'pi pi-home', menus: BOTH, alsoCurrentUnder: ['/dashboard'] },
  },
  {
    path: '/dashboard',
    title: dashboard.title,
    screen: chunkComponent(
      () => import('../dashboard/dashboard-screen.tsx'),
      (m) => m.DashboardScreen,
    ),
  },
  {
    path: '/licenses',
    title: licenses.title,
    screen: chunkComponent(
      () => import('../licenses/license-list-screen.tsx'),
      (m) => m.LicenseListScreen,
    ),
    notifyLife: ADMIN_LIFE,
    menu: { label: t.licenses, icon: 'pi pi-key', menus: ADMIN },
  },
  {
    path: '/licenses/create',
    title: licenses.createTitle,
    screen: chunkComponent(
      () => import('../licenses/license-create-screen.tsx'),
      (m) => m.LicenseCreateScreen,
    ),
    notifyLife: ADMIN_LIFE,
  },
  {
    path: '/licenses/import',
    title: bulkImport.licenseTitle,
    screen: chunkComponent(
      () => import('../bulk-import/license-import-screen.tsx'),
      (m) => m.LicenseImportScreen,
    ),
    notifyLife: ADMIN_LIFE,
  },
  {
    path: '/license-policies',
    title: policyScreen.title,
    screen: chunkComponent(
      () => import('../license-policies/license-policies-screen.tsx'),
      (m) => m.LicensePoliciesScreen,
    ),
    notifyLife: ADMIN_LIFE,
    menu: { label: t.licensePolicies, icon: 'pi pi-sliders-h', menus: ADMIN },
  },
  {
    path: '/users',
    title: users.title,
    screen: chunkComponent(
      () => import('../users/user-list-screen.tsx'),
      (m) => m.UserListScreen,
    ),
    notifyLife: ADMIN_LIFE,
    menu: { label: t.users, icon: 'pi pi-users', menus: ADMIN },
  },
  {
    path: '/users/create',
    title: users.createTitle,
    screen: chunkComponent(
      () => import('../users/user-create-screen.tsx'),
      (m) => m.UserCreateScreen,
    ),
    notifyLife: ADMIN_LIFE,
  },
  {
    path: '/users/import',
    title: bulkImport.userTitle,
    screen: chunkComponent(
      () => import('../bulk-import/user-import-screen.tsx'),
      (m) => m.UserImportScreen,
    ),
    notifyLife: ADMIN_LIFE,
  },
  {
    path: '/users/:id/edit',
    title: users.editTitle,
    screen: chunkComponent(
      () => import('../users/user-edit-screen.tsx'),
      (m) => m.UserEditScreen,
    ),
    notifyLife: ADMIN_LIFE,
  },
  {
    path: '/my-application',
    title: applications.myApplicationTitle,
    screen: chunkComponent(
      () => import('../my-application/my-application-screen.tsx'),
      (m) => m.MyApplicationScreen,
    ),
    notifyLife: ADMIN_LIFE,
  },
  {
    path: '/applications',
    title: applications.title,
    screen: chunkComponent(
      () => import('../applications/application-list-screen.tsx'),
      (m) => m.ApplicationListScreen,
    ),
    notifyLife: ADMIN_LIFE,
    menu: { label: t.applications, icon: 'pi pi-th-large', menus: ADMIN, alsoCurrentUnder: ['/my-application'] },
  },
  {
    path: '/applications/create-from-product',
    title: applications.createFromProductTitle,
    screen: chunkComponent(
      () => import('../applications/create-from-product-screen.tsx'),
      (m) => m.CreateFromProductScreen,
    ),
    notifyLife: ADMIN_LIFE,
  },
  { path: '/applications/:id', redirect: '/applications' },
  {
    path: '/owner-settings',
    title: owner.title,
    screen: chunkComponent(
      () => import('../owner-settings/owner-settings-screen.tsx'),
      (m) => m.OwnerSettingsScreen,
    ),
    notifyLife: ADMIN_LIFE,
    menu: { label: t.ownerSettings, icon: 'pi pi-cog', menus: ADMIN },
  },
  {
    path: '/devices',
    title: devices.title,
    screen: chunkComponent(
      () => import('../devices/device-list-screen.tsx'),
      (m) => m.DeviceListScreen,
    ),
    notifyLife: ADMIN_LIFE,
    menu: { label: t.devices, icon: 'pi pi-desktop', menus: ADMIN },
  },
  {
    path: '/audit-log',
    title: audit.title,
    screen: chunkComponent(
      () => import('../audit-log/audit-log-screen.tsx'),
      (m) => m.AuditLogScreen,
    ),
    notifyLife: ADMIN_LIFE,
    menu: { label: t.auditLog, icon: 'pi pi-history', menus: ADMIN },
  },
  {
    path: '/reports/usage',
    title: usageReport.title,
    screen: chunkComponent(
      () => import('../usage-report/usage-report-screen.tsx'),
      (m) => m.UsageReportScreen,
    ),
    notifyLife: ADMIN_LIFE,
    menu: { label: t.usageReport, icon: 'pi pi-chart-bar', menus: ADMIN },
  },
  {
    path: '/mypage',
    title: myPage.title,
    screen: chunkComponent(
      () => import('../mypage/mypage-screen.tsx'),
      (m) => m.MyPageScreen,
    ),
    menu: { label: t.myPage, icon: 'pi pi-user', menus: PERSONAL },
  },
  {
    path: '/my-licenses',
    title: myLicenses.title,
    screen: chunkComponent(
      () => import('../my-licenses/my-licenses-screen.tsx'),
      (m) => m.MyLicensesScreen,
    ),
    menu: { label: t.myLicenses, icon: 'pi pi-key', menus: PERSONAL },
  },
  {
    path: '/my-devices',
    title: myDevices.title,
    screen: chunkComponent(
      () => import('../my-devices/my-devices-screen.tsx'),
      (m) => m.MyDevicesScreen,
    ),
    menu: { label: t.myDevices, icon: 'pi pi-desktop', menus: PERSONAL },
  },
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
