// Faults: each screen's data call answered with a 5xx, a dropped connection, an unreadable body, a
// 403 or a held answer shows its message (docs/product.md §8) and a retry that works; the request
// count proves the retry policy (§9), on a fast-forwarded clock.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { endpoints, type EndpointId } from '../../src/api/catalog/endpoints.ts';
import { applications as appText } from '../../src/shared/messages/applications.ts';
import { audit } from '../../src/shared/messages/reports/audit.ts';
import { common } from '../../src/shared/messages/common.ts';
import { dashboard } from '../../src/shared/messages/reports/dashboard.ts';
import { devices } from '../../src/shared/messages/licensing/devices.ts';
import { licenses } from '../../src/shared/messages/licensing/licenses.ts';
import { owner } from '../../src/shared/messages/owner.ts';
import { policyScreen } from '../../src/shared/messages/licensing/policies.ts';
import { trends } from '../../src/shared/messages/reports/trends.ts';
import { usageReport } from '../../src/shared/messages/reports/usage-report.ts';
import { myDevices, myPage, selfService } from '../../src/shared/messages/self-service.ts';
import { users } from '../../src/shared/messages/users.ts';
import {
  answer,
  apiGet,
  apiLogin,
  expectedAttempts,
  FAULT_CLASSES,
  FAULTS,
  REFUSAL_MESSAGE,
  SCHEMA_BREAKING_BODY,
  tapCall,
  useSession,
  watchErrors,
  type ApiSession,
  type Fault,
} from './support/faults.ts';
import { dropdownBox } from './support/dropdown.ts';
import { resetMock } from './support/mock.ts';

