// The auth expectation's paths (tests/model/machines/auth.expected.ts) in Chromium on the built
// console against the HTTP mock, checked through what the page shows. A call the path must see
// "in flight" is held until the path says how it ends: passed on to the mock, failed by the mock
// itself (a one-shot fault), or cut off (a network failure).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectation } from '../../model/machines/auth.expected.ts';
import { AUTH_RESULT_EVENTS, isModelVerifyEvent } from '../../model/machines/auth.fixtures.ts';
import type { ModelStep } from '../../model/support/coverage.ts';
import type { PathDriver } from '../../model/support/driver.ts';
import { expectedOf } from '../../model/support/expected-plan.ts';
import { DEMO, MOCK_URL, resetMock } from '../support/mock.ts';
import { menu, navigate, RouteGate, runFor } from './support.ts';

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

// Rows the browser cannot drive are named in the expectation (`cannot.browser`), with why.
const auth = runFor(expectation);
if (auth) {
  test.describe(`auth expectation in Chromium (${auth.paths.length} ${auth.plan.strategy} paths)`, () => {
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
  const gates = {
    login: new RouteGate('POST', /\/api\/auth\/login$/),
    verify: new RouteGate('GET', /\/auth\/verify$/),
    logout: new RouteGate('POST', /\/auth\/logout$/),
  };
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
      const event = step.event as { type: string; output?: unknown; error?: { status?: number; message?: string } };
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
          if (await page.getByRole('button', { name: 'ログアウト' }).isVisible())
            return page.getByRole('button', { name: 'ログアウト' }).click();
          if (!mounted || !onLoginPage()) await open('/login', false);
          await page.getByRole('button', { name: 'ユーザーメニュー' }).click();
          return page.locator('.p-menuitem-text', { hasText: 'ログアウト' }).click();
        }
        case 'auth.sessionExpired':
          // A call whose 401 cannot be refreshed: a dead token and no refresh token.
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
        case 'auth.userRenamed': {
          // A new name saved on My page, reached client-side (the session stays as it is).
          await navigate(page, '/mypage');
          await page.getByRole('button', { name: 'プロフィールを編集' }).click();
          const dialog = page.getByRole('dialog', { name: 'プロフィールの編集' });
          await dialog.getByLabel('姓').fill('新しい');
          await dialog.getByLabel('名').fill('名前');
          await dialog.getByRole('button', { name: '保存' }).click();
          return expect(dialog).toHaveCount(0);
        }
        case 'auth.clearError':
          return page.getByLabel('パスワード', { exact: true }).fill('x');
        case AUTH_RESULT_EVENTS.loginDone:
          return gates.login.pass();
        case AUTH_RESULT_EVENTS.loginError:
          // 401: the mock refuses a wrong password itself; otherwise the network fails.
          return event.error?.status
            ? gates.login.pass(undefined, { postData: JSON.stringify({ ...DEMO.admin, password: 'wrong-password' }) })
            : gates.login.cut();
        case AUTH_RESULT_EVENTS.verifyDone:
          // A user: the mock accepts the stored token; null: the mock says no (403).
          return event.output ? gates.verify.pass() : gates.verify.pass(403);
        case AUTH_RESULT_EVENTS.verifyError:
          // The server's own text of the refusal, which the login page shows.
          return event.error?.status
            ? gates.verify.answer({ error: event.error.message, message: event.error.message }, event.error.status)
            : gates.verify.cut();
        case AUTH_RESULT_EVENTS.logoutDone:
          // The console clears the tokens before this call, so it carries none and the
          // mock (logout needs a token) always refuses it with 401: answered here instead.
          return gates.logout.answer({ success: true });
        case AUTH_RESULT_EVENTS.logoutError:
          return gates.logout.cut();
        default:
          throw new Error(`no driver for ${event.type}`);
      }
    },
    async check(step: ModelStep) {
      const { state, row } = expectedOf(step);
      const facts = { ...state.facts, ...row?.facts } as { errorShown?: boolean; error?: string | null };
      if (!mounted) return;
      if (state.value === 'authenticated') await expect(menu(page)).toBeVisible();
      else await expect(menu(page)).toHaveCount(0);
      // The top bar shows the name the user saved.
      const name = (row?.facts as { name?: string } | undefined)?.name;
      if (name) await expect(page.getByRole('banner')).toContainText(name);
      if (state.value === 'loggingIn') await expect(page.getByRole('button', { name: 'ログイン' })).toBeDisabled();
      if (state.value === 'loggingOut') await expect(page).toHaveURL(/\/login/);
      if (step.event.type === 'auth.logout') {
        // Storage is cleared before the server call.
        expect(
          await page.evaluate(() =>
            ['accessToken', 'idToken', 'refreshToken', 'user'].map((k) => localStorage.getItem(k)),
          ),
        ).toEqual([null, null, null, null]);
      }
      if (step.event.type === AUTH_RESULT_EVENTS.logoutError)
        await expect.poll(() => logoutFailures.length).toBeGreaterThan(0);
      if (step.event.type === AUTH_RESULT_EVENTS.logoutDone) expect(logoutFailures).toEqual([]);
      if (state.value === 'unauthenticated' && onLoginPage()) {
        if (facts.error) await expect(page.getByRole('alert')).toContainText(facts.error);
        else if (facts.errorShown) await expect(page.getByRole('alert')).toBeVisible();
        else await expect(page.getByRole('alert')).toHaveCount(0);
      }
    },
  };
}
