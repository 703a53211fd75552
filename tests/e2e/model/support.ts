// What the machines' paths in Chromium share (one file per machine beside this one): the paths
// walked on each expectation for the browser, requests held until the path says how they end,
// the mock's control endpoints, client-side navigation. `E2E=1 npm run test:model` runs them;
// `MODEL_MACHINES` picks machines. Checks read only what the page shows.
import type { Page, Route } from '@playwright/test';
import { expect } from '../support/test.ts';
import type { Expectation } from '../../model/support/expected.ts';
import { planExpected } from '../../model/support/expected-plan.ts';
import { strategyFromEnv } from '../../model/support/model.ts';
import { ModelRun } from '../../model/support/report.ts';
import { DEMO, MOCK_URL } from '../support/mock.ts';

/** The run of one machine's expected paths in the browser, or null when not chosen. */
export function runFor(expectation: Expectation): ModelRun | null {
  const chosen = process.env.MODEL_MACHINES?.split(',');
  return !chosen || chosen.includes(expectation.id)
    ? new ModelRun(planExpected(expectation, strategyFromEnv(), 'browser'), 'playwright')
    : null;
}

/** POSTs to the mock's control plane (`/__mock/config`). */
export async function mockConfig(body: unknown): Promise<void> {
  const res = await fetch(`${MOCK_URL}/__mock/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`mock config failed: ${res.status}`);
}

/** Sets one-shot faults on the mock (the next matching request answers `status`). */
export async function mockFault(pathPattern: string, method: string, status: number): Promise<void> {
  await mockConfig({ faults: [{ pathPattern, method, status, times: 1 }] });
}

/** Holds the page's requests to one endpoint until the test lets each one end. */
export class RouteGate {
  private readonly held: Route[] = [];
  private readonly method: string;
  private readonly pattern: RegExp;

  constructor(method: string, pattern: RegExp) {
    this.method = method;
    this.pattern = pattern;
  }

  /** While open, the calls go straight to the mock (a failure the console retries fails every try). */
  open = false;

  async install(page: Page): Promise<void> {
    await page.route(
      (url) => this.pattern.test(url.pathname),
      (route) =>
        route.request().method() !== this.method
          ? route.fallback()
          : this.open
            ? route.continue()
            : void this.held.push(route),
    );
  }

  /** The newest held call (the machine waits only for its latest); `match` picks one by its URL. */
  async next(match?: (url: string) => boolean): Promise<Route> {
    const find = () => (match ? this.held.findLastIndex((r) => match(r.request().url())) : this.held.length - 1);
    await expect
      .poll(find, { message: `a ${this.method} ${this.pattern} call is in flight` })
      .toBeGreaterThanOrEqual(0);
    return this.held.splice(find(), 1)[0]!;
  }

  /** To the mock; with `status`, the mock itself fails it once. */
  async pass(status?: number, overrides?: { postData?: string }, match?: (url: string) => boolean): Promise<void> {
    const route = await this.next(match);
    if (status) await mockFault(this.pattern.source, this.method, status);
    await route.continue(overrides);
  }

  /** Answers in the test's name, without the mock (only where the mock cannot answer so). */
  async answer(json: unknown, status = 200): Promise<void> {
    await (await this.next()).fulfill({ status, json });
  }

  /** Every call held now (after the first arrives and a moment for its siblings) ends alike: passed, failed by the mock, or answered. */
  async all(how: { status?: number; json?: unknown }): Promise<void> {
    await expect
      .poll(() => this.held.length, { message: `a ${this.method} ${this.pattern} call is in flight` })
      .toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const routes = this.held.splice(0);
    if (how.json !== undefined)
      return void (await Promise.all(routes.map((r) => r.fulfill({ status: 200, json: how.json }))));
    if (how.status)
      await mockConfig({
        faults: [{ pathPattern: this.pattern.source, method: this.method, status: how.status, times: routes.length }],
      });
    await Promise.all(routes.map((r) => r.continue()));
  }

  heldCount(): number {
    return this.held.length;
  }

  async cut(): Promise<void> {
    await (await this.next()).abort('failed');
  }
}

export const menu = (page: Page) => page.getByRole('navigation', { name: 'メインメニュー' });

/** Client-side navigation, so the running actors (and the state reached) are kept. */
export async function navigate(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** Opens the detail of the licence `key` from the licence list (searched for, so one row). */
export async function openLicenseDetail(page: Page, key: string) {
  await navigate(page, '/licenses');
  const table = page.getByRole('table', { name: 'ライセンス一覧' });
  await page.getByLabel('ライセンスを検索').fill(key);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await table.getByRole('button', { name: `ライセンス ${key} の詳細` }).click();
  const detail = page.getByRole('dialog', { name: 'ライセンス詳細' });
  await expect(detail).toBeVisible();
  return detail;
}

/** Signs in through the form as the demo admin. */
export async function signInAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('メールアドレス').fill(DEMO.admin.email);
  await page.getByLabel('パスワード', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(menu(page)).toBeVisible();
}

/** Calls the mock's API as the demo admin (setting up data as another user of the server would). */
export async function adminApi(): Promise<
  (method: string, path: string, body?: unknown) => Promise<{ status: number; body: Record<string, unknown> }>
> {
  const login = await fetch(`${MOCK_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO.admin),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  return async (method, path, body) => {
    const res = await fetch(`${MOCK_URL}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
  };
}

/**
 * Makes the mock's owner have `available` free licence slots, through the product API: new
 * licences use slots up, revoking ACTIVE ones frees them.
 */
export async function setAvailableQuota(available: number): Promise<void> {
  const call = await adminApi();
  const owner = (await call('GET', '/api/my-owner')).body as { owner_id: string };
  const free = async () => {
    const q = (await call('GET', `/api/license-quota/${owner.owner_id}`)).body as {
      quota_info?: { license_quota_available: number };
      license_quota_available?: number;
    };
    return q.quota_info?.license_quota_available ?? q.license_quota_available ?? 0;
  };
  const apps = (await call('GET', '/api/applications/for-license')).body as { applications: { id: string }[] };
  const users = (await call('GET', '/users?role=USER&page=1&pageSize=1&sortField=email&sortOrder=asc')).body as {
    users: { id: string }[];
  };
  for (let left = await free(); left > available; left -= 1) {
    const created = await call('POST', '/licenses', {
      applicationId: apps.applications[0]!.id,
      userId: users.users[0]!.id,
      type: 'perpetual',
      maxActivations: 1,
      startDate: null,
      endDate: null,
      expiresAt: null,
    });
    if (created.status !== 201 && created.status !== 200)
      throw new Error(`could not use up quota: ${created.status} ${JSON.stringify(created.body)}`);
  }
  for (let left = await free(); left < available; left += 1) {
    const active = (await call('GET', '/licenses?status=ACTIVE&page=1&pageSize=1')).body as {
      licenses: { id: string }[];
    };
    const revoked = await call('POST', `/licenses/${active.licenses[0]!.id}/revoke`);
    if (revoked.status !== 200) throw new Error(`could not free a slot: ${revoked.status}`);
  }
}
