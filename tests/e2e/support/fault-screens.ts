// The fault table of tests/e2e/faults.e2e.ts: every data call of every signed-in screen, with the
// message it shows when the call fails, what only its data shows, and its loading state. A test
// there checks the table against the route table.
import type { Locator, Page } from '@playwright/test';
import { endpoints, type EndpointId } from '../../../src/api/catalog/endpoints.ts';
import { applications as appText } from '../../../src/shared/messages/applications.ts';
import { audit } from '../../../src/shared/messages/reports/audit.ts';
import { common } from '../../../src/shared/messages/common.ts';
import { dashboard } from '../../../src/shared/messages/reports/dashboard.ts';
import { devices } from '../../../src/shared/messages/licensing/devices.ts';
import { licenses } from '../../../src/shared/messages/licensing/licenses.ts';
import { owner } from '../../../src/shared/messages/owner.ts';
import { policyScreen } from '../../../src/shared/messages/licensing/policies.ts';
import { trends } from '../../../src/shared/messages/reports/trends.ts';
import { usageReport } from '../../../src/shared/messages/reports/usage-report.ts';
import { myDevices, myPage, selfService } from '../../../src/shared/messages/self-service.ts';
import { users } from '../../../src/shared/messages/users.ts';
import { answer } from './faults.ts';
import { dropdownBox } from './dropdown.ts';

export interface ScreenCall {
  title: string;
  role: 'admin' | 'user';
  /** The route, as the route table writes it; its `:id` is filled in by the test. */
  path: string;
  call: EndpointId;
  /** Narrows the call (several screens share GET /users). */
  only?: (url: URL) => boolean;
  /** The message of docs/product.md §8 (or the screen's fallback) shown when the call fails. */
  message: string;
  /** Something only the loaded data shows. */
  ready: (page: Page) => Locator;
  /** The loading state while the answer is held; a skeleton by default. */
  loading?: (page: Page) => Locator;
  /** Routes the screen needs before it is opened (e.g. an empty list that offers the dialog). */
  prepare?: (page: Page) => Promise<void>;
  /** Steps after the page opened, to reach the call (e.g. open a dialog). */
  open?: (page: Page) => Promise<void>;
  /** Meets every fault of FAULTS, not one of each kind (FAULT_CLASSES). */
  everyFault?: true;
}

const tableRows = (page: Page, name?: string) =>
  (name ? page.getByRole('table', { name }) : page.getByRole('table')).locator('tbody tr').first();
/** The loading state a screen shows by default. */
export const skeleton = (page: Page) =>
  page
    .getByRole('status')
    .filter({ has: page.locator('.p-skeleton') })
    .first();
/** A list's first page, not the next page the list reads ahead. */
const firstPage = (url: URL) => url.searchParams.get('page') === '1';
/** The user list's own first page, not a role or type it reads ahead when the pointer rests on a filter. */
const unfilteredFirstPage = (url: URL) =>
  firstPage(url) && !url.searchParams.has('role') && !url.searchParams.has('userType');

