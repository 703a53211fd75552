// The prerendered /login (scripts/prerender.ts): the host answers /login with login.html, whose
// root already holds the login page, inert until the JavaScript replaces it with the live form.
import { expect, test } from './support/test.ts';
import { DEMO, resetMock } from './support/mock.ts';

test.beforeEach(async () => {
  await resetMock('demo');
});

const TITLE = 'ライセンス認証サーバー';

/** What the served HTML holds inside <div id="root">, before any script runs. */
function rootOf(html: string): string {
  const match = /<div id="?root"?>([\s\S]*?)<\/div>\s*<noscript>/.exec(html);
  if (!match) throw new Error(`no #root in the served page: ${html.slice(0, 200)}`);
  return match[1]!;
}

test('GET /login (with or without a redirect) answers the page with the login form already in #root', async ({
  page,
}) => {
  for (const path of ['/login', '/login?redirect=%2Fdevices']) {
    const res = await page.request.get(path);
    expect(res.status()).toBe(200);
    const root = rootOf(await res.text());
    expect(root).toMatch(/^<main class="login-page" inert="">/);
    expect(root).toContain(`<h1 class="login-title">${TITLE}</h1>`);
    expect(root).toContain('<label for="login-email">メールアドレス</label>');
    expect(root).toContain('<label for="login-password">パスワード</label>');
  }
});

test('any other route is served with the console frame in #root: a signed-in reload never shows a login form', async ({
  page,
}) => {
  for (const path of ['/dashboard', '/', '/licenses']) {
    const root = rootOf(await (await page.request.get(path)).text());
    expect(root).toMatch(/^<div class="console"><header class="top-bar">/);
    expect(root).toContain(`<span class="top-bar-title">${TITLE}</span>`);
    expect(root).not.toMatch(/login|<form|<input/);
  }
});

test('without JavaScript the login page is painted from the HTML, and it is inert', async ({ page }) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/login');
  await expect(page.locator('h1')).toHaveText(TITLE);
  const email = page.locator('#login-email');
  const password = page.locator('#login-password');
  await expect(email).toBeVisible();
  await expect(password).toBeVisible();
  await expect(page.locator('label[for="login-email"]')).toHaveText('メールアドレス');
  await expect(page.locator('label[for="login-password"]')).toHaveText('パスワード');
  await expect(page.locator('button[type="submit"]')).toHaveText('ログイン');
  // No focus, no typing, no submit: Enter or typing goes nowhere and the URL stays.
  await email.focus();
  await expect(email).not.toBeFocused();
  await page.keyboard.type(DEMO.admin.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO.admin.password);
  await page.keyboard.press('Enter');
  await expect(email).toHaveValue('');
  await expect(password).toHaveValue('');
  expect(new URL(page.url()).search).toBe('');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});

test('with JavaScript the live form replaces the prerendered one in its first render: typing works and login lands on /dashboard', async ({
  page,
}) => {
  // Records the most <main> elements the document ever held, and whether the inert copy was
  // ever seen, checked after every batch of DOM changes.
  await page.addInitScript(() => {
    const w = window as unknown as { mostMains: number; sawInert: boolean };
    w.mostMains = 0;
    w.sawInert = false;
    new MutationObserver(() => {
      w.mostMains = Math.max(w.mostMains, document.querySelectorAll('main').length);
      w.sawInert ||= document.querySelector('main[inert]') !== null;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/login');
  await expect(page.locator('[inert]')).toHaveCount(0);
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('#root > template')).toHaveCount(0); // the build's end-of-markup marker went too
  const email = page.getByLabel('メールアドレス');
  await expect(email).toBeFocused(); // the live field's autofocus
  await email.fill(DEMO.admin.email);
  await page.getByLabel('パスワード', { exact: true }).fill(DEMO.admin.password);
  await expect(email).toHaveValue(DEMO.admin.email);
  const seen = await page.evaluate(() => {
    const w = window as unknown as { mostMains: number; sawInert: boolean };
    return { mostMains: w.mostMains, sawInert: w.sawInert };
  });
  expect(seen.sawInert).toBe(true); // the page did start from the prerendered copy
  expect(seen.mostMains).toBe(1); // and never held it beside the live one
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('[inert]')).toHaveCount(0);
});

test('every page names its icon, and the icon is served (no request for a missing /favicon.ico)', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  for (const path of ['/login', '/dashboard']) {
    const html = await (await page.request.get(path)).text();
    const link = /<link rel="?icon"?[^>]*>/.exec(html)?.[0] ?? '';
    // A bitmap: Chrome decodes a page's icon again at each same-document navigation, an SVG
    // as a document of its own (docs/performance.md).
    expect(link, `icon link in ${path}`).toMatch(/type="?image\/png"?/);
    const href = /href="?([^"\s>]+)"?/.exec(link)?.[1];
    expect(href, `icon link in ${path}`).toMatch(/^\/favicon\.[0-9a-f]+\.png$/);
    const icon = await page.request.get(href!);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/png');
    // The PNG's header: 32 x 32, as the link's sizes say.
    const body = await icon.body();
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([32, 32]);
  }
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeEnabled();
  expect(requested).not.toContain('/favicon.ico');
});
