// Faults: each screen's data call answered with a 5xx, a dropped connection, an unreadable body, a
// 403 or a held answer shows its message (docs/product.md §8) and a retry that works; the request
// count proves the retry policy (§9), on a fast-forwarded clock. The table: support/fault-screens.ts.
import { readFileSync } from 'node:fs';
import { expect, test } from './support/test.ts';
import { endpoints } from '../../src/api/catalog/endpoints.ts';
import { common } from '../../src/shared/messages/common.ts';
import {
  anyOf,
  apiGet,
  apiLogin,
  expectedAttempts,
  FAULT_CLASSES,
  FAULTS,
  REFUSAL_MESSAGE,
  SCHEMA_BREAKING_BODY,
  tapCall,
  useSession,
  watchErrors,
  type ApiSession,
  type Fault,
} from './support/faults.ts';
import { SCREENS, skeleton } from './support/fault-screens.ts';
import { resetMock } from './support/mock.ts';

let editUserId = '';

const sessions: Partial<Record<'admin' | 'user', ApiSession>> = {};

test.beforeAll(async () => {
  await resetMock('demo');
  sessions.admin = await apiLogin('admin');
  sessions.user = await apiLogin('user');
  const list = await apiGet<{ users: { id: string; email: string }[] }>(
    sessions.admin,
    '/users?page=1&pageSize=10&role=USER',
  );
  editUserId = list.users[0]!.id;
});

for (const screen of SCREENS) {
  test(`faults on ${screen.title}: ${endpoints[screen.call].method} ${endpoints[screen.call].path}`, async ({
    page,
  }) => {
    // The injected body really is one the call's schema refuses.
    expect(endpoints[screen.call].response.safeParse(SCHEMA_BREAKING_BODY).success).toBe(false);
    const watch = watchErrors(page);
    await page.clock.install();
    await useSession(page, sessions[screen.role]!);
    await screen.prepare?.(page);
    const tap = await tapCall(page, screen.call, screen.only);
    const path = screen.path.replace(':id', editUserId);
    const heading = page.getByRole('heading', { level: 1 });
    const menu = page.getByRole('navigation', { name: 'メインメニュー' }).first();

    const open = async (fault: Fault | null) => {
      tap.reset();
      tap.set(fault);
      await page.goto(path);
      await expect(menu).toBeVisible();
      await screen.open?.(page);
    };

    for (const fault of screen.everyFault ? FAULTS : FAULT_CLASSES) {
      await test.step(fault, async () => {
        await open(fault);
        if (fault === 'slow') {
          // Held for 10 s of page time: the loading state stays, no error, then the data.
          await expect(screen.loading?.(page) ?? skeleton(page)).toBeVisible();
          await page.clock.fastForward(10_000);
          await expect(screen.loading?.(page) ?? skeleton(page)).toBeVisible();
          await expect(page.getByRole('alert').filter({ hasText: screen.message })).toHaveCount(0);
          tap.set(null);
          tap.release();
          await expect(screen.ready(page)).toBeVisible();
          expect(tap.count).toBe(1);
          return;
        }
        const texts = fault === 'http4xx' ? [screen.message, REFUSAL_MESSAGE] : [screen.message];
        const alert = page
          .getByRole('alert')
          .filter({ hasText: anyOf(texts) })
          .first();
        // Advance the page clock until the retries are spent (1 s, 2 s, 4 s of backoff). A step as
        // long as the longest backoff fires each retry as soon as its request has been answered.
        await expect
          .poll(
            async () => {
              if (await alert.isVisible()) return true;
              await page.clock.fastForward(4000);
              return false;
            },
            { timeout: 20_000, intervals: [50] },
          )
          .toBe(true);
        await page.clock.fastForward(15_000);
        expect(tap.count, `requests for ${fault}`).toBe(expectedAttempts(fault));
        await expect(heading).toBeVisible();
        await expect(alert).toBeVisible();
        // The fault is lifted: the retry button loads the data with one request.
        tap.set(null);
        const before = tap.count;
        await alert.getByRole('button', { name: common.retry }).click();
        await expect(screen.ready(page)).toBeVisible();
        await expect(page.getByRole('alert').filter({ hasText: anyOf(texts) })).toHaveCount(0);
        expect(tap.count - before).toBe(1);
      });
    }
    watch.assertClean();
  });
}

test('the fault table covers every protected route of the shell', () => {
  const visited = new Set(SCREENS.map((s) => s.path));
  // The route table itself: a new protected route without a row here fails this test.
  const source = readFileSync(new URL('../../src/screens/shell/route-table.ts', import.meta.url), 'utf8');
  // Its signed-in screens (a `screen(path, …)` call each); /login and the redirects have no data call.
  const routes = [...source.matchAll(/\bscreen\(\s*'([^']+)',/g)].map((m) => m[1]!);
  expect(routes.length).toBeGreaterThan(10);
  // /applications/create-from-product has no data call of its own (its product comes through navigation state);
  // The imports call nothing until a file is chosen (their calls: tests/component/bulk-import/).
  const withoutDataCalls = new Set(['/applications/create-from-product', '/licenses/import', '/users/import']);
  for (const route of routes.filter((r) => !withoutDataCalls.has(r))) expect(visited.has(route), route).toBe(true);
  const screens = new Set(SCREENS.map((s) => `${s.role} ${s.path}`)).size;
  const cases = SCREENS.reduce((n, s) => n + (s.everyFault ? FAULTS : FAULT_CLASSES).length, 0);
  // Every kind of fault on every call; every fault on some.
  expect(new Set(FAULT_CLASSES.map(expectedAttempts))).toEqual(new Set(FAULTS.map(expectedAttempts)));
  expect(SCREENS.filter((s) => s.everyFault).length).toBeGreaterThanOrEqual(4);
  console.log(
    `faults: ${SCREENS.length} data calls on ${screens} screens (by role); ${FAULT_CLASSES.length} kinds each, all ${FAULTS.length} faults on ${SCREENS.filter((s) => s.everyFault).length} = ${cases} cases, + 4 session-check faults`,
  );
});
