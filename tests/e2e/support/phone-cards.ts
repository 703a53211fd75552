// Phones read rows as cards (docs/adr/0049-phones-read-rows-as-cards.md): what is wrong with a
// stacked table at 390 px, with the same table at 1280 px, and what axe finds in it.
import type { Locator, Page } from '@playwright/test';
import { expect } from './test.ts';
import { seriousViolations } from './axe.ts';
import { DESKTOP, PHONE } from './viewport.ts';

/**
 * What is wrong with a stacked table on a phone: rows that are not cards, a value without its
 * label, a row action or status chip not wholly on screen once scrolled to (outside 0..390
 * sideways, under another element), the table or the page scrolling sideways.
 */
export function phoneCardProblems(table: Locator): Promise<string[]> {
  return table.evaluate((t) => {
    const problems: string[] = [];
    const [vw, vh] = [document.documentElement.clientWidth, window.innerHeight];
    const root = t.closest('.p-datatable')!;
    const name = t.getAttribute('aria-label');
    if (!root.classList.contains('p-datatable-responsive-stack')) problems.push(`${name}: not in the stack layout`);
    const wrapper = t.parentElement!;
    if (wrapper.scrollWidth > wrapper.clientWidth + 1)
      problems.push(`${name}: scrolls sideways (${wrapper.scrollWidth}px in ${wrapper.clientWidth}px)`);
    if (getComputedStyle(t.querySelector(':scope > thead')!).display === 'none')
      problems.push(`${name}: the header row is gone from the accessibility tree`);
    /** Wholly on screen, and the element itself at its centre (not covered). */
    const onScreen = (el: HTMLElement, what: string) => {
      el.scrollIntoView({ block: 'center', inline: 'nearest' });
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return problems.push(`${what}: not shown`);
      if (r.left < 0 || r.right > vw)
        problems.push(`${what}: ${Math.round(r.left)}–${Math.round(r.right)}px, outside 0–${vw}px`);
      if (r.top < 0 || r.bottom > vh) problems.push(`${what}: not on screen once scrolled to`);
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !(el === hit || el.contains(hit)))
        problems.push(`${what}: covered by ${hit?.tagName.toLowerCase()}.${hit?.className}`);
      return undefined;
    };
    const rows = [
      ...t.querySelectorAll<HTMLElement>(
        ':scope > tbody > tr:not(.p-datatable-emptymessage, .p-datatable-row-expansion)',
      ),
    ];
    rows.forEach((row, i) => {
      const what = `${name} row ${i + 1}`;
      if (getComputedStyle(row).display !== 'flex')
        problems.push(`${what}: not a card (display ${getComputedStyle(row).display})`);
      for (const cell of row.querySelectorAll<HTMLElement>(
        ':scope > td:not(.list-table-check, .list-table-expander, .list-table-actions)',
      )) {
        const label = cell.querySelector<HTMLElement>(':scope > .p-column-title');
        if (!label || getComputedStyle(label).display === 'none') problems.push(`${what}: a value without its label`);
        else if (label.getAttribute('aria-hidden') !== 'true')
          problems.push(`${what}: the label 「${label.textContent}」 is read besides the header`);
      }
      const actions = row.querySelector(':scope > td.list-table-actions');
      if (
        actions &&
        actions.getBoundingClientRect().top <
          Math.max(
            ...[...row.querySelectorAll(':scope > td:not(.list-table-actions)')].map(
              (c) => c.getBoundingClientRect().bottom,
            ),
          ) -
            1
      )
        problems.push(`${what}: the actions are not the card's last line`);
      for (const button of row.querySelectorAll<HTMLElement>('button')) {
        if (getComputedStyle(button).visibility === 'hidden') continue; // a concealed place (RowButton)
        onScreen(button, `${what}, button 「${button.getAttribute('aria-label') ?? button.textContent}」`);
      }
      for (const chip of row.querySelectorAll<HTMLElement>('.p-tag'))
        onScreen(chip, `${what}, chip 「${chip.textContent}」`);
      const check = row.querySelector<HTMLElement>(':scope > td.list-table-check input');
      if (check) onScreen(check, `${what}, checkbox 「${check.getAttribute('aria-label')}」`);
    });
    if (document.documentElement.scrollWidth > vw + 1)
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth}px in ${vw}px)`);
    window.scrollTo(0, 0);
    return problems;
  });
}

/** At a desktop's width a list stays a table: rows in a row, the header row shown, no labels. */
function desktopTableProblems(table: Locator): Promise<string[]> {
  return table.evaluate((t) => {
    const problems: string[] = [];
    const name = t.getAttribute('aria-label');
    for (const row of t.querySelectorAll(':scope > tbody > tr'))
      if (getComputedStyle(row).display !== 'table-row')
        problems.push(`${name}: a row shown as ${getComputedStyle(row).display}`);
    for (const th of t.querySelectorAll(':scope > thead > tr > th'))
      if (getComputedStyle(th).display !== 'table-cell')
        problems.push(`${name}: a header shown as ${getComputedStyle(th).display}`);
    for (const label of t.querySelectorAll(':scope > tbody > tr > td > .p-column-title'))
      if (getComputedStyle(label).display !== 'none')
        problems.push(`${name}: the label 「${label.textContent}」 shown`);
    return problems;
  });
}

/** axe on the table at the phone's width: a serious or critical violation fails. */
async function axeProblems(page: Page, table: Locator, skip: readonly string[]): Promise<string[]> {
  const marker = `cards-${Math.random().toString(36).slice(2)}`;
  await table.evaluate((t, m) => t.closest('.p-datatable')!.setAttribute('data-axe-scope', m), marker);
  const problems = await seriousViolations(page, { include: `[data-axe-scope="${marker}"]`, skip });
  await table.evaluate((t) => t.closest('.p-datatable')!.removeAttribute('data-axe-scope'));
  return problems;
}

/** The list on a phone and, resized, on a desktop; rows shown first. */
export async function expectCards(
  page: Page,
  table: Locator,
  { rows = 1, axeSkip = [] }: { rows?: number; axeSkip?: readonly string[] } = {},
) {
  await expect(table.locator(':scope > tbody > tr')).not.toHaveCount(0);
  expect(
    await table.locator(':scope > tbody > tr:not(.p-datatable-row-expansion)').count(),
    'rows on screen',
  ).toBeGreaterThanOrEqual(rows);
  const name = await table.getAttribute('aria-label');
  expect(await phoneCardProblems(table), `${name} at ${PHONE.width}px`).toEqual([]);
  expect(await axeProblems(page, table, axeSkip), `${name}: axe at ${PHONE.width}px`).toEqual([]);
  // The table's layout follows the width through a media query's change event and a render, a
  // moment after the resize: each width is polled until it holds (or the poll times out).
  await page.setViewportSize(DESKTOP);
  await expect.poll(() => desktopTableProblems(table), { message: `${name} at ${DESKTOP.width}px` }).toEqual([]);
  await page.setViewportSize(PHONE);
  await expect.poll(() => phoneCardProblems(table), { message: `${name} back at ${PHONE.width}px` }).toEqual([]);
}

export const listTable = (page: Page, name: string) => page.getByRole('main').getByRole('table', { name, exact: true });
