// A save that hangs, in the production bundle: the new user's POST is held (never answered, as a
// server that stopped), the page clock runs to 30 s and the form says the server has not answered;
// キャンセル aborts the request in the browser, what was typed stays and the form says so. A licence
// policy dialog does the same when Escape is pressed while its save hangs.
import type { Request } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { formSave } from '../../src/shared/messages/forms/form-save.ts';
import { isCall } from './support/faults.ts';
import { login, resetMock } from './support/mock.ts';

test('user creation: a hung save shows the 30 s notice, and キャンセル aborts it keeping the input', async ({
  page,
}) => {
  await resetMock('demo');
  await page.clock.install();
  await login(page, 'admin');
  const isCreate = (request: Request) => isCall('createUser', new URL(request.url()), request.method());
  const held: Request[] = [];
  await page.route(
    (url) => isCall('createUser', url, 'POST'),
    (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      // Never answered: the request waits until the page gives it up.
      held.push(route.request());
    },
  );
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    if (isCreate(request)) failed.push(request.failure()?.errorText ?? '');
  });

  await page.goto('/users/create');
  await page.getByLabel('メールアドレスで作成').check({ force: true });
  await page.getByLabel('メールアドレス', { exact: true }).fill('hung@example.org');
  await page.getByLabel('パスワード', { exact: true }).fill('Str0ng!pass');
  await page.getByRole('button', { name: '作成' }).click();
  await expect.poll(() => held.length).toBe(1);

  const cancel = page.getByRole('button', { name: 'キャンセル' });
  await expect(cancel).toBeEnabled();
  await page.clock.fastForward('00:29');
  await expect(page.getByText(formSave.slowTitle)).toBeHidden();
  await page.clock.fastForward('00:01');
  await expect(page.getByText(formSave.slowTitle)).toBeVisible();
  await expect(page.getByText(formSave.slowDetail)).toBeVisible();

  await cancel.click();
  await expect(page.getByText(formSave.cancelledTitle)).toBeVisible();
  await expect(page.getByText(formSave.cancelledDetail)).toBeVisible();
  await expect(page.getByText(formSave.slowTitle)).toBeHidden();
  await expect.poll(() => failed).toEqual([expect.stringContaining('ABORTED')]);
  await expect(page).toHaveURL(/\/users\/create$/);
  await expect(page.getByLabel('メールアドレス', { exact: true })).toHaveValue('hung@example.org');
  await expect(page.getByLabel('パスワード', { exact: true })).toHaveValue('Str0ng!pass');
  await expect(page.getByRole('button', { name: '作成' })).toBeEnabled();
});

test('licence policy: Escape while a hung save runs aborts it as キャンセル does; the dialog keeps the name typed', async ({
  page,
}) => {
  await resetMock('demo');
  await login(page, 'admin');
  const held: Request[] = [];
  await page.route(
    (url) => isCall('updateLicensePolicy', url, 'PUT'),
    (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      held.push(route.request());
    },
  );
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    if (isCall('updateLicensePolicy', new URL(request.url()), request.method()))
      failed.push(request.failure()?.errorText ?? '');
  });

  await page.goto('/license-policies');
  await page
    .getByRole('button', { name: /^ポリシー「.+」を編集$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('ポリシー名').fill('保存待ちのポリシー');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect.poll(() => held.length).toBe(1);
  await expect(dialog.getByRole('button', { name: 'キャンセル' })).toBeEnabled();

  await page.keyboard.press('Escape');
  await expect(dialog.getByText(formSave.cancelledTitle)).toBeVisible();
  await expect.poll(() => failed).toEqual([expect.stringContaining('ABORTED')]);
  await expect(dialog.getByLabel('ポリシー名')).toHaveValue('保存待ちのポリシー');
  await expect(dialog.getByRole('button', { name: '保存' })).toBeEnabled();
});
