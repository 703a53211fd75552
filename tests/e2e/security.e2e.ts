// Security on the server side: the Content Security Policy of the built console, and login
// throttling as the user meets it.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { openCombobox } from './support/dropdown.ts';
import { DEMO, login, MOCK_URL, resetMock } from './support/mock.ts';
import { mySlot } from './support/slots.ts';

const API_ORIGIN = mySlot().apiOrigin;

interface Violation {
  directive: string;
  blocked: string;
}

/**
 * Records every CSP violation the page reports, across navigations (the listener is installed
 * before any page script of every document), and every console message about one.
 */
async function watchCsp(page: Page): Promise<{ violations: Violation[]; consoleErrors: string[] }> {
  const violations: Violation[] = [];
  await page.exposeFunction('__reportCspViolation', (v: Violation) => void violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (
        window as unknown as { __reportCspViolation: (v: { directive: string; blocked: string }) => Promise<void> }
      ).__reportCspViolation({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
      });
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleErrors.push(message.text());
  });
  return { violations, consoleErrors };
}

const ADMIN_ROUTES = [
  '/dashboard',
  '/licenses',
  '/licenses/create',
  '/devices',
  '/users',
  '/users/create',
  '/applications',
  '/applications/create-from-product',
  '/my-application',
  '/owner-settings',
];
const USER_ROUTES = ['/dashboard', '/mypage', '/my-licenses', '/my-devices'];

test.beforeEach(async () => {
  await resetMock('demo');
});

test.describe('Content Security Policy', () => {
  test('the built page carries the policy, with the API origin it was built for', async ({ page }) => {
    await page.goto('/login');
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("default-src 'none'");
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toContain(`connect-src 'self' ${API_ORIGIN};`);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("form-action 'self'");
  });

  test('an admin and a user use every screen of the console without a single violation', async ({ page }) => {
    test.setTimeout(240_000); // fourteen full page loads on a shared machine
    const csp = await watchCsp(page);
    await login(page, 'admin');
    for (const route of ADMIN_ROUTES) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('main')).toBeVisible();
    }
    // An overlay makes PrimeReact inject its run-time styles.
    await page.goto('/licenses/create');
    await page.waitForLoadState('networkidle');
    await openCombobox(page, 'アプリケーション');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await login(page, 'user');
    for (const route of USER_ROUTES) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('main')).toBeVisible();
    }
    expect(csp.violations).toEqual([]);
    expect(csp.consoleErrors).toEqual([]);
  });

  // (eval cannot be tried from here: Playwright's evaluate is exempt; the policy test shows no 'unsafe-eval'.)
  test('blocks an injected inline script, an inline event handler and a call to another origin', async ({ page }) => {
    const csp = await watchCsp(page);
    await login(page, 'admin');
    const outcome = await page.evaluate(async () => {
      const w = window as unknown as { __injected?: boolean };
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      const holder = document.createElement('div');
      holder.innerHTML = '<img src="/x.png" onerror="window.__injected = true">';
      document.body.append(holder);
      let fetchBlocked = false;
      try {
        await fetch('http://127.0.0.1:9/steal');
      } catch {
        fetchBlocked = true;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { injected: w.__injected === true, fetchBlocked };
    });
    expect(outcome).toEqual({ injected: false, fetchBlocked: true });
    await expect.poll(() => csp.violations.length).toBeGreaterThanOrEqual(3);
    const directives = csp.violations.map((v) => v.directive);
    expect(directives).toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr', 'connect-src']));
  });
});

test.describe('login throttling', () => {
  test('five wrong passwords for one e-mail are followed by a Japanese 429 message with the wait; a reset clears it', async ({
    page,
  }) => {
    await page.goto('/login');
    const email = page.getByLabel('メールアドレス');
    const password = page.getByLabel('パスワード', { exact: true });
    const submit = page.getByRole('button', { name: 'ログイン' });
    await email.fill(DEMO.user.email);
    for (let i = 0; i < 5; i++) {
      await password.fill(`wrong-${i}`);
      await submit.click();
      await expect(page.getByRole('alert')).toHaveText('メールアドレスまたはパスワードが正しくありません');
    }
    // Even the right password is now refused, with the wait the server gave (Retry-After: 600 s).
    await password.fill(DEMO.user.password);
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText(
      'ログインの試行回数が上限に達しました。約10分後に再度お試しください。',
    );
    await expect(page).toHaveURL(/\/login$/);

    // Another account is not affected.
    await email.fill(DEMO.admin.email);
    await password.fill(DEMO.admin.password);
    await submit.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // /__mock/reset forgets the failures.
    const reset = await fetch(`${MOCK_URL}/__mock/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"scenario":"demo"}',
    });
    expect(reset.ok).toBe(true);
    await login(page, 'user');
  });
});
