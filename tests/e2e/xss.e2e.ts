// XSS: hostile strings in every user-controlled field (seeded through the API, a rewritten answer
// where no call writes the field, or typed) run no script, inject no markup and show as text.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { endpoints } from '../../src/api/catalog/endpoints.ts';
import { devices as deviceText } from '../../src/shared/messages/licensing/devices.ts';
import { licenses as licenseText } from '../../src/shared/messages/licensing/licenses.ts';
import { myPage } from '../../src/shared/messages/self-service.ts';
import { users as userText } from '../../src/shared/messages/users.ts';
import { apiGet, apiLogin, isCall, MOCK_PORT, useSession, watchErrors, type ApiSession } from './support/faults.ts';
import { openCombobox } from './support/dropdown.ts';
import { MOCK_URL, resetMock } from './support/mock.ts';

const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '"><svg onload=window.__xss=1>',
  'javascript:window.__xss=1',
] as const;

async function call(session: ApiSession, method: string, path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${MOCK_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Nothing ran, nothing was injected. */
async function assertInert(page: Page, dialogs: string[]) {
  const report = await page.evaluate(() => {
    const all = [...document.querySelectorAll('*')];
    return {
      xss: (window as unknown as { __xss?: unknown }).__xss,
      inlineHandlers: all
        .filter((el) => [...el.attributes].some((a) => a.name.toLowerCase().startsWith('on')))
        .map((el) => el.outerHTML.slice(0, 120)),
      injected: [...document.querySelectorAll('img, svg, script, iframe, object, embed')].filter((el) =>
        el.outerHTML.includes('__xss'),
      ).length,
      javascriptLinks: [...document.querySelectorAll('a[href], [src]')].filter((el) =>
        /^\s*javascript:/i.test(el.getAttribute('href') ?? el.getAttribute('src') ?? ''),
      ).length,
    };
  });
  expect(report).toEqual({ xss: undefined, inlineHandlers: [], injected: 0, javascriptLinks: 0 });
  expect(dialogs).toEqual([]);
}

/** The payload is on screen as literal text. */
async function assertLiteral(page: Page, payload: string) {
  await expect(page.getByText(payload, { exact: false }).first()).toBeVisible();
}

let admin: ApiSession;
let user: ApiSession;

test.beforeEach(async () => {
  await resetMock('demo');
  admin = await apiLogin('admin');
  user = await apiLogin('user');
});

function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return { dialogs, errors: watchErrors(page) };
}

test('user names: the user list and the edit form show them as text', async ({ page }) => {
  const w = watch(page);
  await useSession(page, admin);
  await page.goto('/users?role=USER');
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // The first rows the screen shows get the payloads as their user names.
  const emails = (await rows.allInnerTexts()).slice(0, PAYLOADS.length).map((t) => /\S+@\S+/.exec(t)![0]);
  const targets: { id: string }[] = [];
  for (const [i, email] of emails.entries()) {
    const found = await apiGet<{ users: { id: string; email: string; role: string }[] }>(
      admin,
      `/users?page=1&pageSize=10&search=${encodeURIComponent(email)}`,
    );
    const u = found.users.find((x) => x.email === email)!;
    await call(admin, 'PUT', `/users/${u.id}`, { username: PAYLOADS[i], email: u.email, role: u.role });
    targets.push(u);
  }
  await page.reload();
  await expect(rows.first()).toBeVisible();
  for (const p of PAYLOADS) await assertLiteral(page, p);
  await assertInert(page, w.dialogs);
  await page.goto(`/users/${targets[0]!.id}/edit`);
  await expect(page.getByLabel(userText.usernameLabel)).toHaveValue(PAYLOADS[0]);
  await assertInert(page, w.dialogs);
  w.errors.assertClean();
});

test('profile names: my page and its edit dialog show them as text', async ({ page }) => {
  await call(user, 'PUT', endpoints.updateProfile.path, { family_name: PAYLOADS[0], given_name: PAYLOADS[2] });
  const w = watch(page);
  await useSession(page, user);
  await page.goto('/mypage');
  const profile = page.getByRole('region', { name: myPage.profileTitle });
  await expect(profile).toContainText(PAYLOADS[0]);
  await expect(profile).toContainText(PAYLOADS[2]);
  await assertInert(page, w.dialogs);
  await profile.getByRole('button', { name: myPage.editProfile }).click();
  await expect(page.getByRole('dialog').getByLabel(myPage.familyName, { exact: true })).toHaveValue(PAYLOADS[0]);
  await assertInert(page, w.dialogs);
  w.errors.assertClean();
});

test('application names and descriptions: applications, my application, licences, the new-licence form and the dashboard', async ({
  page,
}) => {
  const apps = (
    await apiGet<{ applications: { application_id: string; version: string }[] }>(
      admin,
      endpoints.listMyApplications.path,
    )
  ).applications;
  for (const [i, a] of apps.slice(0, PAYLOADS.length).entries()) {
    await call(admin, 'PUT', `/applications/${a.application_id}`, {
      name: PAYLOADS[i],
      description: `${PAYLOADS[(i + 1) % PAYLOADS.length]} の説明`,
      version: a.version || '1.0.0',
    });
  }
  const w = watch(page);
  await useSession(page, admin);

  await page.goto('/applications');
  for (const p of PAYLOADS) await assertLiteral(page, p);
  await assertInert(page, w.dialogs);

  await page.goto('/my-application');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main')).toContainText(/__xss/);
  await assertInert(page, w.dialogs);

  await page.goto('/licenses');
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('table')).toContainText(/__xss/);
  await assertInert(page, w.dialogs);
  await page
    .getByRole('table')
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: /の詳細$/ })
    .click();
  await expect(page.getByRole('dialog', { name: licenseText.detailTitle })).toBeVisible();
  await assertInert(page, w.dialogs);

  await page.goto('/licenses/create');
  const applications = await openCombobox(page, 'アプリケーション');
  await expect(applications.getByRole('option', { name: PAYLOADS[1] })).toBeVisible();
  await applications.getByRole('option', { name: PAYLOADS[0] }).click();
  await expect(page.getByRole('region', { name: '選択中のアプリケーション' })).toContainText(PAYLOADS[0]);
  await assertInert(page, w.dialogs);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await assertInert(page, w.dialogs);
  w.errors.assertClean();
});

