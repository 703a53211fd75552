// The two sizes the layout checks read the console at, client-side navigation between screens,
// and the wait for a screen's data.
import type { Page } from '@playwright/test';
import { expect, type MockControl } from './test.ts';
import { login, type DEMO } from './mock.ts';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
export const SIZES = [
  { name: 'desktop', viewport: DESKTOP },
  { name: 'phone', viewport: PHONE },
] as const;

/** Client-side navigation: wouter follows history (no reload, the session and caches stay). */
export async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Loaded: no skeleton, no fetching bar. */
export const loaded = (page: Page) =>
  expect(page.locator('main .p-skeleton, main .fetching-bar .p-progressbar')).toHaveCount(0);

/** Client-side navigation to `path`, then its data loaded. */
export async function visit(page: Page, path: string) {
  await go(page, path);
  await loaded(page);
}

/** The demo data, signed in as `who` on a phone: the lists are laid out for it from their first paint. */
export async function signInOnPhone(page: Page, mock: MockControl, who: keyof typeof DEMO) {
  await mock.reset('demo');
  await page.setViewportSize(PHONE);
  await login(page, who);
}
