// The model paths of the auth machine and the licence quota flow, replayed in Chromium on the built
// console and the HTTP mock, checked through the page only (docs/testers-toolkit.md). A call seen
// "in flight" is held with page.route until the path ends it; MODEL_MACHINES picks machines.
import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { AUTH_RESULT_EVENTS, isModelVerifyEvent, model as authModel } from '../model/machines/auth.paths.ts';
import { ACTIVATION_RESULT_EVENTS, isQuotaRefusal, knownAvailableOf, model as activationModel } from '../model/machines/license-activation.paths.ts';
import { stateValueLabel, type ModelStep } from '../model/support/coverage.ts';
import type { PathDriver } from '../model/support/driver.ts';
import { planPaths, strategyFromEnv, type MachineModel } from '../model/support/model.ts';
import { ModelRun } from '../model/support/report.ts';
import { chooseOption } from './support/dropdown.ts';
import { DEMO, MOCK_URL, resetMock } from './support/mock.ts';

const chosen = process.env.MODEL_MACHINES?.split(',');
const runFor = (model: MachineModel, canDrive?: Parameters<typeof planPaths>[2]) =>
  !chosen || chosen.includes(model.machine.id) ? new ModelRun(planPaths(model, strategyFromEnv(), canDrive), 'playwright') : null;

/** Sets one-shot faults on the mock (the next matching request answers `status`). */
async function mockFault(pathPattern: string, method: string, status: number): Promise<void> {
  const res = await fetch(`${MOCK_URL}/__mock/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ faults: [{ pathPattern, method, status, times: 1 }] }),
  });
  if (!res.ok) throw new Error(`mock config failed: ${res.status}`);
}

/** Holds the page's requests to one endpoint until the test lets each one end. */
class RouteGate {
  private readonly held: Route[] = [];
  private readonly method: string;
  private readonly pattern: RegExp;

  constructor(method: string, pattern: RegExp) {
    this.method = method;
    this.pattern = pattern;
  }

  async install(page: Page): Promise<void> {
    await page.route(
      (url) => this.pattern.test(url.pathname),
      (route) => (route.request().method() === this.method ? void this.held.push(route) : route.fallback()),
    );
  }

  private async next(): Promise<Route> {
    await expect.poll(() => this.held.length, { message: `a ${this.method} ${this.pattern} call is in flight` }).toBeGreaterThan(0);
    // The newest: the machine waits only for its latest call.
    return this.held.pop()!;
  }

  /** To the mock; with `status`, the mock itself fails it once. */
  async pass(status?: number, overrides?: { postData?: string }): Promise<void> {
    const route = await this.next();
    if (status) await mockFault(this.pattern.source, this.method, status);
    await route.continue(overrides);
  }

  /** Answers in the test's name, without the mock (only where the mock cannot answer so). */
  async answer(json: unknown): Promise<void> {
    await (await this.next()).fulfill({ status: 200, json });
  }

  /** How many calls are held now. */
  heldCount(): number {
    return this.held.length;
  }

  async cut(): Promise<void> {
    await (await this.next()).abort('failed');
  }

  /** Lets whatever is still held through (end of a path). */
  async drain(): Promise<void> {
    for (const route of this.held.splice(0)) await route.continue().catch(() => undefined);
  }
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'メインメニュー' });

/** Client-side navigation, so the running actors (and the model's state) are kept. */
async function navigate(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** Tokens of a real session of the demo user, stored as an earlier visit left them. */
async function storeSession(page: Page): Promise<void> {
  const res = await fetch(`${MOCK_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO.user),
  });
  const body = (await res.json()) as { access_token: string; id_token: string; refresh_token: string; user: unknown };
  await page.evaluate((b) => {
    localStorage.setItem('accessToken', b.access_token);
    localStorage.setItem('idToken', b.id_token);
    localStorage.setItem('refreshToken', b.refresh_token);
    localStorage.setItem('user', JSON.stringify(b.user));
  }, body);
}

// ---------------------------------------------------------------------------------------------
// auth

/**
 * Signed out, the console makes no API call, so no refresh can fail: the session cannot
 * "expire" in a browser then. (The screen test drives it by calling the API client itself.)
 */
const browserCanDrive = (event: { type: string }, before: { matches: (v: string) => boolean }) =>
  !(event.type === 'auth.sessionExpired' && before.matches('unauthenticated'));

const auth = runFor(authModel, browserCanDrive);
if (auth) {
  test.describe(`auth model in Chromium (${auth.paths.length} ${auth.plan.strategy} paths)`, () => {
    test.afterAll(() => auth.finish());
    for (const { path } of auth.paths) {
      test(path.description, async ({ page }) => {
        await resetMock('demo');
        await auth.drive(path, await authDriver(page));
      });
    }
  });
}

