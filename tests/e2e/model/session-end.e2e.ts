// The session end's expected paths (tests/model/machines/session-end.expected.ts) in Chromium on
// the built console against the HTTP mock: sign-in through the form (or, for a tab that missed a
// sign-out, another user's tokens stored and /login opened, which checks the session), ログアウト
// from the top bar, the idle expiry on the page clock, a refresh the mock refuses (tokens it does
// not know, then /login checks the session), another tab's broadcast. Checks read the page only:
// the menu of whoever is signed in, /login, and the drafts left in sessionStorage.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectation } from '../../model/machines/session-end.expected.ts';
import { MODEL_ADMIN, MODEL_USER } from '../../model/machines/session-end.fixtures.ts';
import type { ModelStep } from '../../model/support/coverage.ts';
import type { PathDriver } from '../../model/support/driver.ts';
import { expectedOf } from '../../model/support/expected-plan.ts';
import { DEMO, MOCK_URL, resetMock } from '../support/mock.ts';
import { menu, navigate, runFor } from './support.ts';

const ACCOUNT = { [MODEL_ADMIN]: 'admin', [MODEL_USER]: 'user' } as const;
type ModelId = keyof typeof ACCOUNT;

const run = runFor(expectation);
if (run) {
  test.describe(`session end expectation in Chromium (${run.paths.length} ${run.plan.strategy} paths)`, () => {
    test.afterAll(() => run.finish());
    for (const { path } of run.paths) {
      test(path.description, async ({ page }) => {
        test.setTimeout(120_000);
        await resetMock('demo');
        await run.drive(path, await sessionEndDriver(page));
      });
    }
  });
}

const draftOwners = (page: Page) =>
  page.evaluate(() =>
    Object.keys(sessionStorage)
      .filter((key) => key.startsWith('form-draft:'))
      .map((key) => key.split(':')[2]),
  );

async function sessionEndDriver(page: Page): Promise<PathDriver> {
  await page.clock.install();
  await page.goto('/login');
  const ids = new Map<string, string>();
  const signedIn = () => menu(page).isVisible();

  async function signIn(modelId: ModelId): Promise<void> {
    const account = DEMO[ACCOUNT[modelId]];
    if (await signedIn()) {
      // A tab that missed the sign-out: the next user's tokens are stored, the page checks them.
      const answer = await fetch(`${MOCK_URL}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(account),
      });
      const res = (await answer.json()) as {
        access_token: string;
        refresh_token: string;
        id_token: string;
        user: unknown;
      };
      await page.evaluate((r) => {
        localStorage.setItem('accessToken', r.access_token);
        localStorage.setItem('refreshToken', r.refresh_token);
        localStorage.setItem('idToken', r.id_token);
        localStorage.setItem('user', JSON.stringify(r.user));
      }, res);
      await navigate(page, '/login');
    } else {
      if (new URL(page.url()).pathname !== '/login') await navigate(page, '/login');
      await page.getByLabel('メールアドレス').fill(account.email);
      await page.getByLabel('パスワード', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'ログイン' }).click();
    }
    const isAdmin = modelId === MODEL_ADMIN;
    await expect(menu(page).getByRole('link', { name: isAdmin ? 'ユーザー管理' : 'マイページ' })).toBeVisible();
    const id = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { id: string }).id);
    ids.set(modelId, id);
    // A form of theirs kept its input (what use-form-draft writes).
    await page.evaluate(
      (key) =>
        sessionStorage.setItem(key, JSON.stringify({ values: { note: '入力中' }, savedAt: new Date().toISOString() })),
      `form-draft:v1:${id}:model-form`,
    );
  }

  return {
    async perform(step: ModelStep) {
      const event = step.event as { type: string; userId?: ModelId; cause?: string };
      switch (event.type) {
        case 'sessionEnd.signedIn':
          return signIn(event.userId!);
        case 'sessionEnd.logout':
          return page.getByRole('button', { name: 'ログアウト' }).click();
        case 'sessionEnd.expired':
          if (event.cause === 'idle') return page.clock.fastForward('31:00');
          // Tokens the mock does not know: the session check's refresh is refused.
          await page.evaluate(() => {
            localStorage.setItem('accessToken', 'expired');
            localStorage.setItem('refreshToken', 'revoked');
          });
          return navigate(page, '/login');
        case 'sessionEnd.remoteLogout':
          return page.evaluate(() => {
            const otherTab = new BroadcastChannel('license-console-session');
            otherTab.postMessage({ type: 'logout' });
            otherTab.close();
          });
        default:
          throw new Error(`no driver for ${event.type}`);
      }
    },
    async check(step: ModelStep) {
      const { state } = expectedOf(step);
      const facts = state.facts as { userId: ModelId | null; draftsKeptFor: ModelId | null };
      if (facts.userId === null) {
        await expect(page).toHaveURL(/\/login(\?|$)/);
        await expect(page.getByRole('button', { name: 'ログイン' })).toBeVisible();
        await expect(menu(page)).toHaveCount(0);
      } else {
        const isAdmin = facts.userId === MODEL_ADMIN;
        await expect(menu(page).getByRole('link', { name: isAdmin ? 'ユーザー管理' : 'マイページ' })).toBeVisible();
        await expect(menu(page).getByRole('link', { name: isAdmin ? 'マイページ' : 'ユーザー管理' })).toHaveCount(0);
      }
      // Drafts: only the user's whose session expired, or the signed-in user's own.
      const allowed = [facts.draftsKeptFor, facts.userId].flatMap((m) => (m && ids.has(m) ? [ids.get(m)] : []));
      await expect.poll(async () => (await draftOwners(page)).filter((owner) => !allowed.includes(owner))).toEqual([]);
      if (facts.draftsKeptFor) expect(await draftOwners(page)).toContain(ids.get(facts.draftsKeptFor));
    },
  };
}
