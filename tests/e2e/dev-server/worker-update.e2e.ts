// msw's worker re-check (registration.update(), its promise unhandled: mswjs/msw#2006) fails when a
// reload races the worker's own unregistering; that race cannot be started on demand, so the check
// is made to fail here as msw calls it (docs/adr/0044-msw-worker-recheck-handled.md).
import { expect, test } from '../support/test.ts';

test('a failed re-check of the mock’s service worker is a console warning, not an error overlay over the console', async ({
  page,
  context,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const login = page.getByRole('button', { name: 'ログイン', exact: true });
  await page.goto('/login');
  await expect(login).toBeVisible();
  // A second tab keeps the worker registered; the first tab's next load finds it and re-checks it.
  const other = await context.newPage();
  await other.goto('/login');
  await expect(other.getByRole('button', { name: 'ログイン', exact: true })).toBeVisible();
  await page.reload();
  await expect(login).toBeVisible();

  const wrapped = await page.evaluate(async () => {
    const [registration] = await navigator.serviceWorker.getRegistrations();
    if (!registration) return false;
    await registration.unregister();
    void registration.update();
    return Object.hasOwn(registration, 'update');
  });
  expect(wrapped).toBe(true);
  const overlay = page.getByText(/Unhandled Rejection/);
  const warned = () => warnings.some((text) => text.includes('could not be re-checked'));
  await expect.poll(async () => warned() || (await overlay.count()) > 0).toBe(true);
  await expect(overlay).toHaveCount(0);
  expect(warned()).toBe(true);
  await expect(login).toBeVisible();

  // Any other unhandled rejection still reaches the overlay.
  await page.evaluate(() => {
    void Promise.reject(new TypeError('any other failure'));
  });
  await expect(page.getByText(/Unhandled Rejection \(TypeError\): any other failure/)).toBeVisible();
});
