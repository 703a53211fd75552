// Cold loads of routes other than /login (a bookmark, a link from an e-mail, a reload): the first
// paint and the layout shifts of `/` and `/dashboard` signed out and `/licenses` signed in, each
// in a new browser context; how: docs/performance.md ("How it measures").
import type { Browser } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../src/mocks/seed/accounts.ts';
import { STORAGE_KEYS } from '../src/api/client/token-storage.ts';
import { sleep } from './bench-lib.ts';
import { cumulativeLayoutShift, newContext } from './bench-page.ts';

export interface RouteSpec {
  /** Its name in the figures. */
  name: string;
  path: string;
  signedIn: boolean;
}

export const ROUTES: readonly RouteSpec[] = [
  { name: '/ (signed out)', path: '/', signedIn: false },
  { name: '/dashboard (signed out)', path: '/dashboard', signedIn: false },
  { name: '/licenses (signed in)', path: '/licenses', signedIn: true },
];

export interface RoutePaint {
  fcp: number;
  cls: number;
}

/** After the first paint, shifts are collected this long (the app's take-over and the screen's first data). */
const SETTLE_MS = 3000;

/** The admin's session as the console keeps it in local storage, from the mock's login call. */
export async function adminSession(mockUrl: string): Promise<Record<string, string>> {
  const res = await fetch(`${mockUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password }),
  });
  if (!res.ok) throw new Error(`admin login on the mock failed: ${res.status}`);
  const body = (await res.json()) as { access_token: string; id_token: string; refresh_token: string; user: unknown };
  return {
    [STORAGE_KEYS.accessToken]: body.access_token,
    [STORAGE_KEYS.idToken]: body.id_token,
    [STORAGE_KEYS.refreshToken]: body.refresh_token,
    [STORAGE_KEYS.user]: JSON.stringify(body.user),
  };
}

/** One cold load of `url` (with `session` in local storage before the first script): its FCP and CLS. */
export async function coldPaint(
  browser: Browser,
  url: string,
  cpuRate: number,
  session?: Record<string, string>,
): Promise<RoutePaint> {
  const { context, page } = await newContext(browser, cpuRate);
  try {
    if (session)
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, session);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as unknown as { __bench: { fcp: number | null } }).__bench.fcp !== null);
    await sleep(SETTLE_MS);
    const probe = await page.evaluate(() => {
      const p = (window as unknown as { __bench: { fcp: number; shifts: { t: number; value: number }[] } }).__bench;
      return { fcp: p.fcp, shifts: p.shifts };
    });
    return { fcp: probe.fcp, cls: cumulativeLayoutShift(probe.shifts) };
  } finally {
    await context.close();
  }
}
