// PrimeReact Dropdowns in the browser, found the way assistive technology finds them: by the
// role combobox and their label. The pointer opens one on its visible box (the combobox is
// PrimeReact's visually hidden focus input); the options are looked up in the listbox the
// combobox names in aria-controls.
import { expect, type Locator, type Page } from '@playwright/test';

/** The combobox (a PrimeReact Dropdown) named `label`. */
export const combobox = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });

/** The visible box of the combobox named `label`: what a pointer user clicks, and what they read. */
export const dropdownBox = (page: Page, label: string) => page.locator('.p-dropdown', { has: combobox(page, label) });

/** Opens the combobox named `label` with the pointer; resolves to the listbox it controls. */
export async function openCombobox(page: Page, label: string): Promise<Locator> {
  const box = combobox(page, label);
  // Its options loaded (a Dropdown still loading shows a spinner in place of its arrow), then
  // clicked, and clicked again if the panel did not open (seen once in a loaded CI run: a click
  // as the options arrived left it closed).
  await expect(dropdownBox(page, label).locator('.p-dropdown-trigger .p-icon-spin')).toHaveCount(0);
  await expect(async () => {
    if ((await box.getAttribute('aria-expanded')) !== 'true') await dropdownBox(page, label).click();
    await expect(box).toHaveAttribute('aria-expanded', 'true', { timeout: 2000 });
  }).toPass({ timeout: 10_000 });
  const id = await box.getAttribute('aria-controls');
  expect(id, `the combobox ${label} names the listbox it controls`).toBeTruthy();
  const listbox = page.locator(`[id="${id}"]`);
  await expect(listbox).toHaveRole('listbox');
  await expect(listbox).toBeVisible();
  return listbox;
}

/** Picks the first option matching `option` of the combobox named `label`. */
export async function chooseOption(page: Page, label: string, option: string | RegExp): Promise<void> {
  const listbox = await openCombobox(page, label);
  await listbox.getByRole('option', { name: option }).first().click();
}
