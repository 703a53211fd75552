// axe-core in the page once per document. AxeBuilder evaluates the whole axe source on every
// analyze() (twice in legacy mode), which cost as much as the scan itself
// (docs/adr/0051-npm-test-within-its-time-budget.md); here the source is evaluated only when the
// document has no axe yet, and AxeBuilder runs on what is there.
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** Evaluated by AxeBuilder on each analyze(): axe is already in the page. */
const ALREADY_INJECTED = 'void 0';

async function ensureAxe(page: Page): Promise<void> {
  const present = await page.evaluate(
    () => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!present) await page.evaluate(axe.source);
}

/** An AxeBuilder for the page's current document, with axe evaluated in it at most once. */
export async function axeBuilder(page: Page): Promise<AxeBuilder> {
  await ensureAxe(page);
  return new AxeBuilder({ page, axeSource: ALREADY_INJECTED });
}