test('devices: names, hostnames, platforms (from the server answer) and metadata (seeded) show as text', async ({
  page,
}) => {
  const list = await apiGet<{ devices: { id: string }[] }>(admin, '/devices?page=1&pageSize=10');
  const target = list.devices[0]!;
  await call(admin, 'POST', `/devices/${target.id}/heartbeat`, {
    metadata: { note: PAYLOADS[0], [PAYLOADS[2]]: PAYLOADS[1] },
  });
  // No call writes a device's name, hostname or platform: the answers carry the payloads instead.
  await page.context().route(
    (url) =>
      url.port === MOCK_PORT &&
      (url.pathname === endpoints.listDevices.path || url.pathname === endpoints.listMyDevices.path),
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { devices?: Record<string, unknown>[] };
      // A refusal (e.g. a 401 before the silent refresh) passes through as it is.
      if (!response.ok() || !Array.isArray(body.devices)) return route.fulfill({ response });
      body.devices = body.devices.map((d, i) => ({
        ...d,
        ...('name' in d ? { name: PAYLOADS[i % PAYLOADS.length] } : {}),
        ...('hostname' in d
          ? { hostname: PAYLOADS[i % PAYLOADS.length], platform: PAYLOADS[(i + 1) % PAYLOADS.length] }
          : {}),
      }));
      await route.fulfill({ response, json: body });
    },
  );
  const w = watch(page);
  await useSession(page, admin);
  await page.goto('/devices');
  const table = page.getByRole('table', { name: deviceText.tableLabel });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  for (const p of PAYLOADS) await assertLiteral(page, p);
  await assertInert(page, w.dialogs);
  await page.getByLabel(deviceText.searchLabel).fill(target.id);
  await table
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: /の詳細$/ })
    .click();
  const detail = page.getByRole('dialog', { name: deviceText.detailTitle });
  // Shown as formatted JSON: each string appears JSON-escaped, as text.
  for (const p of [PAYLOADS[0], PAYLOADS[1], PAYLOADS[2]])
    await expect(detail.getByLabel(deviceText.fieldMetadata)).toContainText(JSON.stringify(p));
  await assertInert(page, w.dialogs);

  const userPage = await page.context().newPage();
  const uw = watch(userPage);
  await useSession(userPage, user);
  await userPage.goto('/my-devices');
  await expect(userPage.getByRole('table').locator('tbody tr').first()).toBeVisible();
  await expect(userPage.getByRole('table')).toContainText(/__xss/);
  await assertInert(userPage, uw.dialogs);
  w.errors.assertClean();
  uw.errors.assertClean();
});

test('search boxes keep the payloads as typed text on the licence, device and user lists, and send them as data', async ({
  page,
}) => {
  const w = watch(page);
  await useSession(page, admin);
  for (const [path, label, call] of [
    ['/licenses', licenseText.searchLabel, 'listLicenses'],
    ['/devices', deviceText.searchLabel, 'listDevices'],
    ['/users', userText.searchLabel, 'listUsers'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
    for (const p of PAYLOADS) {
      const searched = page.waitForRequest(
        (r) => isCall(call, new URL(r.url()), 'GET') && new URL(r.url()).searchParams.get('search') === p,
      );
      await page.getByLabel(label).fill(p);
      await searched;
      await expect(page.getByLabel(label)).toHaveValue(p);
      await expect(page.getByRole('table')).toBeVisible();
      await assertInert(page, w.dialogs);
    }
  }
  // The user list keeps its search in the URL: a reload brings it back, still as text.
  await page.reload();
  await expect(page.getByLabel(userText.searchLabel)).toHaveValue(PAYLOADS[3]);
  await assertInert(page, w.dialogs);
  w.errors.assertClean();
});

test('xss: fields and payloads tried', () => {
  // users: username x4; profile: family/given name; applications: name + description x4 on 6
  // screens; devices: name, hostname, platform, metadata key and value; search: 3 boxes x 4.
  console.log(
    `xss: ${PAYLOADS.length} payloads; fields: username, family_name, given_name, application name, application description, device name, hostname, platform, metadata key, metadata value, 3 search boxes`,
  );
  expect(PAYLOADS).toHaveLength(4);
});
