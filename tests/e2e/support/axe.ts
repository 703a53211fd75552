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

/**
 * WCAG 2.0/2.1 A and AA, plus axe's best practices: their serious rules (a dialog without a name,
 * a control labelled only by its title, nested interactive controls) are worth failing on.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The serious and critical violations axe finds in the page, or within `include`, one line a node;
 * `skip` leaves rules out. Scanned in the page itself (legacy mode), only the violations gathered.
 */
export async function seriousViolations(
  page: Page,
  { include, skip = [] }: { include?: string; skip?: readonly string[] } = {},
): Promise<string[]> {
  const builder = (await axeBuilder(page))
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (include) builder.include(include);
  if (skip.length) builder.disableRules([...skip]);
  const result = await builder.analyze();
  return result.violations.flatMap((v) =>
    v.nodes
      .filter((n) => ['serious', 'critical'].includes(n.impact ?? v.impact ?? ''))
      .map((n) => `axe ${v.id} at ${n.target.join(' ')}: ${v.help}`),
  );
}
