// `npm run build:e2e && npm run screenshots`: the README's screenshots (docs/screenshots/*.png), at
// 1280x800 and 390x844, of the E2E bundle against the HTTP mock's `demo`, using or starting servers
// on E2E_APP_PORT / E2E_MOCK_PORT. CHROMIUM_PATH, E2E_DIST and SCREENSHOT_DIR override defaults.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const APP_PORT = process.env.E2E_APP_PORT ?? '4173';
const MOCK_PORT = process.env.E2E_MOCK_PORT ?? '8000';
const DIST = process.env.E2E_DIST ?? 'dist-e2e';
const APP = `http://localhost:${APP_PORT}`;
const MOCK = `http://127.0.0.1:${MOCK_PORT}`;
const OUT = process.env.SCREENSHOT_DIR ?? 'docs/screenshots';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'Admin123!' },
  user: { email: 'user@example.com', password: 'User123!' },
} as const;

const started: ChildProcess[] = [];

async function reachable(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function ensure(url: string, command: string, argv: string[], env: Record<string, string> = {}) {
  if (await reachable(url)) return;
  const child = spawn(command, argv, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  started.push(child);
  for (let i = 0; i < 600 && !(await reachable(url)); i++) await new Promise((r) => setTimeout(r, 200));
  if (!(await reachable(url))) throw new Error(`could not start ${command} ${argv.join(' ')}`);
}

/** The bundle reads its API address from its config.json: refuse one configured for another mock port. */
async function checkBundle() {
  const config = await readFile(join(DIST, 'config.json'), 'utf8').catch(() => null);
  if (config === null)
    throw new Error(`no bundle in ${DIST}: run \`E2E_MOCK_PORT=${MOCK_PORT} npm run build:e2e\` first`);
  if ((JSON.parse(config) as { apiBaseUrl?: string }).apiBaseUrl === `http://localhost:${MOCK_PORT}`) return;
  throw new Error(
    `${DIST} was not built for the mock on :${MOCK_PORT}: run \`E2E_MOCK_PORT=${MOCK_PORT} npm run build:e2e\``,
  );
}

async function post(path: string, body: unknown) {
  const res = await fetch(`${MOCK}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} failed: ${res.status}`);
}

/** Waits until nothing is loading or animating. */
async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '.loading-rows, .p-skeleton, .p-datatable-loading-overlay, .fetching-bar .p-progressbar, .p-dialog-enter-active',
      ) &&
      document.getAnimations().every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running'),
  );
  await page.evaluate(() => document.fonts.ready);
}

/** The two sizes the README shows: the desktop's files keep their plain names. */
const SIZES = [
  { suffix: '', viewport: { width: 1280, height: 800 } },
  { suffix: '-phone', viewport: { width: 390, height: 844 } },
] as const;
type Size = (typeof SIZES)[number];

async function shoot(page: Page, size: Size, name: string, options: { fullPage?: boolean } = {}) {
  await settled(page);
  const path = join(OUT, `${name}${size.suffix}.png`);
  await page.screenshot({ path, animations: 'disabled', fullPage: options.fullPage ?? false });
  console.log(`${path}  ${Math.round((await stat(path)).size / 1024)} kB`);
}

async function open(page: Page, path: string) {
  await page.goto(`${APP}${path}`);
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
}

async function signIn(
  browser: Browser,
  size: Size,
  who: keyof typeof ACCOUNTS,
  before?: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({
    viewport: size.viewport,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto(`${APP}/login`);
  await page.getByLabel('メールアドレス').waitFor();
  if (before) await before(page);
  await page.getByLabel('メールアドレス').fill(ACCOUNTS[who].email);
  await page.getByLabel('パスワード', { exact: true }).fill(ACCOUNTS[who].password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL(/\/dashboard$/);
  return page;
}

async function adminScreens(browser: Browser, size: Size) {
  const page = await signIn(browser, size, 'admin', (login) => shoot(login, size, 'login'));
  await page.getByRole('group', { name: '総ライセンス数' }).waitFor();
  await shoot(page, size, 'dashboard-admin');
  // The trend charts below the cards, the whole page once every chart has painted.
  await page.waitForFunction(() => document.querySelectorAll('canvas[data-painted]').length >= 5);
  await shoot(page, size, 'dashboard-trends', { fullPage: true });

  await open(page, '/licenses');
  const licences = page.getByRole('table', { name: 'ライセンス一覧' }).locator('tbody tr');
  await licences.first().waitFor();
  await shoot(page, size, 'licenses');
  await licences
    .first()
    .getByRole('button', { name: /の詳細$/ })
    .click();
  await page.getByRole('dialog', { name: 'ライセンス詳細' }).waitFor();
  await shoot(page, size, 'license-detail');
  await page.getByRole('dialog', { name: 'ライセンス詳細' }).getByRole('button', { name: '有効期限を編集' }).click();
  await page.getByRole('dialog', { name: 'ライセンス詳細' }).locator('input[type="datetime-local"]').waitFor();
  await shoot(page, size, 'license-detail-expiry');
  await page.keyboard.press('Escape');

  await open(page, '/licenses/create');
  await page.locator('.p-dropdown', { has: page.getByLabel('アプリケーション', { exact: true }) }).click();
  await page.locator('.p-dropdown-panel').getByRole('option').first().click();
  await page.getByRole('region', { name: '選択中のアプリケーション' }).waitFor();
  await shoot(page, size, 'license-create');

  await open(page, '/devices');
  await page.getByRole('table', { name: 'デバイス一覧' }).locator('tbody tr').first().waitFor();
  await shoot(page, size, 'devices');

  await open(page, '/users');
  await page.getByRole('table').locator('tbody tr').first().waitFor();
  await shoot(page, size, 'users');

  await open(page, '/audit-log');
  await page.getByRole('table', { name: '操作履歴一覧' }).locator('tbody tr').first().waitFor();
  await shoot(page, size, 'audit-log');

  await open(page, '/owner-settings');
  await page.getByRole('button', { name: '更新' }).waitFor();
  await shoot(page, size, 'owner-settings');
  await page.context().close();
}

async function userScreens(browser: Browser, size: Size) {
  const page = await signIn(browser, size, 'user');
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  await shoot(page, size, 'dashboard-user');

  await open(page, '/my-licenses');
  await page.getByRole('table', { name: 'ライセンス一覧' }).locator('tbody tr').first().waitFor();
  await shoot(page, size, 'my-licenses');

  await open(page, '/my-devices');
  await page.getByRole('table', { name: 'デバイス一覧' }).locator('tbody tr').first().waitFor();
  await shoot(page, size, 'my-devices');
  await page.context().close();
}

async function main() {
  await checkBundle();
  await ensure(`${MOCK}/__mock/health`, 'node', ['src/mocks/hosts/http-server.ts'], {
    PORT: MOCK_PORT,
    MOCK_SCENARIO: 'demo',
  });
  await ensure(APP, 'node_modules/.bin/sirv', [DIST, '--single', '--port', APP_PORT, '--host', 'localhost', '--quiet']);
  await post('/__mock/reset', { scenario: 'demo' });
  await post('/__mock/config', { accessTokenTtlMs: 15 * 60_000, latencyMs: 0, faults: [], nowOffsetMs: 0 });
  await mkdir(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
  try {
    for (const size of SIZES) {
      await adminScreens(browser, size);
      await userScreens(browser, size);
    }
  } finally {
    await browser.close();
  }
}

try {
  await main();
} finally {
  for (const child of started) child.kill();
}
