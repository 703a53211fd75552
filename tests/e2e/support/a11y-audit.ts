// Accessibility scans with axe-core: an Audit gathers a signed-in session's scans, a serious or
// critical violation fails it and lower impacts are printed; the routes and comboboxes to expect.
import type { Page } from '@playwright/test';
import { expect } from './test.ts';
import { AXE_TAGS, axeBuilder } from './axe.ts';
import { combobox } from './dropdown.ts';
import { login, resetMock, type DEMO, type Scenario } from './mock.ts';

// The serious rules of AXE_TAGS fail; their moderate ones (landmarks, heading order) fall below
// the threshold and are only reported.
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface Finding {
  scan: string;
  rule: string;
  impact: string;
  target: string;
  help: string;
  helpUrl: string;
  summary: string;
}

export class Audit {
  scans = 0;
  axeMs = 0;
  readonly failures: Finding[] = [];
  readonly minor = new Map<string, number>();
  readonly label: string;

  constructor(label: string) {
    this.label = label;
  }

  report(): string {
    const seen = new Set<string>();
    const lines = this.failures
      .filter((f) => {
        const key = `${f.rule} ${f.target}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map(
        (f) =>
          `- [${f.impact}] ${f.rule} at ${f.target} (first seen in "${f.scan}")\n    ${f.help} (${f.helpUrl})\n    ${f.summary.replace(/\n/g, '\n    ')}`,
      );
    return `${this.label}: ${lines.length} serious/critical violation(s) in ${this.scans} scans\n${lines.join('\n')}`;
  }

  finish(): void {
    const minor = [...this.minor].map(([rule, n]) => `${rule}×${n}`).join(', ') || 'none';
    console.log(
      `[a11y] ${this.label}: ${this.scans} scans (${(this.axeMs / 1000).toFixed(1)} s in axe), ${this.failures.length} serious/critical node(s); below the threshold: ${minor}`,
    );
    expect(this.failures.length, this.report()).toBe(0);
  }
}

/**
 * A scan of a long list takes several seconds on a busy 2-core machine: an audit file gives its
 * long sessions this much room beyond the default 60 s (test.describe.configure).
 */
export const AUDIT_SESSION_TIMEOUT = 300_000;

/** The mock started over from `scenario`, signed in as `who`: the audit of what they see. */
export async function auditSession(
  page: Page,
  who: keyof typeof DEMO,
  label: string,
  scenario: Scenario = 'demo',
): Promise<Audit> {
  await resetMock(scenario);
  await login(page, who);
  return new Audit(label);
}

/** Waits until nothing is loading or animating, so that what axe reads is what the user sees. */
export async function settled(page: Page): Promise<void> {
  await expect(
    page.locator(
      '.loading-rows, .p-skeleton, .p-datatable-loading-overlay, .fetching-bar .p-progressbar, .p-dialog-enter-active, .p-dialog-exit-active',
    ),
  ).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running'),
  );
}

/**
 * Scans the page, or only `within` (a dialog, a menu panel: the page beneath was scanned on its
 * own, and scanning it again under every overlay would only repeat its findings at a high cost).
 * An open dropdown is scanned with its combobox, whose aria-controls must name its listbox.
 */
export async function scan(page: Page, audit: Audit, name: string, within?: string | string[]): Promise<void> {
  await settled(page);
  const started = Date.now();
  // In the page itself (legacy mode): the default runs the results' merge in a new blank page per
  // scan, which cost more than the scan; the console has no frames for it to merge. Only the
  // violations are read, so only they are gathered in full.
  const builder = (await axeBuilder(page))
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  for (const selector of typeof within === 'string' ? [within] : (within ?? [])) builder.include(selector);
  const result = await builder.analyze();
  audit.axeMs += Date.now() - started;
  audit.scans += 1;
  for (const violation of result.violations) {
    for (const node of violation.nodes) {
      const impact = node.impact ?? violation.impact ?? 'unknown';
      if (!FAILING_IMPACTS.has(impact)) {
        audit.minor.set(violation.id, (audit.minor.get(violation.id) ?? 0) + 1);
        continue;
      }
      audit.failures.push({
        scan: name,
        rule: violation.id,
        impact,
        target: node.target.join(' '),
        help: violation.help,
        helpUrl: violation.helpUrl,
        summary: node.failureSummary ?? '',
      });
    }
  }
}

/** Opens a route by URL and scans it once its level-1 heading is shown. */
export async function scanRoute(
  page: Page,
  audit: Audit,
  path: string,
  expected: RegExp = new RegExp(`${path.replace(/[?]/g, '\\?')}$`),
): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(expected);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await scan(page, audit, `${audit.label} ${path}`);
}

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
export const rows = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');

export async function closeConfirm(page: Page, name: string) {
  await dialog(page, name).locator('.p-confirm-dialog-reject').click();
  await expect(dialog(page, name)).toBeHidden();
}

export async function closeDialog(page: Page, name: string) {
  await dialog(page, name).getByRole('button', { name: '閉じる' }).last().click();
  await expect(dialog(page, name)).toBeHidden();
}

export const ADMIN_ROUTES = [
  '/dashboard',
  '/licenses',
  '/licenses/create',
  '/devices',
  '/users',
  '/users/create',
  '/my-application',
  '/applications',
  '/owner-settings',
  '/audit-log',
  '/reports/usage',
];
export const PERSONAL_ROUTES = ['/mypage', '/my-licenses', '/my-devices'];
// The selects of the admin's screens: each a combobox named by its label, and no
// other combobox on the screen (a visible value box exposed as a nameless twin, for one).
export const COMBOBOXES: Record<string, string[]> = {
  '/licenses': [
    'ステータスで絞り込み',
    'アプリケーション',
    'ライセンス種別',
    '有効期限',
    'アクティベーション',
    '行/ページ',
  ],
  '/licenses/create': ['アプリケーション', 'ユーザー'],
  '/devices': ['ステータスで絞り込み', '最終ハートビート', '行/ページ'],
  '/users': ['ユーザー種別で絞り込み'],
  '/users/create': ['サブスクライトのユーザー'],
  '/audit-log': ['操作で絞り込み', '対象の種類で絞り込み', '結果で絞り込み', '行/ページ'],
  '/reports/usage': ['開始月', '終了月', 'アプリケーション'],
};

export async function expectComboboxes(page: Page, names: readonly string[]): Promise<void> {
  await expect(page.getByRole('combobox')).toHaveCount(names.length);
  for (const name of names) await expect(combobox(page, name)).toHaveAttribute('aria-expanded', 'false');
}