export const SCREENS: ScreenCall[] = [
  {
    title: 'dashboard (admin)',
    role: 'admin',
    path: '/dashboard',
    call: 'getDashboard',
    message: dashboard.loadFailed,
    ready: (p) => p.getByText(dashboard.totalLicenses),
    everyFault: true,
  },
  {
    title: 'dashboard trends (admin)',
    role: 'admin',
    path: '/dashboard',
    call: 'getDashboardTrends',
    message: trends.loadFailed,
    // Inside the trends section: the status doughnut above it shows the same button from the
    // dashboard's own figures, before the retried trends call has even left.
    ready: (p) => p.locator('.dashboard-trends').getByRole('button', { name: trends.showTable }).first(),
    loading: (p) => p.locator('.dashboard-trends .p-skeleton').first(),
  },
  {
    title: 'dashboard (user)',
    role: 'user',
    path: '/dashboard',
    call: 'getDashboard',
    message: dashboard.loadFailed,
    ready: (p) => p.getByText(dashboard.totalLicenses),
  },
  // The list's own page (page 1); the next page, read ahead once it shows, is not the screen's data call.
  {
    title: 'licences',
    role: 'admin',
    path: '/licenses',
    call: 'listLicenses',
    only: firstPage,
    message: licenses.listFailed,
    ready: (p) => tableRows(p),
    everyFault: true,
  },
  {
    title: 'new licence: applications',
    role: 'admin',
    path: '/licenses/create',
    call: 'listApplicationsForLicense',
    message: licenses.applicationsLoadFailed,
    ready: (p) =>
      dropdownBox(p, 'アプリケーション').getByText(licenses.formApplicationPlaceholder).filter({ visible: true }),
    loading: (p) => dropdownBox(p, 'アプリケーション').getByText(common.loading).filter({ visible: true }),
  },
  {
    title: 'new licence: users',
    role: 'admin',
    path: '/licenses/create',
    call: 'listUsers',
    only: (u) => u.searchParams.get('role') === 'USER',
    message: licenses.usersLoadFailed,
    ready: (p) => dropdownBox(p, 'ユーザー').getByText(licenses.formUserPlaceholder).filter({ visible: true }),
    loading: (p) => dropdownBox(p, 'ユーザー').getByText(common.loading).filter({ visible: true }),
  },
  {
    title: 'devices',
    role: 'admin',
    path: '/devices',
    call: 'listDevices',
    only: firstPage,
    message: devices.listFailed,
    ready: (p) => tableRows(p),
    everyFault: true,
  },
  {
    title: 'users',
    role: 'admin',
    path: '/users',
    call: 'listUsers',
    only: unfilteredFirstPage,
    message: users.listFailed,
    ready: (p) => p.getByText('admin@example.com').first(),
    everyFault: true,
  },
  {
    title: 'user create: tenant users',
    role: 'admin',
    path: '/users/create',
    call: 'listTenantUsers',
    message: users.tenantFetchFailed,
    ready: (p) => dropdownBox(p, users.tenantUserLabel),
    loading: (p) => p.locator('main .p-skeleton').first(),
  },
  {
    title: 'user edit',
    role: 'admin',
    path: '/users/:id/edit',
    call: 'getUser',
    message: users.loadFailed,
    ready: (p) => p.getByRole('form'),
  },
  {
    title: 'my application',
    role: 'admin',
    path: '/my-application',
    call: 'getMyApplication',
    message: appText.loadFailed,
    ready: (p) => p.getByText(appText.applicationIdLabel).first(),
  },
  {
    title: 'applications',
    role: 'admin',
    path: '/applications',
    call: 'listMyApplications',
    message: appText.listFailed,
    ready: (p) => p.getByText('CADビューア Pro').first(),
  },
  {
    title: 'applications: product settings dialog',
    role: 'admin',
    path: '/applications',
    call: 'listProductSettings',
    message: owner.productSettingsFailed,
    ready: (p) => p.getByRole('dialog').getByRole('list', { name: appText.productDialogTitle }),
    // No applications yet: the screen offers the dialog of the billing provider's products.
    prepare: async (p) => {
      await p.route(
        (u) => u.pathname === endpoints.listMyApplications.path,
        (route) => answer(route, 200, JSON.stringify({ applications: [] })),
      );
    },
    open: async (p) => p.getByRole('button', { name: appText.createFromProductButton }).first().click(),
  },
  {
    title: 'owner settings: owner',
    role: 'admin',
    path: '/owner-settings',
    call: 'getMyOwner',
    message: owner.loadFailed,
    ready: (p) => p.getByText('demo-shop').first(),
  },
  {
    title: 'owner settings: licence usage',
    role: 'admin',
    path: '/owner-settings',
    call: 'getLicenseUsage',
    message: owner.usageFailed,
    ready: (p) => p.getByText(owner.quotaAvailable).first(),
  },
  {
    title: 'licence policies',
    role: 'admin',
    path: '/license-policies',
    call: 'listLicensePolicies',
    message: policyScreen.loadFailed,
    ready: (p) => p.getByRole('list', { name: /のライセンスポリシー$/ }).first(),
  },
  {
    title: 'audit log',
    role: 'admin',
    path: '/audit-log',
    call: 'listAuditLog',
    only: firstPage,
    message: audit.listFailed,
    ready: (p) => tableRows(p, audit.tableLabel),
  },
  {
    title: 'usage report',
    role: 'admin',
    path: '/reports/usage',
    call: 'getUsageReport',
    // The screen's range, not the menu's probe of the extension.
    only: (u) => u.searchParams.has('from'),
    message: usageReport.loadFailed,
    ready: (p) => tableRows(p, usageReport.tableLabel(usageReport.allApplications)),
  },
  {
    title: 'my page: profile',
    role: 'user',
    path: '/mypage',
    call: 'getProfile',
    message: selfService.profileLoadFailed,
    ready: (p) => p.getByRole('region', { name: myPage.profileTitle }),
  },
  {
    title: 'my page: stats',
    role: 'user',
    path: '/mypage',
    call: 'getStats',
    message: myPage.statsFailed,
    ready: (p) => p.getByRole('group', { name: myPage.licensesCard }),
  },
  {
    title: 'my page: licences',
    role: 'user',
    path: '/mypage',
    call: 'listUserLicenses',
    message: myPage.licensesFailed,
    ready: (p) => tableRows(p, myPage.licensesTitle),
  },
  {
    title: 'my licences',
    role: 'user',
    path: '/my-licenses',
    call: 'listMyLicenses',
    message: selfService.myLicensesFailed,
    ready: (p) => tableRows(p),
  },
  {
    title: 'my devices',
    role: 'user',
    path: '/my-devices',
    call: 'listMyDevices',
    message: myDevices.listFailed,
    ready: (p) => tableRows(p),
  },
];
