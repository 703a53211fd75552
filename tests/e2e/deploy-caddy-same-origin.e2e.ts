// deploy/Caddyfile.same-origin: the console and the licence server's API (the slot's HTTP mock)
// on one origin, the API under /api-server/ (docs/connecting.md, "One origin or two"). In the
// browser every call goes to the prefix on the console's own origin, and the routes that are also
// API paths (/licenses, /devices) stay the console's screens on a reload.
// Skipped, with the reason printed, where Caddy is not installed (.ci/run installs it).
import { configureDist } from '../../scripts/configure.ts';
import { CONFIG_URL } from '../../src/api/client/config.ts';
import { CADDY_MISSING, directives, get, startCaddy } from './support/caddy.ts';
import { DEMO } from './support/mock.ts';
import { copyOfBuild, freePort } from './support/own-hosts.ts';
import { mySlot } from './support/slots.ts';
import { expect, test } from './support/test.ts';

const SKIP_REASON = 'caddy is not installed (Debian package caddy): deploy/Caddyfile.same-origin is not tested here';
if (CADDY_MISSING) console.log(`deploy-caddy-same-origin.e2e.ts: skipped: ${SKIP_REASON}`);

const PREFIX = '/api-server';

test('deploy/Caddyfile.same-origin: the console and the API under /api-server/ on one origin, the shared paths kept apart', async ({
  page,
  mock,
}) => {
  test.skip(CADDY_MISSING, SKIP_REASON);
  await mock.reset('demo');
  const slot = mySlot();
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const build = copyOfBuild();
  // Before Caddy starts: it reads the policy header file the configuration rewrites once, at start.
  const configured = await configureDist(build.dir, `${origin}${PREFIX}`);
  const caddy = await startCaddy('deploy/Caddyfile.same-origin', build.dir, {
    port,
    extra: { LICENCE_SERVER: slot.mockUrl },
  });
  try {
    // The page's policy, as <meta> and as the header, lets it call its own origin.
    for (const policy of [configured.policy, configured.headerPolicy])
      expect(directives(policy!).get('connect-src')).toContain("'self'");
    // The console's answers carry deploy/Caddyfile's headers: the whole policy as configured,
    // Permissions-Policy, HSTS off until enabled; a missing hashed file is a 404.
    const missing = await get(`${origin}/nothing.12345678.js`);
    expect(missing.status).toBe(404);
    const consolePage = await get(`${origin}/licenses`);
    expect(consolePage.headers['content-security-policy']).toBe(configured.headerPolicy);
    expect(directives(configured.headerPolicy!).get('frame-ancestors')).toEqual(["'none'"]);
    expect(consolePage.headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    expect(consolePage.headers['strict-transport-security']).toBe('max-age=0');

    const requests: URL[] = [];
    page.on('request', (request) => requests.push(new URL(request.url())));
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });

    // Signed out, a deep link to a route that is also an API path: the login page.
    await page.goto(`${origin}/licenses`);
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await page.getByLabel('メールアドレス').fill(DEMO.admin.email);
    await page.getByLabel('パスワード', { exact: true }).fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect(page).toHaveURL(`${origin}/licenses`);
    await expect(page.getByRole('heading', { name: 'ライセンス管理' })).toBeVisible();
    const licenceRows = page.getByRole('table', { name: 'ライセンス一覧' }).locator('tbody tr');
    await expect(licenceRows.first()).toBeVisible();
    expect(await licenceRows.count()).toBeGreaterThan(1);

    // Reloaded, the shared paths are the console's screens, not the API's JSON.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'ライセンス管理' })).toBeVisible();
    await expect(licenceRows.first()).toBeVisible();
    await page.goto(`${origin}/devices`);
    await expect(page.getByRole('heading', { name: 'デバイス管理' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'デバイス一覧' }).locator('tbody tr').first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'デバイス管理' })).toBeVisible();

    // Every request stayed on the console's origin; every API call went through the prefix.
    expect(requests.filter((url) => url.origin !== origin).map(String)).toEqual([]);
    expect(requests.filter((url) => url.port === String(slot.mockPort)).map(String)).toEqual([]);
    const apiCalls = requests.filter((url) => url.pathname.startsWith(`${PREFIX}/`));
    expect(apiCalls.map((url) => url.pathname)).toEqual(
      expect.arrayContaining([`${PREFIX}/api/auth/login`, `${PREFIX}/licenses`, `${PREFIX}/devices`]),
    );
    expect(violations).toEqual([]);

    // Without a browser: the prefix is the server's (proxied, refused without a token), the
    // bare path the console's page.
    const refused = await get(`${origin}${PREFIX}/licenses`);
    expect(refused.status).toBe(401);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    const screen = await get(`${origin}/licenses`);
    expect(screen.status).toBe(200);
    expect(screen.headers['content-type']).toMatch(/^text\/html/);
    expect(screen.body.toString()).toContain('<html');
    const config = await get(`${origin}${CONFIG_URL}`);
    expect(JSON.parse(config.body.toString())).toEqual({ apiBaseUrl: `${origin}${PREFIX}` });
  } finally {
    await caddy.stop();
    build.remove();
  }
});