interface ScreenCall {
  title: string;
  role: 'admin' | 'user';
  path: string | (() => string);
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
const skeleton = (page: Page) =>
  page
    .getByRole('status')
    .filter({ has: page.locator('.p-skeleton') })
    .first();
/** A list's first page, not the next page the list reads ahead. */
const firstPage = (url: URL) => url.searchParams.get('page') === '1';
/** The user list's own first page, not a role or type it reads ahead when the pointer rests on a filter. */
const unfilteredFirstPage = (url: URL) =>
  firstPage(url) && !url.searchParams.has('role') && !url.searchParams.has('userType');

let editUserId = '';

const SCREENS: ScreenCall[] = [
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
    ready: (p) => p.getByRole('button', { name: trends.showTable }).first(),
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
    path: () => `/users/${editUserId}/edit`,
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

const sessions: Partial<Record<'admin' | 'user', ApiSession>> = {};

test.beforeAll(async () => {
  await resetMock('demo');
  sessions.admin = await apiLogin('admin');
  sessions.user = await apiLogin('user');
  const list = await apiGet<{ users: { id: string; email: string }[] }>(
    sessions.admin,
    '/users?page=1&pageSize=10&role=USER',
  );
  editUserId = list.users[0]!.id;
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const screen of SCREENS) {
  test(`faults on ${screen.title}: ${endpoints[screen.call].method} ${endpoints[screen.call].path}`, async ({
    page,
  }) => {
    // The injected body really is one the call's schema refuses.
    expect(endpoints[screen.call].response.safeParse(SCHEMA_BREAKING_BODY).success).toBe(false);
    const watch = watchErrors(page);
    await page.clock.install();
    await useSession(page, sessions[screen.role]!);
    await screen.prepare?.(page);
    const tap = await tapCall(page, screen.call, screen.only);
    const path = typeof screen.path === 'function' ? screen.path() : screen.path;
    const heading = page.getByRole('heading', { level: 1 });
    const menu = page.getByRole('navigation', { name: 'メインメニュー' }).first();

    const open = async (fault: Fault | null) => {
      tap.reset();
      tap.set(fault);
      await page.goto(path);
      await expect(menu).toBeVisible();
      await screen.open?.(page);
    };

    for (const fault of screen.everyFault ? FAULTS : FAULT_CLASSES) {
      await test.step(fault, async () => {
        await open(fault);
        if (fault === 'slow') {
          // Held for 10 s of page time: the loading state stays, no error, then the data.
          await expect(screen.loading?.(page) ?? skeleton(page)).toBeVisible();
          await page.clock.fastForward(10_000);
          await expect(screen.loading?.(page) ?? skeleton(page)).toBeVisible();
          await expect(page.getByRole('alert').filter({ hasText: screen.message })).toHaveCount(0);
          tap.set(null);
          tap.release();
          await expect(screen.ready(page)).toBeVisible();
          expect(tap.count).toBe(1);
          return;
        }
        const texts = fault === 'http4xx' ? [screen.message, REFUSAL_MESSAGE] : [screen.message];
        const alert = page
          .getByRole('alert')
          .filter({ hasText: new RegExp(texts.map(escape).join('|')) })
          .first();
        // Advance the page clock until the retries are spent (1 s, 2 s, 4 s of backoff). A step as
        // long as the longest backoff fires each retry as soon as its request has been answered.
        await expect
          .poll(
            async () => {
              if (await alert.isVisible()) return true;
              await page.clock.fastForward(4000);
              return false;
            },
            { timeout: 20_000, intervals: [50] },
          )
          .toBe(true);
        await page.clock.fastForward(15_000);
        expect(tap.count, `requests for ${fault}`).toBe(expectedAttempts(fault));
        await expect(heading).toBeVisible();
        await expect(alert).toBeVisible();
        // The fault is lifted: the retry button loads the data with one request.
        tap.set(null);
        const before = tap.count;
        await alert.getByRole('button', { name: common.retry }).click();
        await expect(screen.ready(page)).toBeVisible();
        await expect(page.getByRole('alert').filter({ hasText: new RegExp(texts.map(escape).join('|')) })).toHaveCount(
          0,
        );
        expect(tap.count - before).toBe(1);
      });
    }
    watch.assertClean();
  });
}

// The session check on load (GET /auth/verify) is no screen's data call: any failure of it means
// "not signed in" (docs/product.md §4): the stored session is removed and /login is shown, never a
// blank page.
for (const fault of ['http500', 'abort', 'malformed', 'schema'] as const) {
  test(`a failing session check (${fault}) leads to /login with the stored session removed`, async ({ page }) => {
    const watch = watchErrors(page);
    await useSession(page, sessions.admin!);
    const tap = await tapCall(page, 'verify');
    tap.set(fault);
    await page.goto('/licenses');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    watch.assertClean();
  });
}

test('the fault table covers every protected route of the shell', () => {
  const visited = new Set(SCREENS.map((s) => (typeof s.path === 'function' ? '/users/:id/edit' : s.path)));
  // The route table itself: a new protected route without a row here fails this test.
  const source = readFileSync(new URL('../../src/screens/shell/route-table.ts', import.meta.url), 'utf8');
  // Its signed-in screens (a lazily loaded chunk each); /login and the redirects have no data call.
  const routes = [...source.matchAll(/\{\s*path: '([^']+)',(?:\s*title: [\w.]+,)?\s*screen: chunkComponent\(/g)].map(
    (m) => m[1]!,
  );
  expect(routes.length).toBeGreaterThan(10);
  // /applications/create-from-product has no data call of its own (its product comes through navigation state);
  // The imports call nothing until a file is chosen (their calls: tests/component/bulk-import/).
  const withoutDataCalls = new Set(['/applications/create-from-product', '/licenses/import', '/users/import']);
  for (const route of routes.filter((r) => !withoutDataCalls.has(r))) expect(visited.has(route), route).toBe(true);
  const screens = new Set(SCREENS.map((s) => `${s.role} ${typeof s.path === 'function' ? '/users/:id/edit' : s.path}`))
    .size;
  const cases = SCREENS.reduce((n, s) => n + (s.everyFault ? FAULTS : FAULT_CLASSES).length, 0);
  // Every kind of fault on every call; every fault on some.
  expect(new Set(FAULT_CLASSES.map(expectedAttempts))).toEqual(new Set(FAULTS.map(expectedAttempts)));
  expect(SCREENS.filter((s) => s.everyFault).length).toBeGreaterThanOrEqual(4);
  console.log(
    `faults: ${SCREENS.length} data calls on ${screens} screens (by role); ${FAULT_CLASSES.length} kinds each, all ${FAULTS.length} faults on ${SCREENS.filter((s) => s.everyFault).length} = ${cases} cases, + 4 session-check faults`,
  );
});
