// Every route of docs/product.md §2 on the dev server, for both roles, by URL and on reload; routes
// whose paths are also API paths by a signed-out deep link too. The page is always the console's
// HTML, never an API answer (docs/adr/0017-api-on-its-own-origin.md).
import type { Page, Response } from '@playwright/test';
import { endpoints } from '../../../src/api/catalog/endpoints.ts';
import { navigation } from '../../../src/shared/messages/navigation.ts';
import { expect, test } from '../support/test.ts';
import { DEMO } from '../support/mock.ts';

type Who = keyof typeof DEMO;

interface RouteCase {
  path: string;
  /** Where the console settles (a redirect of docs/product.md §2), when not `path` itself. */
  landsOn?: string;
  heading: string;
  /** Proof that the screen's data arrived, per role. */
  ready?: Partial<Record<Who, (page: Page) => Promise<void>>>;
}

const FORBIDDEN = 'この操作を行う権限がありません。';
const table = (page: Page, name: string) => page.getByRole('table', { name }).locator('tbody tr').first();
const refused = (page: Page) => expect(page.getByText(FORBIDDEN).first()).toBeVisible();
const adminListed = (name: string) => ({
  admin: async (page: Page) => expect(table(page, name)).toBeVisible(),
  user: refused,
});

const ROUTES: RouteCase[] = [
  { path: '/', landsOn: '/dashboard', heading: 'ダッシュボード' },
  {
    path: '/dashboard',
    heading: 'ダッシュボード',
    ready: {
      admin: async (p) => {
        await expect(p.getByRole('group', { name: '総ライセンス数' })).toContainText(/\d/);
        // The trends: the doughnut and the four charts drawn from the in-browser mock.
        await expect(p.locator('main canvas[data-painted="true"]')).toHaveCount(5);
      },
    },
  },
  { path: '/licenses', heading: 'ライセンス管理', ready: adminListed('ライセンス一覧') },
  {
    path: '/licenses/create',
    heading: '新規ライセンス作成',
    ready: { admin: async (p) => expect(p.getByText('利用可能枠').first()).toBeVisible() },
  },
  { path: '/devices', heading: 'デバイス管理', ready: adminListed('デバイス一覧') },
  { path: '/audit-log', heading: '操作履歴', ready: adminListed('操作履歴一覧') },
  {
    path: '/users',
    heading: 'ユーザー管理',
    ready: {
      admin: async (p) => expect(p.getByRole('table').locator('tbody tr').first()).toBeVisible(),
      user: refused,
    },
  },
  { path: '/users/create', heading: 'ユーザー作成' },
  {
    path: '/my-application',
    heading: 'アプリケーション設定',
    ready: { admin: async (p) => expect(p.getByText('ライセンス認証クライアント')).toBeVisible() },
  },
  {
    path: '/applications',
    heading: 'マイアプリケーション',
    ready: {
      admin: async (p) =>
        expect(p.getByRole('list', { name: 'マイアプリケーション' }).getByRole('listitem').first()).toBeVisible(),
    },
  },
  { path: '/applications/app-that-is-not-a-page', landsOn: '/applications', heading: 'マイアプリケーション' },
  // Without a product setting in the navigation state the screen sends the user back
  // (docs/product.md §2).
  { path: '/applications/create-from-product', landsOn: '/applications', heading: 'マイアプリケーション' },
  {
    path: '/owner-settings',
    heading: 'オーナー設定',
    ready: {
      admin: async (p) => expect(p.getByLabel('サイト識別子')).toHaveValue('demo-shop'),
      user: async (p) => expect(p.getByRole('alert').first()).toBeVisible(),
    },
  },
  {
    path: '/mypage',
    heading: 'マイページ',
    ready: {
      user: async (p) =>
        expect(p.getByRole('region', { name: 'プロフィール' }).getByText('user@example.com')).toBeVisible(),
    },
  },
  {
    path: '/my-licenses',
    heading: 'マイライセンス',
    ready: { user: async (p) => expect(table(p, 'ライセンス一覧')).toBeVisible() },
  },
  {
    path: '/my-devices',
    heading: 'マイデバイス',
    ready: { user: async (p) => expect(table(p, 'デバイス一覧')).toBeVisible() },
  },
];

const pathOf = (url: string) => new URL(url).pathname;

async function expectConsolePage(response: Response | null): Promise<void> {
  // The console's HTML, not an answer of the mock.
  expect(response?.headers()['content-type'] ?? '').toContain('text/html');
}

async function expectScreen(page: Page, who: Who, route: RouteCase): Promise<void> {
  await expect.poll(() => pathOf(page.url())).toBe(route.landsOn ?? route.path);
  await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
  await route.ready?.[who]?.(page);
  await expect(page.getByText('認証が必要です')).toHaveCount(0);
}

