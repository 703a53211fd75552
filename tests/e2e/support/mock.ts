// Talks to the HTTP mock's control endpoints, and signs in through the real login screen.
import { expect, type Page } from '@playwright/test';
import { mySlot } from './slots.ts';

/** This worker's HTTP mock (support/slots.ts). */
export const MOCK_URL = mySlot().mockUrl;

export const DEMO = {
  admin: { email: 'admin@example.com', password: 'Admin123!' },
  user: { email: 'user@example.com', password: 'User123!' },
} as const;

export type Scenario = 'demo' | 'empty' | 'quota-exhausted' | 'quota-overdrawn' | 'large';

/** Starts the mock over from `scenario`, with the default settings (the `full` profile: our server) unless `config` says otherwise. */
export async function resetMock(scenario: Scenario = 'demo', config: Record<string, unknown> = {}): Promise<void> {
  const reset = await fetch(`${MOCK_URL}/__mock/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario }),
  });
  if (!reset.ok) throw new Error(`mock reset failed: ${reset.status}`);
  const conf = await fetch(`${MOCK_URL}/__mock/config`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      accessTokenTtlMs: 15 * 60_000,
      latencyMs: 0,
      faults: [],
      nowOffsetMs: 0,
      profile: 'full',
      ...config,
    }),
  });
  if (!conf.ok) throw new Error(`mock config failed: ${conf.status}`);
}

/** Signs in through the login form (loading `startAt` unless the page is there already) and waits for the dashboard. */
export async function login(page: Page, who: keyof typeof DEMO, startAt = '/login'): Promise<void> {
  if (page.url() === 'about:blank' || new URL(page.url()).pathname + new URL(page.url()).search !== startAt)
    await page.goto(startAt);
  await page.getByLabel('メールアドレス').fill(DEMO[who].email);
  await page.getByLabel('パスワード', { exact: true }).fill(DEMO[who].password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  if (startAt === '/login') await expect(page).toHaveURL(/\/dashboard$/);
}
