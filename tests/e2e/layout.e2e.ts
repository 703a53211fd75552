// Layout at 1280x800 and 390x844: every screen of the route table a role opens, resized in place.
// On each: the tab's title, nothing wider than the viewport, the type scale, no cramped column or
// tall row, no line broken inside a word; the licence detail's dialogs stay inside the viewport.
import type { Page } from '@playwright/test';
import { SIGNED_IN_ROUTES, ADMIN_MENU, PERSONAL_MENU, type ScreenRoute } from '../../src/screens/shell/route-table.ts';
import { documentTitle } from '../../src/screens/shell/document-title.ts';
import { expect, test } from './support/test.ts';
import { login } from './support/mock.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SIZES = [
  { name: 'desktop', viewport: DESKTOP },
  { name: 'phone', viewport: PHONE },
] as const;

// Not the screens that open only with a parameter or with navigation state (create-from-product
// sends a visitor without a chosen product back to the list).
const screens = SIGNED_IN_ROUTES.filter((r): r is ScreenRoute => 'screen' in r && !r.path.includes(':') && r.path !== '/applications/create-from-product');
const menuPaths = (menu: readonly { path: string }[]) => new Set(menu.map((m) => m.path));
/** An admin opens every screen without a parameter; a user their menu's, and the create form they are refused. */
const ROLE_SCREENS = {
  admin: screens,
  user: screens.filter((r) => r.path === '/dashboard' || r.path === '/licenses/create' || (menuPaths(PERSONAL_MENU).has(r.path) && !menuPaths(ADMIN_MENU).has(r.path))),
};

/** Client-side navigation: wouter follows history (no reload, the session and caches stay). */
async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** What is wrong with the layout on screen now, as readable lines (none: fine). */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const vw = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > vw + 1) problems.push(`page ${document.documentElement.scrollWidth}px wide in a ${vw}px viewport`);

    const bar = document.querySelector('.top-bar')!.getBoundingClientRect();
    const title = document.querySelector<HTMLElement>('.top-bar-title')!;
    const t = title.getBoundingClientRect();
    if (t.left < bar.left || t.right > bar.right + 1 || t.top < bar.top || t.bottom > bar.bottom + 1 || title.scrollWidth > title.clientWidth + 1) problems.push('the title does not fit the top bar');

    const size = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
    const main = document.querySelector('main')!;
    const h1 = main.querySelector('h1');
    if (!h1) problems.push('no page title');
    const h2s = [...main.querySelectorAll('h2')];
    const h3s = [...main.querySelectorAll('h3')];
    for (const h of h2s) if (h1 && size(h) >= size(h1)) problems.push(`section title 「${h.textContent}」 ${size(h)}px not below the page title's ${size(h1)}px`);
    const smallestH2 = Math.min(...h2s.map(size));
    for (const h of h3s) if (size(h) > smallestH2) problems.push(`card title 「${h.textContent}」 larger than a section title`);

    // Lines break between words: never inside a katakana word (「クライ/アント」), and an e-mail
    // only before its '@' (not 「…@example.co./jp」). Keys and ids (code) may break anywhere.
    const katakana = /[\p{Script=Katakana}ー]/u;
    /** The cell's characters outside code, each with the top of its line box. */
    const placedChars = (cell: HTMLElement) => {
      const chars: { ch: string; top: number }[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (node.parentElement?.closest('code')) continue;
        for (let i = 0; i < node.data.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) chars.push({ ch: node.data[i]!, top: rect.top });
        }
      }
      return chars;
    };
    for (const cell of main.querySelectorAll<HTMLElement>('tbody td, thead th')) {
      const text = cell.innerText.trim();
      if (!text) continue;
      const w = cell.getBoundingClientRect().width;
      const min = Math.min(3, text.length) * size(cell);
      if (w < min) problems.push(`column of 「${text.slice(0, 12)}」 ${Math.round(w)}px wide (under ${Math.round(min)}px)`);

      const chars = placedChars(cell);
      const shown = chars.map((c) => c.ch).join('');
      const email = /^[^\s@]+@[^\s@]+$/.test(shown.trim());
      for (let i = 1; i < chars.length; i++) {
        if (chars[i]!.top <= chars[i - 1]!.top + 4) continue;
        const [before, after] = [chars[i - 1]!.ch, chars[i]!.ch];
        if ((katakana.test(before) && katakana.test(after)) || (email && after !== '@')) problems.push(`「${shown.slice(0, i)}/${shown.slice(i)}」 breaks inside a word`);
      }
    }
    for (const row of main.querySelectorAll<HTMLElement>('tbody tr')) {
      const h = row.getBoundingClientRect().height;
      const lines = h / (size(row) * 1.5);
      if (lines > 6) problems.push(`a row ${Math.round(h)}px tall (≈${Math.round(lines)} lines): 「${row.innerText.replace(/\s+/g, ' ').slice(0, 30)}」`);
    }
    return problems;
  });
}

