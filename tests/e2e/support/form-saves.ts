// A form's save under failure, shared by the forms-*.e2e.ts files: a failed save (an injected 500,
// then a 403 refusal with a Japanese message) shows the form's failure message, keeps every typed
// value and leaves the form usable; the corrected form then saves, and a double click on its
// submit button sends exactly one request. Mutations are never retried (one request per submit).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { endpoints, type EndpointId } from '../../../src/api/catalog/endpoints.ts';
import {
  answer,
  anyOf,
  apiLogin,
  REFUSAL_MESSAGE,
  tapCall,
  useSession,
  watchErrors,
  type ApiSession,
} from './faults.ts';
import { resetMock, type Scenario } from './mock.ts';

export interface FormCase {
  title: string;
  role: 'admin' | 'user' | null;
  scenario?: Scenario;
  path: (ctx: { session: ApiSession | null }) => string | Promise<string>;
  call: EndpointId;
  prepare?: (page: Page) => Promise<void>;
  /** Steps from the opened page to the form. */
  open?: (page: Page) => Promise<void>;
  fill: (page: Page) => Promise<void>;
  /** Where the form's values live (for the before/after comparison). */
  scope: (page: Page) => Locator;
  submit: (page: Page) => Locator;
  /** The form's failure message for a 500 (docs/product.md §8). */
  failure: string;
  /** Other texts a 500 may show instead (login shows the server's own text, docs/product.md §8). */
  failure500Alternatives?: string[];
  /** What the user sees once the save succeeded. */
  done: (page: Page) => Promise<void>;
}

export const main = (p: Page) => p.locator('main');
export const dialog = (p: Page) => p.getByRole('dialog').first();
export const toast = (p: Page, text: string) =>
  p.locator('.p-toast-detail, .p-toast-summary', { hasText: text }).first();
/** No applications yet: the screen offers the dialog of the billing provider's products. */
export const noApplications = async (p: Page) => {
  await p.route(
    (u) => u.pathname === endpoints.listMyApplications.path,
    (route) => answer(route, 200, JSON.stringify({ applications: [] })),
  );
};

export const formTitle = (form: FormCase) =>
  `form: ${form.title} keeps its values on a failed save and sends one request per double click`;

/** Every value the user can see in the form: inputs, text areas, choices and dropdown labels. */
function snapshot(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const fields = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
      .filter((el) => el.type !== 'hidden' && el.getAttribute('aria-hidden') !== 'true')
      .map((el) =>
        el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')
          ? `${el.id || el.name}:${el.checked}`
          : `${el.id || el.name}=${el.value}`,
      );
    const dropdowns = [...root.querySelectorAll('.p-dropdown-label')].map((el) => `dropdown=${el.textContent}`);
    return [...fields, ...dropdowns];
  });
}

/** Closes the error toasts, as a user does, so that each step starts without the last one's. */
async function dismissToasts(page: Page) {
  for (const close of await page.locator('.p-toast-icon-close').all()) await close.click();
  await expect(page.locator('.p-toast-message')).toHaveCount(0);
}

/** The test of one form: two failed saves that keep what was typed, then one saved by a double click. */
export async function checkFormSave(page: Page, form: FormCase): Promise<void> {
  await resetMock(form.scenario ?? 'demo');
  const session = form.role ? await apiLogin(form.role) : null;
  const watch = watchErrors(page);
  if (session) await useSession(page, session);
  await form.prepare?.(page);
  const tap = await tapCall(page, form.call);
  await page.goto(await form.path({ session }));
  await form.open?.(page);
  await form.fill(page);
  const typed = await snapshot(form.scope(page));
  expect(typed.length).toBeGreaterThan(0);

  for (const [fault, texts] of [
    ['http500', [form.failure, ...(form.failure500Alternatives ?? [])]],
    ['http4xx', [form.failure, REFUSAL_MESSAGE]],
  ] as const) {
    await test.step(fault, async () => {
      await dismissToasts(page);
      const before = tap.count;
      tap.set(fault);
      await form.submit(page).click();
      await expect(page.getByText(anyOf(texts)).first()).toBeVisible();
      await expect(form.submit(page)).toBeEnabled();
      // The failure's toast does not cover the button for another try (a trial click checks
      // that the button itself would receive the click, scrolling it into view as needed).
      await form.submit(page).click({ trial: true, timeout: 3000 });
      expect(await snapshot(form.scope(page))).toEqual(typed);
      expect(tap.count - before, 'one request per submit, no retry of a mutation').toBe(1);
    });
  }

  await test.step('corrected and saved with a double click', async () => {
    await dismissToasts(page);
    const before = tap.count;
    tap.set(null);
    await form.submit(page).dblclick();
    await form.done(page);
    await page.waitForLoadState('networkidle');
    expect(tap.count - before, 'a double click sends one request').toBe(1);
  });
  watch.assertClean();
}
