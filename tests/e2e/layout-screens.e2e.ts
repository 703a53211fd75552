// Layout at 1280x800 and 390x844: every screen of the route table a role opens, resized in place.
// On each: the tab's title, nothing wider than the viewport, the type scale, no cramped column or
// tall row, no line broken inside a word, every card's title inside its card
// (docs/adr/0049-phones-read-rows-as-cards.md); the licence detail's dialogs stay inside the viewport.
import type { Page } from '@playwright/test';
import { SIGNED_IN_ROUTES, ADMIN_MENU, PERSONAL_MENU, type ScreenRoute } from '../../src/screens/shell/route-table.ts';
import { documentTitle } from '../../src/screens/shell/document-title.ts';
import { expect, test } from './support/test.ts';
import { layoutProblems } from './support/layout-problems.ts';
import { login } from './support/mock.ts';
import { DESKTOP, PHONE, SIZES, go, loaded } from './support/viewport.ts';

// Not the screens that open only with a parameter or with navigation state (create-from-product
// sends a visitor without a chosen product back to the list).
const screens = SIGNED_IN_ROUTES.filter(
  (r): r is ScreenRoute => 'screen' in r && !r.path.includes(':') && r.path !== '/applications/create-from-product',
);
const menuPaths = (menu: readonly { path: string }[]) => new Set(menu.map((m) => m.path));
/** An admin opens every screen without a parameter; a user their menu's, and the create form they are refused. */
const ROLE_SCREENS = {
  admin: screens,
  user: screens.filter(
    (r) =>
      r.path === '/dashboard' ||
      r.path === '/licenses/create' ||
      (menuPaths(PERSONAL_MENU).has(r.path) && !menuPaths(ADMIN_MENU).has(r.path)),
  ),
};

/** The licence detail in expiry-edit mode: the dialog, the date field and its buttons on screen. */
async function expectExpiryEditorInside(page: Page, width: number) {
  const dialog = page.getByRole('dialog', { name: 'ライセンス詳細' });
  for (const control of [
    dialog,
    dialog.getByRole('button', { name: '保存' }),
    dialog.getByRole('button', { name: 'キャンセル' }),
    dialog.locator('input[type="datetime-local"]'),
  ]) {
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
  expect(
    await content.evaluate((el) => el.scrollWidth <= el.clientWidth + 1),
    `${name}: nothing wider than the dialog`,
  ).toBe(true);
}

for (const role of ['admin', 'user'] as const) {
  test(`${role}: every screen fits, reads and is titled at ${DESKTOP.width}x${DESKTOP.height} and ${PHONE.width}x${PHONE.height}`, async ({
    page,
    mock,
  }) => {
    await mock.reset('demo');
    await page.setViewportSize(DESKTOP);
    await login(page, role);
    for (const route of ROLE_SCREENS[role]) {
      await page.setViewportSize(DESKTOP);
      await go(page, route.path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(route.title);
      await expect(page).toHaveTitle(documentTitle(route.title));
      await loaded(page);
      for (const { name, viewport } of SIZES) {
        await page.setViewportSize(viewport);
        expect(await layoutProblems(page), `${route.path} at ${name}`).toEqual([]);
      }
    }

    if (role === 'admin') {
      await page.setViewportSize(DESKTOP);
      await go(page, '/licenses');
      await page
        .getByRole('table', { name: 'ライセンス一覧' })
        .getByRole('button', { name: /の詳細$/ })
        .first()
        .click();
      await page
        .getByRole('dialog', { name: 'ライセンス詳細' })
        .getByRole('button', { name: '有効期限を編集' })
        .click();
      for (const { viewport } of SIZES) {
        await page.setViewportSize(viewport);
        await expectExpiryEditorInside(page, viewport.width);
      }
      // The lifecycle's dialogs, at the phone's size too (the detail is first seen at the desktop's).
      const detail = page.getByRole('dialog', { name: 'ライセンス詳細' });
      await detail.getByRole('button', { name: 'キャンセル' }).click();
      await page.setViewportSize(DESKTOP);
      await detail.getByRole('button', { name: '延長', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'ライセンスの延長' })
        .getByRole('button', { name: '延長後の日付を確認' })
        .click();
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
