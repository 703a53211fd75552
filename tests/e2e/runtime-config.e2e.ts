// One built artefact, two licence servers: the E2E build, re-configured after the build
// (npm run configure) for a mock on another port than the one it was built for, signs in there,
// and without a readable config.json it shows what failed instead of a blank page.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { configureDist } from '../../scripts/configure.ts';
import { expect, test } from './support/test.ts';
import { login } from './support/mock.ts';
import { copyOfBuild, serveBuild, startOwnMock, type Host } from './support/own-hosts.ts';
import { mySlot } from './support/slots.ts';

let build: ReturnType<typeof copyOfBuild>;
const hosts: Host[] = [];
test.beforeEach(() => {
  build = copyOfBuild();
});
test.afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.stop()));
  build.remove();
});

/** The policy violations the page reports, from its first script on. */
async function violationsOf(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __violations: string[] }).__violations = []);
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test('the build re-configured for a mock on another port signs in there, under a policy naming that port', async ({
  page,
}) => {
  const mock = await startOwnMock();
  hosts.push(mock);
  expect(mock.url).not.toBe(mySlot().apiOrigin);
  const done = await configureDist(build.dir, mock.url);
  expect(JSON.parse(readFileSync(join(mySlot().dist, 'config.json'), 'utf8'))).toEqual({
    apiBaseUrl: mySlot().apiOrigin,
  });
  expect(done.written.map((f) => f.slice(build.dir.length + 1))).toEqual(
    expect.arrayContaining(['config.json', 'index.html', 'login.html']),
  );
  // The same artefact: every script and style sheet is the slot's, byte for byte.
  const assets = readdirSync(build.dir).filter((name) => /\.(js|css)$/.test(name));
  expect(assets.length).toBeGreaterThan(10);
  for (const name of assets)
    expect(readFileSync(join(build.dir, name)).equals(readFileSync(join(mySlot().dist, name))), name).toBe(true);

  const app = await serveBuild(build.dir);
  hosts.push(app);
  const violations = await violationsOf(page);
  const apiHosts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== app.url) apiHosts.add(url.origin);
  });
  await page.goto(`${app.url}/login`);
  await login(page, 'admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect([...apiHosts]).toEqual([mock.url]);
  expect(await violations()).toEqual([]);
});

test('without a readable config.json the console says so, in Japanese, and a reload after the fix starts it', async ({
  page,
}) => {
  const config = join(build.dir, 'config.json');
  const good = readFileSync(config, 'utf8');
  rmSync(config);
  const app = await serveBuild(build.dir, { dev: true });
  hosts.push(app);

  await page.goto(`${app.url}/login`);
  await expect(page.getByRole('heading', { level: 1, name: '設定ファイルを読み込めませんでした' })).toBeVisible();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('設定ファイル（config.json）を読み込めませんでした。');
  await expect(alert).toContainText('config.json が見つかりません（HTTP 404）。');
  await expect(page.locator('main')).toHaveCount(1); // the prerendered login page went

  writeFileSync(config, '{"apiBaseUrl": ');
  await page.getByRole('button', { name: '再読み込み' }).click();
  await expect(page.getByRole('alert')).toContainText('config.json の内容が JSON として正しくありません。');

  writeFileSync(config, good);
  await page.getByRole('button', { name: '再読み込み' }).click();
  await expect(page.getByRole('button', { name: 'ログイン' })).toBeEnabled();
  await expect(page.getByRole('heading', { name: '設定ファイルを読み込めませんでした' })).toHaveCount(0);
});
