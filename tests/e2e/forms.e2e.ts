// Forms: for every form of the console, a failed save (an injected 500, then a 403
// refusal with a Japanese message) shows the form's failure message, keeps every typed value
// and leaves the form usable; the corrected form then saves, and a double click on its submit
// button sends exactly one request. Mutations are never retried (one request per submit).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { endpoints, type EndpointId } from '../../src/api/catalog/endpoints.ts';
import { applications as appText } from '../../src/shared/messages/applications.ts';
import { auth as authText } from '../../src/shared/messages/auth.ts';
import { licenses } from '../../src/shared/messages/licensing/licenses.ts';
import { owner } from '../../src/shared/messages/owner.ts';
import { policyScreen } from '../../src/shared/messages/licensing/policies.ts';
import { myPage, selfService } from '../../src/shared/messages/self-service.ts';
import { users } from '../../src/shared/messages/users.ts';
import {
  answer,
  apiGet,
  apiLogin,
  INTERNAL_ERROR_TEXT,
  REFUSAL_MESSAGE,
  tapCall,
  useSession,
  watchErrors,
  type ApiSession,
} from './support/faults.ts';
import { chooseOption } from './support/dropdown.ts';
import { DEMO, resetMock, type Scenario } from './support/mock.ts';

interface FormCase {
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

/** Picks the first matching option of the PrimeReact Dropdown labelled `label`. */

const main = (p: Page) => p.locator('main');
const dialog = (p: Page) => p.getByRole('dialog').first();
const toast = (p: Page, text: string) => p.locator('.p-toast-detail, .p-toast-summary', { hasText: text }).first();
const noApplications = async (p: Page) => {
  await p.route(
    (u) => u.pathname === endpoints.listMyApplications.path,
    (route) => answer(route, 200, JSON.stringify({ applications: [] })),
  );
};

const FORMS: FormCase[] = [
  {
    title: 'login',
    role: null,
    path: () => '/login',
    call: 'login',
    fill: async (p) => {
      await p.getByLabel('メールアドレス').fill(DEMO.admin.email);
      await p.getByLabel('パスワード', { exact: true }).fill(DEMO.admin.password);
    },
    scope: main,
    submit: (p) => p.getByRole('button', { name: 'ログイン' }),
    failure: authText.loginFailed,
    // "server's message field, else 'ログインに失敗しました'" (docs/product.md §8): the login alert shows
    // whatever text the failed call carried, even a 5xx's.
    failure500Alternatives: [INTERNAL_ERROR_TEXT],
    done: async (p) => expect(p).toHaveURL(/\/dashboard$/),
  },
  {
    title: 'new licence (/licenses/create)',
    role: 'admin',
    path: () => '/licenses/create',
    call: 'createLicense',
    fill: async (p) => {
      await chooseOption(p, 'アプリケーション', /.+/);
      await chooseOption(p, 'ユーザー', /@/);
      await p.getByRole('radio', { name: 'サブスクリプション' }).check();
      await p.getByLabel('最大アクティベーション数').fill('3');
      await p.getByLabel('終了日').fill('2030/12/31');
    },
    scope: main,
    submit: (p) => p.getByRole('button', { name: '作成', exact: true }),
    failure: licenses.createFailed,
    done: async (p) => {
      await expect(p).toHaveURL(/\/licenses$/);
      await expect(toast(p, licenses.created)).toBeVisible();
    },
  },
  {
    title: 'user create (by email)',
    role: 'admin',
    path: () => '/users/create',
    call: 'createUser',
    fill: async (p) => {
      await p.getByLabel('メールアドレスで作成').check();
      await p.getByLabel('メールアドレス', { exact: true }).fill('forms.check@example.org');
      await p.getByLabel('パスワード', { exact: true }).fill('Member1!pass');
    },
    scope: main,
    submit: (p) => p.getByRole('button', { name: '作成', exact: true }),
    failure: users.createFailed,
    done: async (p) => {
      await expect(p).toHaveURL(/\/users$/);
      await expect(toast(p, users.created)).toBeVisible();
    },
  },
  {
    title: 'user edit',
    role: 'admin',
    path: async ({ session }) => {
      const list = await apiGet<{ users: { id: string }[] }>(session!, '/users?page=1&pageSize=10&role=USER');
      return `/users/${list.users[0]!.id}/edit`;
    },
    call: 'updateUser',
    fill: async (p) => p.getByLabel(users.usernameLabel).fill('フォーム確認ユーザー'),
    scope: main,
    submit: (p) => p.getByRole('button', { name: users.save, exact: true }),
    failure: users.updateFailed,
    done: async (p) => {
      await expect(p).toHaveURL(/\/users$/);
      await expect(toast(p, users.updated)).toBeVisible();
    },
  },
  {
    title: 'profile edit (my page)',
    role: 'user',
    path: () => '/mypage',
    call: 'updateProfile',
    open: async (p) => p.getByRole('button', { name: myPage.editProfile }).click(),
    fill: async (p) => {
      await dialog(p).getByLabel(myPage.familyName, { exact: true }).fill('確認');
      await dialog(p).getByLabel(myPage.givenName, { exact: true }).fill('花子');
    },
    scope: dialog,
    submit: (p) => dialog(p).getByRole('button', { name: '保存' }),
    failure: selfService.profileUpdateFailed,
    done: async (p) => {
      await expect(toast(p, selfService.profileUpdated)).toBeVisible();
      await expect(p.getByRole('region', { name: myPage.profileTitle }).getByText('確認 花子')).toBeVisible();
    },
  },
  {
    title: 'my application: first-time setup',
    role: 'admin',
    scenario: 'empty',
    path: () => '/my-application',
    call: 'createMyApplication',
    fill: async (p) => {
      await p.getByLabel(appText.nameLabel).fill('フォーム確認アプリ');
      await p.getByLabel(appText.descriptionLabel).fill('失敗しても入力が残ることを確かめるアプリです。');
      await p.getByLabel(appText.versionLabel).fill('1.2.3');
      await p.getByLabel(appText.billingApiKeyLabel, { exact: true }).fill('sl_live_formssetup123');
      await p.getByLabel(appText.billingSiteLabel).fill('forms-shop');
    },
    scope: main,
    submit: (p) => p.getByRole('button', { name: appText.setupButton }),
    failure: appText.setupFailed,
    done: async (p) => expect(p.getByText(appText.setupDone).first()).toBeVisible(),
  },
  {
    title: 'my application: edit',
    role: 'admin',
    path: () => '/my-application',
    call: 'updateMyApplication',
    open: async (p) => p.getByRole('button', { name: appText.editButton }).click(),
    fill: async (p) => {
      await p.getByLabel(appText.billingApiKeyLabel, { exact: true }).fill('sl_live_formsedit1234');
      await p.getByLabel(appText.billingSiteLabel).fill('forms-shop');
      await p.getByLabel(appText.descriptionLabel).fill('編集に失敗しても入力が残ります。');
    },
    scope: main,
    submit: (p) => p.getByRole('button', { name: appText.saveButton }),
    failure: appText.saveFailed,
    done: async (p) => expect(p.getByText(appText.saved).first()).toBeVisible(),
  },
  {
    title: 'create from product',
    role: 'admin',
    path: () => '/applications',
    call: 'createApplicationFromProduct',
    prepare: noApplications,
    open: async (p) => {
      await p.getByRole('button', { name: appText.createFromProductButton }).first().click();
      await p
        .getByRole('dialog')
        .getByRole('button', { name: /で作成$/ })
        .first()
        .click();
      await expect(p).toHaveURL(/\/applications\/create-from-product$/);
    },
    fill: async (p) => {
      await p.getByLabel(appText.nameLabel).fill('フォーム確認 App');
      await p.getByLabel(appText.versionLabel).fill('2.0.0');
    },
    scope: main,
    submit: (p) => p.getByRole('button', { name: '作成', exact: true }),
    failure: appText.createFailed,
    done: async (p) => expect(p.getByText(appText.created).first()).toBeVisible(),
  },
  {
    title: 'owner settings (billing link)',
    role: 'admin',
    path: () => '/owner-settings',
    call: 'updateMyOwner',
    fill: async (p) => {
      await p.getByLabel(owner.siteLabel).fill('forms-shop');
      await p.getByLabel(owner.apiKeyLabel).fill('sl_live_formsowner123');
    },
    scope: main,
    submit: (p) => p.getByRole('button', { name: owner.updateButton, exact: true }),
    failure: owner.saveFailed,
    done: async (p) => expect(p.getByText(owner.updated).first()).toBeVisible(),
  },
  {
    title: 'licence policy (ライセンスポリシー)',
    role: 'admin',
    path: () => '/license-policies',
    call: 'createLicensePolicy',
    open: async (p) => p.getByRole('button', { name: policyScreen.newPolicy }).click(),
    fill: async (p) => {
      await chooseOption(p, policyScreen.fieldApplication, /.+/);
      await p.getByRole('dialog').getByLabel(policyScreen.fieldName).fill('フォーム検証ポリシー');
      await p.getByRole('dialog').getByLabel(policyScreen.fieldMaxActivations).fill('３');
      await p
        .getByRole('dialog')
        .getByRole('checkbox', { name: /基本機能/ })
        .check();
    },
    scope: dialog,
    submit: (p) => p.getByRole('dialog').getByRole('button', { name: policyScreen.create, exact: true }),
    failure: policyScreen.createFailed,
    done: async (p) => expect(toast(p, policyScreen.created)).toBeVisible(),
  },
  {
    title: 'licence expiry editor',
    role: 'admin',
    path: () => '/licenses',
    call: 'updateLicense',
    open: async (p) => {
      await p
        .getByRole('table')
        .locator('tbody tr')
        .first()
        .getByRole('button', { name: /の詳細$/ })
        .click();
      await p
        .getByRole('dialog', { name: licenses.detailTitle })
        .getByRole('button', { name: licenses.editExpiry })
        .click();
    },
    fill: async (p) =>
      p.getByRole('dialog', { name: licenses.detailTitle }).getByLabel(licenses.expiryInput).fill('2031-03-15T10:30'),
    scope: (p) => p.getByRole('dialog', { name: licenses.detailTitle }),
    submit: (p) =>
      p.getByRole('dialog', { name: licenses.detailTitle }).getByRole('button', { name: licenses.saveExpiry }),
    failure: licenses.updateFailed,
    done: async (p) => {
      await expect(toast(p, licenses.updated)).toBeVisible();
      await expect(p.getByRole('dialog', { name: licenses.detailTitle })).toContainText('2031/03/15');
    },
  },
];

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

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const form of FORMS) {
  test(`form: ${form.title} keeps its values on a failed save and sends one request per double click`, async ({
    page,
  }) => {
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
        await expect(page.getByText(new RegExp(texts.map(escape).join('|'))).first()).toBeVisible();
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
  });
}

test('forms: the table covers the forms of the console', () => {
  console.log(`forms: ${FORMS.length} forms x (500, 403 refusal, double-click save) = ${FORMS.length * 3} checks`);
  expect(FORMS.map((f) => f.call).sort()).toEqual(
    [
      'login',
      'createLicense',
      'createUser',
      'updateUser',
      'updateProfile',
      'createMyApplication',
      'updateMyApplication',
      'createApplicationFromProduct',
      'updateMyOwner',
      'updateLicense',
      'createLicensePolicy',
    ].sort(),
  );
});
