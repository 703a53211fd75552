import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../src/mocks/hosts/node.ts';
import { MENU_PRESS_WAIT_MS } from '../../../src/shared/constants.ts';
import { common } from '../../../src/shared/messages/common.ts';
import { users } from '../../../src/shared/messages/users.ts';
import { currentUrl, disposeApps, renderApp } from '../../support/app.tsx';
import { signInAs } from '../../support/render.tsx';

afterEach(() => disposeApps());

/** The user list's first page held back until `release` (then the mock answers it, or `answer` does). */
function holdUserList() {
  let release!: (answer?: Response) => void;
  const held = new Promise<Response | undefined>((resolve) => (release = resolve));
  let calls = 0;
  server.use(
    http.get('*/users', async ({ request }) => {
      if (new URL(request.url).searchParams.get('page') !== '1' || ++calls > 1) return undefined;
      return held;
    }),
  );
  return { release, calls: () => calls };
}

/** Whether the list's loading rows were ever on screen, from now on. */
function watchLoadingRows() {
  const seen = { loading: false };
  const observer = new MutationObserver(() => {
    if (screen.queryByRole('status', { name: common.loading })) seen.loading = true;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return seen;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The admin on the dashboard, the user list's first page held back; its menu link and the menu. */
async function dashboardWithUserListHeld() {
  await signInAs('admin');
  renderApp('/dashboard');
  const nav = await screen.findByRole('navigation', { name: 'メインメニュー' });
  await screen.findByRole('heading', { name: 'ダッシュボード', level: 1 });
  const list = holdUserList();
  return { nav, list, link: within(nav).getByRole('link', { name: 'ユーザー管理' }) };
}

/** A press and its click a moment apart, as a tap or Playwright's click. */
function tap(link: HTMLElement) {
  fireEvent.pointerDown(link, { button: 0 });
  fireEvent.click(link);
}

async function rowsOf(name: string) {
  const table = await screen.findByRole('table', { name }, { timeout: 4000 });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
}

describe('a menu link pressed and clicked at once', () => {
  it('opens the list when its first page is there: the rows in one go, never the loading rows', async () => {
    const { list, link } = await dashboardWithUserListHeld();
    const loading = watchLoadingRows();
    fireEvent.pointerDown(link, { button: 0 });
    // The page arrives within the wait however busy the test run is: the wait's timer never fires.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(link);
    vi.useRealTimers();
    // The click waits for the press's read: the dashboard stays, the link says it is busy.
    expect(currentUrl()).toBe('/dashboard');
    expect(link).toHaveAttribute('aria-busy', 'true');
    list.release();
    await rowsOf('ユーザー管理');
    expect(currentUrl()).toBe('/users');
    expect(loading.loading).toBe(false);
    expect(link).not.toHaveAttribute('aria-busy');
    expect(list.calls()).toBe(1);
  });

  it('opens the list with its loading rows once the wait is over, for a server slower than that', async () => {
    const { list, link } = await dashboardWithUserListHeld();
    tap(link);
    await screen.findByRole('heading', { name: 'ユーザー管理', level: 1 });
    expect(currentUrl()).toBe('/users');
    expect(screen.getByRole('status', { name: common.loading })).toBeInTheDocument();
    list.release();
    await rowsOf('ユーザー管理');
    expect(list.calls()).toBe(1);
  });

  it('opens at the click after a press held past the wait', async () => {
    const { list, link } = await dashboardWithUserListHeld();
    fireEvent.pointerDown(link, { button: 0 });
    await wait(MENU_PRESS_WAIT_MS + 50);
    fireEvent.click(link);
    expect(currentUrl()).toBe('/users');
    list.release();
    await rowsOf('ユーザー管理');
  });

  it('opens the last link clicked when a click comes while another waits', async () => {
    const { nav, list, link } = await dashboardWithUserListHeld();
    tap(link);
    tap(within(nav).getByRole('link', { name: 'デバイス管理' }));
    await rowsOf('デバイス一覧');
    list.release();
    await wait(MENU_PRESS_WAIT_MS + 50);
    expect(currentUrl()).toBe('/devices');
  });

  it('gives the press’s read the page’s own retries when the visit has to take it still on its way', async () => {
    const { list, link } = await dashboardWithUserListHeld();
    tap(link);
    await screen.findByRole('heading', { name: 'ユーザー管理', level: 1 });
    // The visit now waits on the press's read, which the server then refuses once.
    list.release(HttpResponse.json({ error: 'unavailable' }, { status: 503 }));
    await rowsOf('ユーザー管理');
    expect(screen.queryByText(users.listFailed)).not.toBeInTheDocument();
  });
});