/** The licence detail in expiry-edit mode: the dialog, the date field and its buttons on screen. */
async function expectExpiryEditorInside(page: Page, width: number) {
  const dialog = page.getByRole('dialog', { name: 'ライセンス詳細' });
  for (const control of [dialog, dialog.getByRole('button', { name: '保存' }), dialog.getByRole('button', { name: 'キャンセル' }), dialog.locator('input[type="datetime-local"]')]) {
    const box = (await control.boundingBox())!;
    expect(box.x, `inside the ${width}px viewport`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `inside the ${width}px viewport`).toBeLessThanOrEqual(width);
  }
}

/** A dialog and its buttons inside the viewport, nothing in it wider than the dialog. */
async function expectDialogInside(page: Page, name: string, width: number) {
  const dialog = page.getByRole('dialog', { name });
  for (const control of [dialog, ...(await dialog.getByRole('button').all())]) {
    const box = (await control.boundingBox())!;
    expect(box.x, `${name}: inside the ${width}px viewport`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name}: inside the ${width}px viewport`).toBeLessThanOrEqual(width);
  }
  const content = dialog.locator('.p-dialog-content');
  expect(await content.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), `${name}: nothing wider than the dialog`).toBe(true);
}

for (const role of ['admin', 'user'] as const) {
  test(`${role}: every screen fits, reads and is titled at ${DESKTOP.width}x${DESKTOP.height} and ${PHONE.width}x${PHONE.height}`, async ({ page, mock }) => {
    await mock.reset('demo');
    await page.setViewportSize(DESKTOP);
    await login(page, role);
    for (const route of ROLE_SCREENS[role]) {
      await page.setViewportSize(DESKTOP);
      await go(page, route.path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(route.title);
      await expect(page).toHaveTitle(documentTitle(route.title));
      // Loaded: no skeleton, no fetching bar.
      await expect(page.locator('main .p-skeleton, main .fetching-bar .p-progressbar')).toHaveCount(0);
      for (const { name, viewport } of SIZES) {
        await page.setViewportSize(viewport);
        expect(await layoutProblems(page), `${route.path} at ${name}`).toEqual([]);
      }
    }

    if (role === 'admin') {
      await page.setViewportSize(DESKTOP);
      await go(page, '/licenses');
      await page.getByRole('table', { name: 'ライセンス一覧' }).getByRole('button', { name: /の詳細$/ }).first().click();
      await page.getByRole('dialog', { name: 'ライセンス詳細' }).getByRole('button', { name: '有効期限を編集' }).click();
      for (const { viewport } of SIZES) {
        await page.setViewportSize(viewport);
        await expectExpiryEditorInside(page, viewport.width);
      }
      // The lifecycle's dialogs, at the phone's size too (the detail is first seen at the desktop's).
      const detail = page.getByRole('dialog', { name: 'ライセンス詳細' });
      await detail.getByRole('button', { name: 'キャンセル' }).click();
      await page.setViewportSize(DESKTOP);
      await detail.getByRole('button', { name: '延長', exact: true }).click();
      await page.getByRole('dialog', { name: 'ライセンスの延長' }).getByRole('button', { name: '延長後の日付を確認' }).click();
      for (const { viewport } of SIZES) {
        await page.setViewportSize(viewport);
        await expectDialogInside(page, 'ライセンスの延長', viewport.width);
      }
      await page.getByRole('dialog', { name: 'ライセンスの延長' }).getByRole('button', { name: 'キャンセル' }).click();
      await page.setViewportSize(DESKTOP);
      await detail.getByRole('button', { name: '譲渡' }).click();
      for (const { viewport } of SIZES) {
        await page.setViewportSize(viewport);
        await expectDialogInside(page, 'ライセンスの譲渡', viewport.width);
      }
    }
  });
}
