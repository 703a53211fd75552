// A licence server without the capabilities document (the mock's `spec` profile): signing in
// asks only for the extensions what is on screen needs, once, and what was learned holds for
// the browser session in every tab (docs/connecting.md: serving the document silences even these).
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { login, resetMock } from './support/mock.ts';
import { endpoints, type EndpointId } from '../../src/api/catalog/endpoints.ts';
import { EXTENSION_IDS, EXTENSIONS } from '../../src/api/catalog/extensions.ts';

test.beforeEach(async () => {
  await resetMock('demo', { profile: 'spec' });
});
test.afterEach(async () => {
  await resetMock('demo');
});

const extensionCalls = EXTENSION_IDS.filter((id) => id !== 'capabilities').flatMap((id) => EXTENSIONS[id].calls);
const pattern = (id: EndpointId) => new RegExp(`^${endpoints[id].path.replace(/:[A-Za-z_]+/g, '[^/]+')}$`);

/** The extension calls the page sends from now on (method and path). */
function recordProbes(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    const hit = extensionCalls.find(
      (id) => endpoints[id].method === request.method() && pattern(id).test(url.pathname),
    );
    if (hit) seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

test('signing in asks no extension until a screen needs one; another tab asks nothing again', async ({
  page,
  context,
}) => {
  const probes = recordProbes(page);
  await login(page, 'admin');
  await expect(page.getByRole('group', { name: '総ライセンス数' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Only what is on screen asks, each once: the dashboard's trends, the top bar's bell and the
  // menu's three entries; nothing for a control the screen does not show (the stale-device clean-up).
  expect(probes.sort()).toEqual([
    'GET /api/audit-log',
    'GET /api/dashboard/trends',
    'GET /api/license-policies',
    'GET /api/notifications',
    'GET /api/reports/usage',
  ]);

  const other = await context.newPage();
  const again = recordProbes(other);
  await other.goto('/dashboard');
  await expect(other.getByRole('group', { name: '総ライセンス数' })).toBeVisible();
  await other.waitForLoadState('networkidle');
  expect(again).toEqual([]);
});
