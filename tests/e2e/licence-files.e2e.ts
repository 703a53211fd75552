// Licence files in the built console against the HTTP mock: an admin checks out a licence file
// and `npm run verify-licence` says it holds; runs an offline activation end to end (refused when
// unreadable, expired, replayed or, under an overdrawn quota, for want of quota, nothing changed)
// and frees the device with its return code; a USER activates their own offline machine; on the
// `spec` profile none of it shows.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { closeByEscape } from './support/dialog.ts';
import { expect, test } from './support/test.ts';
import { axeBuilder } from './support/axe.ts';
import { licenceWithSeat, wireLicences } from './support/licences.ts';
import { login, resetMock } from './support/mock.ts';
import { activationRequest, requestText } from '../support/license-files.ts';
import { licenseFiles as t } from '../../src/shared/messages/licensing/license-files.ts';
import { devices as deviceText } from '../../src/shared/messages/licensing/devices.ts';
import { licenses as licenseText } from '../../src/shared/messages/licensing/licenses.ts';

test.describe.configure({ timeout: 120_000 });
test.beforeEach(async () => {
  await resetMock('demo');
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'メインメニュー' }).first();
const toast = (page: Page, text: string) => page.locator('.p-toast-detail', { hasText: text }).first();
const offline = (page: Page) => page.getByRole('dialog', { name: t.offlineActivation });
const HOUR = 3_600_000;

const requestFile = (name: string, text: string) => ({ name, mimeType: 'application/json', buffer: Buffer.from(text) });

async function upload(page: Page, name: string, text: string) {
  await offline(page).getByLabel(t.requestFileLabel).setInputFiles(requestFile(name, text));
}

/** Confirms the reviewed request and saves the licence file the server answers with. */
async function confirmAndDownload(page: Page): Promise<string> {
  await offline(page).getByRole('button', { name: t.offlineConfirm }).click();
  await expect(offline(page).getByText(/をアクティベートしました。/)).toBeVisible();
  const download = page.waitForEvent('download');
  await offline(page).getByRole('button', { name: t.download }).click();
  return readFileSync(await (await download).path(), 'utf8');
}