async function signIn(page: Page, who: Who): Promise<void> {
  await page.getByLabel('メールアドレス').fill(DEMO[who].email);
  await page.getByLabel('パスワード', { exact: true }).fill(DEMO[who].password);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

/** A GET of the API catalog answers this path too: the service worker sees the same URL for the page and for the call. */
const API_GETS = Object.values(endpoints)
  .filter((e) => e.method === 'GET')
  .map((e) => new RegExp(`^${e.path.replace(/:\w+/g, '[^/]+')}$`));
const sharesAnApiPath = (path: string) => API_GETS.some((re) => re.test(path));

/** The home page opens by a deep link too: it needs no reminder of where to return. */
const byDeepLink = (route: RouteCase) => route.path === '/' || sharesAnApiPath(route.path);

/**
 * One route, in a browser context that may be signed in or out. A route of `byDeepLink`: signed
 * out, opened by URL -> /login (remembering the route) -> sign in -> the route; then reloaded.
 * Any other route: opened by URL signed in, then reloaded. Returns with the context signed in.
 */
async function checkRoute(page: Page, who: Who, route: RouteCase, signedIn: boolean): Promise<void> {
  if (byDeepLink(route)) {
    if (signedIn) await signOut(page);
    await expectConsolePage(await page.goto(route.path));
    if (route.path === '/') await expect(page).toHaveURL(/\/login$/);
    else await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(route.path)}`);
    await signIn(page, who);
    await expectScreen(page, who, route);
    await expectConsolePage(await page.reload());
    await expectScreen(page, who, route);
    return;
  }
  if (!signedIn) await signInAt(page, who);
  await expectConsolePage(await page.goto(route.path));
  await expectScreen(page, who, route);
  await expectConsolePage(await page.reload());
  await expectScreen(page, who, route);
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function signInAt(page: Page, who: Who): Promise<void> {
  await page.goto('/login');
  await signIn(page, who);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A real /users/{id}/edit, from the admin's user list of this context's database (signed in as `who` on entry); signed out again. */
async function userEditPath(page: Page, who: Who): Promise<string> {
  if (who !== 'admin') {
    await signOut(page);
    await signInAt(page, 'admin');
  }
  await page
    .getByRole('navigation', { name: 'メインメニュー' })
    .first()
    .getByRole('link', { name: navigation.users })
    .click();
  await page.getByRole('table').locator('tbody tr').first().getByRole('button', { name: /編集/ }).click();
  await expect(page).toHaveURL(/\/users\/[^/]+\/edit$/);
  const path = pathOf(page.url());
  await signOut(page);
  return path;
}

// Each role's routes in two groups, one test (one browser context) each, dealt round-robin (the
// deep-linked ones first, so each group has its share of them): the suite's tests are of a size,
// so its two workers finish together, at the cost of one more cold start of the dev bundle per
// role. A deep-linked route ends signed in, ready for the routes opened signed in.
const GROUPS = 2;
const ordered = [...ROUTES.filter(byDeepLink), ...ROUTES.filter((r) => !byDeepLink(r))];
const groups = Array.from({ length: GROUPS }, (_, i) => ordered.filter((_, j) => j % GROUPS === i));

test('the routes that share a path with the API are the ones opened by a deep link', () => {
  expect(ROUTES.filter(byDeepLink).map((r) => r.path)).toEqual([
    '/',
    '/licenses',
    '/devices',
    '/users',
    '/users/create',
    '/applications',
    '/applications/app-that-is-not-a-page',
    '/applications/create-from-product',
  ]);
});

for (const who of ['admin', 'user'] as const) {
  groups.forEach((group, i) => {
    test(`${who}: ${group.map((r) => r.path).join(', ')} by URL and on reload${group.some(byDeepLink) ? ' (API paths by a signed-out deep link)' : ''}`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      let signedIn = false;
      for (const route of group) {
        await test.step(route.path, () => checkRoute(page, who, route, signedIn));
        signedIn = true;
      }
      if (i === 0) {
        // The user edit route needs a real user id, read from the admin's user list.
        const edit: RouteCase = {
          path: await userEditPath(page, who),
          heading: 'ユーザー編集',
          // A USER meets the server's refusal there.
          ready: { admin: async (p) => expect(p.getByLabel('メールアドレス')).toHaveValue(/@/), user: refused },
        };
        await test.step(edit.path, () => checkRoute(page, who, edit, false));
      }
    });
  });
}

test('an unknown route shows the console’s own not-found page, signed in', async ({ page }) => {
  await signInAt(page, 'admin');
  await expectConsolePage(await page.goto('/no-such-screen'));
  await expect(page.getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeVisible();
});

test('?scenario=NAME resets the in-browser database on any route, and the reset database survives a reload', async ({
  page,
}) => {
  // A reset starts the sessions over too: the console asks for a sign-in and comes back.
  await page.goto('/licenses?scenario=empty');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/licenses')}`);
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/licenses$/);
  await expect(page.getByRole('table', { name: 'ライセンス一覧' })).toContainText('ライセンスがありません');
  await page.reload();
  await expect(page.getByRole('table', { name: 'ライセンス一覧' })).toContainText('ライセンスがありません');

  await page.goto('/licenses?scenario=demo');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/licenses')}`);
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/licenses$/);
  await expect(table(page, 'ライセンス一覧')).not.toContainText('ライセンスがありません');
});