async function authDriver(page: Page): Promise<PathDriver> {
  const gates = { login: new RouteGate('POST', /\/api\/auth\/login$/), verify: new RouteGate('GET', /\/auth\/verify$/), logout: new RouteGate('POST', /\/auth\/logout$/) };
  for (const gate of Object.values(gates)) await gate.install(page);
  const logoutFailures: string[] = [];
  page.on('console', (m) => {
    if (m.text().includes('ログアウトAPIの呼び出しに失敗しました')) logoutFailures.push(m.text());
  });
  let mounted = false;
  const onLoginPage = () => new URL(page.url()).pathname === '/login';

  /** The first visit mounts the console; it verifies at once, so a path not starting so has no token. */
  async function open(url: string, withToken: boolean): Promise<void> {
    if (mounted) return navigate(page, url);
    await page.goto('/login?scenario=demo').catch(() => undefined);
    // The live page has replaced the prerendered copy (login.html): its mount-time verify must
    // not see the session stored below and leave a stray call in the gate.
    await expect(page.locator('[inert]')).toHaveCount(0);
    await page.evaluate(() => localStorage.clear());
    if (withToken) await storeSession(page);
    await page.goto(url);
    mounted = true;
  }

  return {
    async perform(step: ModelStep) {
      const event = step.event as { type: string; output?: unknown; error?: { status?: number } };
      switch (event.type) {
        case 'auth.login':
          if (!mounted || !onLoginPage()) await open('/login', false);
          await page.getByLabel('メールアドレス').fill(DEMO.admin.email);
          await page.getByLabel('パスワード', { exact: true }).fill(DEMO.admin.password);
          await page.getByRole('button', { name: 'ログイン' }).click();
          return;
        case 'auth.verify': {
          if (!isModelVerifyEvent(step.event)) throw new Error('verify without tokenStored');
          if (!mounted) return open('/login', step.event.tokenStored);
          const hasToken = await page.evaluate(() => localStorage.getItem('accessToken') !== null);
          if (step.event.tokenStored && !hasToken) await storeSession(page);
          if (!step.event.tokenStored) await page.evaluate(() => localStorage.removeItem('accessToken'));
          // The login page verifies on mount; when already there, a guarded route does it instead.
          return navigate(page, onLoginPage() ? '/dashboard' : '/login');
        }
        case 'auth.logout': {
          if (await page.getByRole('button', { name: 'ログアウト' }).isVisible()) return page.getByRole('button', { name: 'ログアウト' }).click();
          if (!mounted || !onLoginPage()) await open('/login', false);
          await page.getByRole('button', { name: 'ユーザーメニュー' }).click();
          return page.locator('.p-menuitem-text', { hasText: 'ログアウト' }).click();
        }
        case 'auth.sessionExpired':
          // A call whose 401 cannot be refreshed (docs/product.md §8): a dead token, no refresh one.
          await page.evaluate(() => {
            localStorage.setItem('accessToken', 'expired-token');
            localStorage.removeItem('refreshToken');
          });
          // A screen that asks the server whenever it opens: the owner settings (the dashboard's
          // figures are cached for 30 s, and the console is usually on it already).
          if (new URL(page.url()).pathname === '/owner-settings') await navigate(page, '/dashboard');
          return navigate(page, '/owner-settings');
        case 'auth.remoteLogout':
          // Another tab of the console says it logged out.
          return page.evaluate(() => {
            const other = new BroadcastChannel('license-console-session');
            other.postMessage({ type: 'logout' });
            other.close();
          });
        case 'auth.clearError':
          return page.getByLabel('パスワード', { exact: true }).fill('x');
        case AUTH_RESULT_EVENTS.loginDone:
          return gates.login.pass();
        case AUTH_RESULT_EVENTS.loginError:
          // 401: the mock refuses a wrong password itself; otherwise the network fails.
          return event.error?.status ? gates.login.pass(undefined, { postData: JSON.stringify({ ...DEMO.admin, password: 'wrong-password' }) }) : gates.login.cut();
        case AUTH_RESULT_EVENTS.verifyDone:
          // A user: the mock accepts the stored token; null: the mock says no (403).
          return event.output ? gates.verify.pass() : gates.verify.pass(403);
        case AUTH_RESULT_EVENTS.verifyError:
          return event.error?.status ? gates.verify.pass(event.error.status) : gates.verify.cut();
        case AUTH_RESULT_EVENTS.logoutDone:
          // The console clears the tokens before this call (docs/product.md §4), so it carries none
          // and the mock (logout needs a token) always refuses it with 401: answered here instead.
          return gates.logout.answer({ success: true });
        case AUTH_RESULT_EVENTS.logoutError:
          return gates.logout.cut();
        default:
          throw new Error(`no driver for ${event.type}`);
      }
    },
    async check(step: ModelStep) {
      const model = step.state;
      if (!mounted) return;
      if (model.matches('authenticated')) await expect(menu(page)).toBeVisible();
      else await expect(menu(page)).toHaveCount(0);
      if (model.matches('loggingIn')) await expect(page.getByRole('button', { name: 'ログイン' })).toBeDisabled();
      if (model.matches('loggingOut')) await expect(page).toHaveURL(/\/login/);
      if (step.event.type === 'auth.logout') {
        // Storage is cleared before the server call (docs/product.md §4).
        expect(await page.evaluate(() => ['accessToken', 'idToken', 'refreshToken', 'user'].map((k) => localStorage.getItem(k)))).toEqual([null, null, null, null]);
      }
      if (step.event.type === AUTH_RESULT_EVENTS.logoutError) await expect.poll(() => logoutFailures.length).toBeGreaterThan(0);
      if (step.event.type === AUTH_RESULT_EVENTS.logoutDone) expect(logoutFailures).toEqual([]);
      const error = model.context.error as string | null;
      if (model.matches('unauthenticated') && onLoginPage()) {
        if (error) await expect(page.getByRole('alert')).toBeVisible();
        else await expect(page.getByRole('alert')).toHaveCount(0);
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// licence quota flow

const activation = runFor(activationModel);
if (activation) {
  test.describe(`licence quota flow in Chromium (${activation.paths.length} ${activation.plan.strategy} paths)`, () => {
    test.afterAll(() => activation.finish());
    for (const { flow, path } of activation.paths) {
      test(`${flow}: ${path.description}`, async ({ page }) => {
        test.setTimeout(120_000);
        await resetMock('demo');
        await activation.drive(path, await activationDriver(page, flow === 'create' ? 'create' : 'activate'));
      });
    }
  });
}

async function adminToken(): Promise<string> {
  const res = await fetch(`${MOCK_URL}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO.admin) });
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * Makes the mock's owner have `available` free licence slots, through the product API: new
 * licences use slots up, revoking ACTIVE ones frees them. The mock then refuses or accepts
 * the held request by its own quota rule.
 */
async function setAvailableQuota(available: number): Promise<void> {
  const token = await adminToken();
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${MOCK_URL}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const owner = (await call('GET', '/api/my-owner')).body as { owner_id: string };
  const quota = async () => ((await call('GET', `/api/license-quota/${owner.owner_id}`)).body as { quota_info?: { license_quota_available: number }; license_quota_available?: number });
  const free = async () => {
    const q = await quota();
    return q.quota_info?.license_quota_available ?? q.license_quota_available ?? 0;
  };
  const apps = (await call('GET', '/api/applications/for-license')).body as { applications: { id: string }[] };
  const users = (await call('GET', '/users?role=USER&page=1&pageSize=1&sortField=email&sortOrder=asc')).body as { users: { id: string }[] };
  for (let left = await free(); left > available; left -= 1) {
    const created = await call('POST', '/licenses', { applicationId: apps.applications[0]!.id, userId: users.users[0]!.id, type: 'perpetual', maxActivations: 1, startDate: null, endDate: null, expiresAt: null });
    if (created.status !== 201 && created.status !== 200) throw new Error(`could not use up quota: ${created.status} ${JSON.stringify(created.body)}`);
  }
  for (let left = await free(); left < available; left += 1) {
    const active = (await call('GET', '/licenses?status=ACTIVE&page=1&pageSize=1')).body as { licenses: { id: string }[] };
    const revoked = await call('POST', `/licenses/${active.licenses[0]!.id}/revoke`);
    if (revoked.status !== 200) throw new Error(`could not free a slot: ${revoked.status}`);
  }
}

const licenceTable = (page: Page) => page.getByRole('table', { name: 'ライセンス一覧' });

/** The free slots the new-licence form shows in its quota panel. */
const quotaFigures = (page: Page) => page.getByRole('region', { name: 'ライセンス枠', exact: true }).locator('dt', { hasText: '利用可能枠' }).locator('+ dd');

async function activationDriver(page: Page, kind: 'activate' | 'create'): Promise<PathDriver> {
  const gate = kind === 'activate' ? new RouteGate('POST', /\/licenses\/[^/]+\/activate$/) : new RouteGate('POST', /\/licenses$/);
  await page.goto('/login');
  await page.getByLabel('メールアドレス').fill(DEMO.admin.email);
  await page.getByLabel('パスワード', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(menu(page)).toBeVisible();
  await gate.install(page);
  if (kind === 'activate') {
    await navigate(page, '/licenses');
    await expect(licenceTable(page)).toBeVisible();
    await chooseOption(page, 'ステータスで絞り込み', '無効化済み');
    await expect(licenceTable(page).locator('tbody tr').first()).toContainText('無効化済み');
  } else {
    await navigate(page, '/licenses/create');
    // The quota figures arrive above the form and push it down: a click during that shift misses.
    await expect(quotaFigures(page)).toBeVisible();
    await chooseOption(page, 'アプリケーション', /.+/);
    await chooseOption(page, 'ユーザー', /@/);
    await page.getByRole('radio', { name: '永続' }).check();
  }
  const confirm = page.getByRole('dialog', { name: 'ライセンスの有効化' });
  const quotaDialog = page.getByRole('dialog', { name: 'ライセンス枠不足' });
  const toast = (text: string) => page.locator('.p-toast-message', { hasText: text });
  const submit = page.getByRole('button', { name: '作成', exact: true });
  const shownAvailable = quotaFigures(page);
  let refusedLocally = false;
  let clockInstalled = false;

  /**
   * Makes the form show `available` free slots, as a user sees them change: the mock's quota is
   * set, the cached figures age past their 30 s, and the network comes back (the console
   * refetches stale queries on reconnect).
   */
  async function showQuota(available: number): Promise<void> {
    await setAvailableQuota(available);
    // The form reads the quota once (cached 30 s): a page clock lets its figures go stale on demand.
    if (!clockInstalled) await page.clock.install();
    clockInstalled = true;
    await page.clock.fastForward(31_000);
    await page.evaluate(() => {
      dispatchEvent(new Event('offline'));
      dispatchEvent(new Event('online'));
    });
    await expect(shownAvailable).toHaveText(String(available));
  }

  return {
    async perform(step: ModelStep) {
      const event = step.event;
      switch (event.type) {
        case 'activation.request':
          return licenceTable(page).locator('tbody tr').first().getByRole('button', { name: /を有効化$/ }).click();
        case 'activation.confirm':
          return confirm.getByRole('button', { name: 'はい' }).click();
        case 'activation.cancel':
          return confirm.getByRole('button', { name: 'いいえ' }).click();
        case 'activation.dismiss':
          return quotaDialog.getByRole('button', { name: '閉じる' }).last().click();
        case 'creation.submit': {
          // The error toast (bottom left) lies over the submit button at 1280×720: close it first,
          // as a user must.
          for (const close of await page.locator('.p-toast-icon-close').all()) await close.click();
          // The figures the event carries are those the form shows when it is clicked.
          const available = knownAvailableOf(event);
          if (available === null) throw new Error('a creation of the model carries the figures the form shows');
          await showQuota(available);
          refusedLocally = available === 0;
          return submit.click();
        }
        case ACTIVATION_RESULT_EVENTS.done:
          await setAvailableQuota(5);
          return gate.pass();
        case ACTIVATION_RESULT_EVENTS.error:
          if (isQuotaRefusal(event)) {
            await setAvailableQuota(0);
            return gate.pass();
          }
          return gate.pass(500);
        default:
          throw new Error(`no driver for ${event.type}`);
      }
    },
    async check(step: ModelStep) {
      switch (stateValueLabel(step.state.value)) {
        case 'idle':
          await expect(confirm).toHaveCount(0);
          await expect(quotaDialog).toHaveCount(0);
          if (kind === 'create') await expect(submit).toBeEnabled();
          break;
        case 'confirming':
          await expect(confirm).toBeVisible();
          break;
        case 'activating':
          await expect(confirm).toHaveCount(0);
          if (kind === 'create') await expect(submit).toBeDisabled();
          break;
        case 'activated':
          await expect(toast(kind === 'create' ? 'ライセンスが作成されました' : 'ライセンスが有効化されました').last()).toBeVisible();
          if (kind === 'create') await expect(page).toHaveURL(/\/licenses$/);
          break;
        case 'refusedForQuota':
          await expect(quotaDialog).toBeVisible();
          await expect(quotaDialog.locator('dt', { hasText: '利用可能枠' }).locator('+ dd')).toHaveText('0');
          // Refused on the form's own figures: no creation request left the page.
          if (kind === 'create' && refusedLocally) expect(gate.heldCount()).toBe(0);
          break;
        case 'failed':
          await expect(quotaDialog).toHaveCount(0);
          await expect(toast(kind === 'create' ? 'ライセンスの作成に失敗しました' : 'ライセンスの有効化に失敗しました').last()).toBeVisible();
          break;
        default:
          throw new Error(`no check for ${stateValueLabel(step.state.value)}`);
      }
    },
  };
}
