// What the screens of a signed-in page show, and which of those lines are one user's data: the
// checks that nothing of one user reaches the next (tests/e2e/next-user.e2e.ts, session-end.e2e.ts).
import type { Browser, Page } from '@playwright/test';
import { expect } from './test.ts';
import { login } from './mock.ts';
import { closeByEscape } from './dialog.ts';

export const menu = (page: Page) => page.getByRole('navigation', { name: 'メインメニュー' });
export const bell = (page: Page) => page.getByRole('button', { name: /^お知らせ/ });

/** The lines of the page's main content (and of an open dialog). */
async function linesOf(page: Page): Promise<string[]> {
  await expect(page.getByRole('status', { name: /読み込み中/ })).toHaveCount(0);
  const text = await page.locator('main').innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Lines that carry data (a figure, a key, an e-mail, a date), not a heading or a label. */
export const carriesData = (line: string) => /[0-9０-９@]/.test(line);

export async function open(page: Page, label: string, url: RegExp): Promise<string[]> {
  await menu(page).getByRole('link', { name: label, exact: true }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The lists and figures have arrived.
  await page.waitForLoadState('networkidle');
  return linesOf(page);
}

/** What the admin's screens showed: the dashboard, licences, users and the お知らせ panel. */
export async function adminBrowses(page: Page): Promise<{ lines: Set<string>; bellName: string }> {
  await login(page, 'admin');
  const lines = new Set<string>();
  for (const [label, url] of [
    ['ダッシュボード', /\/dashboard$/],
    ['ライセンス管理', /\/licenses/],
    ['ユーザー管理', /\/users/],
  ] as const)
    for (const line of await open(page, label, url)) lines.add(line);
  await expect(bell(page)).toBeVisible();
  const bellName = (await bell(page).getAttribute('aria-label')) ?? '';
  await bell(page).click();
  const panel = page
    .getByRole('complementary', { name: 'お知らせ' })
    .or(page.getByRole('dialog', { name: 'お知らせ' }));
  await expect(panel).toBeVisible();
  for (const line of (await panel.innerText()).split('\n')) if (line.trim()) lines.add(line.trim());
  // The panel's Escape handler is bound once it has opened: pressed too early, it stays open over ログアウト.
  await closeByEscape(page, panel);
  return { lines, bellName };
}

/** What the user's own screens show in a tab of their own (nothing of anyone else was ever there). */
export async function userAlone(
  browser: Browser,
  prepare: (page: Page) => Promise<void> = async () => {},
): Promise<{ lines: Set<string>; bellName: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await prepare(page);
  await login(page, 'user');
  const lines = new Set<string>();
  for (const line of await open(page, 'ダッシュボード', /\/dashboard$/)) lines.add(line);
  for (const line of await open(page, 'マイページ', /\/mypage$/)) lines.add(line);
  await expect(bell(page)).toBeVisible();
  const bellName = (await bell(page).getAttribute('aria-label')) ?? '';
  await context.close();
  return { lines, bellName };
}

/** A date and time as the screens show it (2026/11/29 16:16), in ms; null for any other line. */
function dateTimeOf(line: string): number | null {
  const m = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2})$/.exec(line);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!) : null;
}

/**
 * Whether a line is one of the user's own screens'. On the dev server each tab seeds its own copy
 * of the scenario, its times counted back from that moment: the user's own tab, seeded seconds
 * apart, may show the same entry a minute earlier or later.
 */
function usersOwnLines(user: Set<string>): (line: string) => boolean {
  // The user's times, read once for every line asked about.
  const times = [...user].map(dateTimeOf).filter((at): at is number => at !== null);
  return (line) => {
    if (user.has(line)) return true;
    const at = dateTimeOf(line);
    return at !== null && times.some((own) => Math.abs(own - at) <= 60_000);
  };
}

/** The admin's data lines on this page that the user's own screens never show. */
export async function adminLinesOn(page: Page, admin: Set<string>, user: Set<string>): Promise<string[]> {
  const usersOwn = usersOwnLines(user);
  return (await linesOf(page)).filter((line) => carriesData(line) && admin.has(line) && !usersOwn(line));
}
