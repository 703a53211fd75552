// Closing a PrimeReact dialog by Escape, as a keyboard user does. Its Escape handler is bound once
// the dialog is shown (and is the top one again after a dialog above it closed): press until it goes.
import type { Locator, Page } from '@playwright/test';
import { expect } from './test.ts';

export async function closeByEscape(page: Page, dialog: Locator): Promise<void> {
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}
