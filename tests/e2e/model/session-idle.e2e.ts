// The idle deadline's expected paths (tests/model/machines/session-idle.expected.ts) in Chromium
// on the built console against the HTTP mock, on Playwright's page clock, paused once signed in
// so that the times of the expectation are exact: a timer fires when the clock runs to it
// (`runFor`), a sleeping computer is the clock set on with no timer running (`setSystemTime`) and
// the page shown again; another tab speaks on the console's BroadcastChannel and shared record.
// Signing in runs on the flowing clock (the console loads its code behind timers), so a key press
// right after it marks the start of the idle time exactly.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import {
  expectation,
  MINUTE,
  sessionTimes,
  type SessionModelTimes,
} from '../../model/machines/session-idle.expected.ts';
import type { ModelStep } from '../../model/support/coverage.ts';
import type { PathDriver } from '../../model/support/driver.ts';
import { expectedOf } from '../../model/support/expected-plan.ts';
import { auth as m } from '../../../src/shared/messages/auth.ts';
import { DEMO, resetMock } from '../support/mock.ts';
import { menu, navigate, runFor } from './support.ts';

const START = Date.parse('2026-11-27T09:00:00+09:00');

const run = runFor(expectation);
if (run) {
  test.describe(`idle deadline expectation in Chromium (${run.paths.length} ${run.plan.strategy} paths)`, () => {
    test.afterAll(() => run.finish());
    for (const { path } of run.paths) {
      test(path.description, async ({ page }) => {
        test.setTimeout(120_000);
        await resetMock('demo', { accessTokenTtlMs: 24 * 60 * MINUTE });
        await run.drive(path, await sessionDriver(page));
      });
    }
  });
}

async function sessionDriver(page: Page): Promise<PathDriver> {
  await page.clock.install({ time: START });
  await page.goto('/login');
  /** The page's time while paused, and the last activity the console counts from (null: no session). */
  let wall = START;
  let last: number | null = null;
  let paused = false;
  const pause = async () => {
    // A second ahead of the running clock; on a loaded machine the clock can pass it before the
    // pause lands ("cannot fast-forward to the past"), so read it again and retry.
    for (let attempt = 1; ; attempt += 1) {
      wall = (await page.evaluate(() => Date.now())) + 1000;
      try {
        await page.clock.pauseAt(wall);
        break;
      } catch (error) {
        if (attempt >= 3 || !String(error).includes('fast-forward to the past')) throw error;
      }
    }
    paused = true;
  };
  const setWall = async (t: number) => {
    if (t > wall) await page.clock.setSystemTime(t);
    wall = Math.max(wall, t);
  };
  const runTo = async (t: number) => {
    await page.clock.runFor(t - wall);
    wall = t;
  };
  const wake = () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const signedIn = () => menu(page).isVisible();

  async function signIn(): Promise<void> {
    if (paused) await page.clock.resume();
    paused = false;
    if (await signedIn()) {
      // Opening the login page checks the session again, which starts the idle time anew.
      await navigate(page, '/login');
    } else {
      if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login');
      await page.getByLabel('メールアドレス').fill(DEMO.admin.email);
      await page.getByLabel('パスワード', { exact: true }).fill(DEMO.admin.password);
      await page.getByRole('button', { name: 'ログイン' }).click();
    }
    await expect(menu(page)).toBeVisible();
    await pause();
    await page.keyboard.press('Shift');
    last = wall;
  }

  return {
    async perform(step: ModelStep) {
      const event = step.event as ModelStep['event'] & SessionModelTimes;
      const times = () => sessionTimes(event, last, wall);
      switch (event.type) {
        case 'session.start':
          return signIn();
        case 'session.stop':
          await page.getByRole('button', { name: 'ログアウト' }).click();
          last = null;
          return;
        case 'session.activity': {
          // A key press a moment after the last one (the console takes one per second at once).
          const { at } = event.idle === undefined ? { at: wall + 1500 } : times();
          await (event.idle === undefined ? runTo(at) : setWall(at));
          await page.keyboard.press('Shift');
          if (!(step.expected?.state.value === 'expired')) last = at;
          return;
        }
        case 'session.remoteActivity': {
          const { at } = times();
          await setWall(at);
          await page.evaluate((a) => {
            const otherTab = new BroadcastChannel('license-console-session');
            otherTab.postMessage({ type: 'activity', at: a });
            otherTab.close();
          }, at);
          last = at;
          return;
        }
        case 'session.check': {
          const { at, lastActivityAt } = times();
          if (lastActivityAt !== undefined)
            await page.evaluate((a) => localStorage.setItem('lastActivityAt', String(a)), lastActivityAt);
          await setWall(at);
          await wake();
          if (lastActivityAt !== undefined) last = lastActivityAt;
          return;
        }
        case 'session.dismiss':
          return page.getByRole('button', { name: '閉じる' }).click();
        default: {
          // A timer: the clock runs to when the expectation says it is due, the last second in
          // small steps (a timer set just after the page clock jumped fires up to a second late).
          const { at } = times();
          await runTo(at - 1000);
          for (let i = 0; i < 8; i += 1) await runTo(wall + 250);
          return;
        }
      }
    },
    async check(step: ModelStep) {
      const facts = expectedOf(step).state.facts as { warning: boolean; expired: boolean; minutesLeft?: number };
      const warning = page.getByText(/でセッションが終了します/);
      if (facts.warning) await expect(warning).toHaveText(m.sessionWarning(facts.minutesLeft!));
      else await expect(warning).toHaveCount(0);
      if (facts.expired) {
        await expect(page.getByText(m.sessionExpired)).toBeVisible();
        // The session ended: signed out, on the login page.
        await expect(page).toHaveURL(/\/login/);
        expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
      } else await expect(page.getByText(m.sessionExpired)).toHaveCount(0);
    },
  };
}