/** What axe finds wrong in one dialog (the page beneath is scanned by a11y-admin.e2e.ts). */
async function violationsIn(page: Page, selector: string) {
  const result = await (
    await axeBuilder(page)
  )
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include(selector)
    .setLegacyMode(true)
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

function verify(path: string) {
  // The HTTP mock signs with the demo scenario's key.
  return spawnSync(process.execPath, ['scripts/verify-licence.ts', path, '--demo'], { encoding: 'utf8' });
}

test('admin: checks out a licence file for a hardware id, verify-licence says it holds; the public key is in マイアプリケーション', async ({
  page,
}) => {
  const licence = await licenceWithSeat();
  await login(page, 'admin');
  await page.goto('/licenses');
  await page.getByLabel('ライセンスを検索').fill(licence.key);
  const table = page.getByRole('table', { name: 'ライセンス一覧' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await table.getByRole('button', { name: `ライセンス ${licence.key} の詳細` }).click();
  const detail = page.getByRole('dialog', { name: 'ライセンス詳細' });
  await detail.getByRole('button', { name: t.checkout }).click();
  const checkout = page.getByRole('dialog', { name: t.checkoutTitle });
  await checkout.getByRole('radio', { name: t.checkoutHardwareId }).check();
  await checkout.getByRole('button', { name: t.checkoutSubmit }).click();
  await expect(checkout.getByText('ハードウェアIDを入力してください')).toBeVisible();
  await checkout.getByLabel(t.hardwareIdLabel, { exact: true }).fill('HW-E2E-CHECKOUT-0001');
  expect(await violationsIn(page, '.license-file-checkout-dialog')).toEqual([]);
  await checkout.getByText(t.ttlOption(7), { exact: true }).click();
  const download = page.waitForEvent('download');
  await checkout.getByRole('button', { name: t.checkoutSubmit }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${licence.key}.lic`);
  await expect(toast(page, t.checkoutDone('HW-E2E-CHECKOUT-0001'))).toBeVisible();
  const content = JSON.parse(readFileSync(await file.path(), 'utf8')) as {
    payload: { ttlDays: number; device: { hardwareId: string } };
  };
  expect(content.payload).toMatchObject({ ttlDays: 7, device: { hardwareId: 'HW-E2E-CHECKOUT-0001' } });
  const checked = verify(await file.path());
  expect(checked.status, checked.stderr).toBe(0);
  expect(checked.stdout).toContain('Signature holds');

  await closeByEscape(page, detail);
  await menu(page).getByRole('link', { name: 'マイアプリケーション' }).click();
  const card = page.locator('.signing-key-card');
  await expect(card.getByRole('heading', { name: t.signingKeyTitle })).toBeVisible();
  await expect(card.locator('code.fingerprint')).toHaveText(/^([0-9A-F]{4} ){15}[0-9A-F]{4}$/);
  await expect(card.getByRole('button', { name: t.copyPublicKey })).toBeVisible();
});

test('admin: an offline activation refused when unreadable, expired or replayed, done once, then the device returned', async ({
  page,
}) => {
  const licence = await licenceWithSeat();
  const ask = (extra = {}) =>
    requestText(activationRequest({ licenseKey: licence.key, applicationId: licence.applicationId, ...extra }));
  await login(page, 'admin');
  await menu(page).getByRole('link', { name: 'デバイス管理' }).click();
  await page.getByRole('button', { name: t.offlineActivation }).click();

  await upload(page, 'broken.req', '{"format":"activation-request/1"');
  await expect(offline(page).getByText(t.requestMalformed)).toBeVisible();

  await upload(page, 'old.req', ask({ createdAt: new Date(Date.now() - 100 * HOUR).toISOString() }));
  await offline(page).getByRole('button', { name: t.offlineConfirm }).click();
  await expect(offline(page).getByText(t.requestExpired(72))).toBeVisible();
  await offline(page).getByRole('button', { name: t.chooseAnother }).click();

  const good = ask({ hostname: 'factory-e2e-01' });
  await upload(page, 'factory.req', good);
  await expect(offline(page).getByText('factory-e2e-01')).toBeVisible();
  const content = await confirmAndDownload(page);
  const file = JSON.parse(content) as { payload: { returnCode: string; device: { hardwareId: string } } };
  await offline(page).getByRole('button', { name: t.close }).last().click();

  // The same file a second time: replayed.
  await page.getByRole('button', { name: t.offlineActivation }).click();
  await upload(page, 'factory.req', good);
  await offline(page).getByRole('button', { name: t.offlineConfirm }).click();
  await expect(offline(page).getByText(t.requestReplayed)).toBeVisible();
  await offline(page).getByRole('button', { name: t.cancel }).click();

  // Returned with its code: the device is no longer active.
  await page.getByLabel('デバイスを検索').fill(file.payload.device.hardwareId);
  const devices = page.getByRole('table', { name: 'デバイス一覧' });
  await expect(devices.locator('tbody tr')).toHaveCount(1);
  await devices.getByRole('button', { name: 'デバイス factory-e2e-01 の詳細' }).click();
  const detail = page.getByRole('dialog', { name: 'デバイス詳細' });
  await expect(detail.getByText(t.offlineUntil)).toBeVisible();
  await detail.getByLabel(t.returnCodeLabel).fill('WRON-GCOD-EWRO-NGCO');
  await detail.getByRole('button', { name: t.returnSubmit }).click();
  await expect(detail.getByText(t.returnCodeMismatch)).toBeVisible();
  await detail.getByLabel(t.returnCodeLabel).fill(file.payload.returnCode);
  await detail.getByRole('button', { name: t.returnSubmit }).click();
  await expect(toast(page, t.returnDone('factory-e2e-01'))).toBeVisible();
  await expect(detail.getByRole('heading', { name: t.returnTitle })).toHaveCount(0);
});

test("admin: an offline activation refused for quota while the owner's plan is below what was issued; nothing changes", async ({
  page,
}) => {
  await resetMock('quota-overdrawn');
  const licence = await licenceWithSeat();
  await login(page, 'admin');
  await menu(page).getByRole('link', { name: 'デバイス管理' }).click();
  await page.getByRole('button', { name: t.offlineActivation }).click();
  await upload(
    page,
    'plant.req',
    requestText(
      activationRequest({
        licenseKey: licence.key,
        applicationId: licence.applicationId,
        hostname: 'plant-overdrawn-01',
      }),
    ),
  );
  await expect(offline(page).getByText('plant-overdrawn-01')).toBeVisible();
  await offline(page).getByRole('button', { name: t.offlineConfirm }).click();

  const shortage = page.getByRole('dialog', { name: licenseText.quotaDialogTitle });
  await expect(shortage.getByText(licenseText.quotaDefaultMessage)).toBeVisible();
  // The plan allows 8; 10 licences hold a slot.
  await expect(shortage.locator('.quota-figures')).toHaveText(
    new RegExp(
      `${licenseText.quotaPurchased}\\s*8\\s*${licenseText.quotaUsed}\\s*10\\s*${licenseText.quotaAvailable}\\s*0`,
    ),
  );
  await shortage.getByRole('button', { name: '閉じる' }).last().click();
  await expect(shortage).toHaveCount(0);
  await expect(offline(page)).toHaveCount(0);

  // Nothing changed: no device of that machine, and the licence holds the seats it held.
  await page.getByLabel('デバイスを検索').fill('plant-overdrawn-01');
  await expect(page.getByText(deviceText.noMatch)).toBeVisible();
  const after = (await wireLicences()).find((l) => l.id === licence.id);
  expect(after?.currentActivations).toBe(licence.currentActivations);
});

test('user: activates their own offline machine from マイライセンス', async ({ page }) => {
  const licence = await licenceWithSeat(true);
  await login(page, 'user');
  await menu(page).getByRole('link', { name: 'マイライセンス' }).click();
  await page.getByRole('button', { name: t.offlineActivation }).click();
  await upload(
    page,
    'my-pc.req',
    requestText(
      activationRequest({ licenseKey: licence.key, applicationId: licence.applicationId, hostname: 'my-offline-pc' }),
    ),
  );
  await expect(offline(page).getByText(licence.key)).toBeVisible();
  expect(await violationsIn(page, '.offline-activation-dialog')).toEqual([]);
  const content = await confirmAndDownload(page);
  expect(JSON.parse(content)).toMatchObject({
    format: 'license-file/1',
    payload: { license: { key: licence.key }, device: { name: 'my-offline-pc' } },
  });
});

test('spec profile: no licence-file control anywhere, and nothing errors', async ({ page }) => {
  await resetMock('demo', { profile: 'spec' });
  try {
    await login(page, 'admin');
    await menu(page).getByRole('link', { name: 'デバイス管理' }).click();
    await expect(page.getByRole('table', { name: 'デバイス一覧' }).locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('button', { name: t.offlineActivation })).toHaveCount(0);
    await menu(page).getByRole('link', { name: 'ライセンス管理' }).click();
    await page
      .getByRole('table', { name: 'ライセンス一覧' })
      .getByRole('button', { name: /^ライセンス .+ の詳細$/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'ライセンス詳細' })).toBeVisible();
    await expect(page.getByRole('button', { name: t.checkout })).toHaveCount(0);
    await closeByEscape(page, page.getByRole('dialog', { name: 'ライセンス詳細' }));
    await menu(page).getByRole('link', { name: 'マイアプリケーション' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'マイアプリケーション' })).toBeVisible();
    await expect(page.getByText(t.signingKeyTitle)).toHaveCount(0);
    await expect(page.locator('.error-state, .p-message-error, .p-toast-message-error')).toHaveCount(0);
  } finally {
    await resetMock('demo');
  }
});
