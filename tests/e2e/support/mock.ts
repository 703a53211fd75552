// Talks to the HTTP mock's control endpoints, and signs in through the real login screen.
import { expect, type Page } from '@playwright/test';

export const MOCK_URL = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? '8000'}`;

export const DEMO = {
  admin: { email: 'admin@example.com', password: 'Admin123!' },
  user: { email: 'user@example.com', password: 'User123!' },
} as const;

export type Scenario = 'demo' | 'empty' | 'quota-exhausted' | 'large';

export async function resetMock(scenario: Scenario = 'demo', config: Record<string, unknown> = {}): Promise<void> {
  const reset = await fetch(`${MOCK_URL}/__mock/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ scenario }) });
  if (!reset.ok) throw new Error(`mock reset failed: ${reset.status}`);
  const conf = await fetch(`${MOCK_URL}/__mock/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accessTokenTtlMs: 15 * 60_000, latencyMs: 0, faults: [], nowOffsetMs: 0, ...config }),
  });
  if (!conf.ok) throw new Error(`mock config failed: ${conf.status}`);
}

/** Signs in through the login form and waits for the dashboard. */
export async function login(page: Page, who: keyof typeof DEMO, startAt = '/login'): Promise<void> {
  await page.goto(startAt);
  await page.getByLabel('メールアドレス').fill(DEMO[who].email);
  await page.getByLabel('パスワード', { exact: true }).fill(DEMO[who].password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  if (startAt === '/login') await expect(page).toHaveURL(/\/dashboard$/);
}
