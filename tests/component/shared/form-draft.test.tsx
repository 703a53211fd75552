// No lost input (use-form-draft): what was typed in the new-licence form survives a session
// expiry (the idle timeout, or a 401 whose refresh fails) and is offered back after signing
// in again; a deliberate logout keeps nothing; password fields are never kept.
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'wouter/use-browser-location';
import { SimulatedClock } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../src/app/app.tsx';
import { API_BASE_URL } from '../../../src/api/client/config.ts';
import { startAppRuntime, type AppRuntime } from '../../../src/app/runtime.ts';
import { readStoredUser } from '../../../src/api/client/stored-user.ts';
import { callApi } from '../../support/api.ts';
import { tables } from '../../../src/mocks/db.ts';
import { endSessionsOf } from '../../../src/mocks/domain/auth.ts';
import { SESSION_IDLE_TIMEOUT_MS, SESSION_WARNING_AFTER_MS } from '../../../src/shared/constants.ts';
import { FORM_DRAFT_PREFIX } from '../../../src/screens/shared/form/form-drafts.ts';
import { DEMO_ACCOUNTS } from '../../support/render.tsx';
import { chooseOption, combobox } from '../../support/dropdown.ts';

configure({ asyncUtilTimeout: 8000 });

let runtime: AppRuntime | null = null;
afterEach(() => {
  if (runtime) act(() => runtime!.dispose());
  runtime = null;
});

function renderConsole(url: string, clock?: SimulatedClock) {
  window.history.replaceState(null, '', url);
  runtime = startAppRuntime({
    apiBaseUrl: API_BASE_URL,
    storedUser: readStoredUser(),
    ...(clock ? { sessionClock: clock } : {}),
  });
  render(<App actors={runtime} api={runtime.api} queryClient={runtime.queryClient} />);
  return userEvent.setup();
}

const currentPath = () => window.location.pathname;

async function signIn(user: ReturnType<typeof userEvent.setup>, who: keyof typeof DEMO_ACCOUNTS = 'admin') {
  await user.type(await screen.findByLabelText('メールアドレス'), DEMO_ACCOUNTS[who].email);
  await user.type(screen.getByLabelText('パスワード'), DEMO_ACCOUNTS[who].password);
  await user.click(screen.getByRole('button', { name: 'ログイン' }));
  await waitFor(() => expect(currentPath()).not.toBe('/login'));
}

function goto(url: string) {
  act(() => navigate(url));
}

/** Fills the new-licence form: application, 永続, max activations 7. */
async function fillLicenceForm(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 1, name: '新規ライセンス作成' });
  const { applications } = await callApi('listApplicationsForLicense', {});
  await chooseOption(user, 'アプリケーション', applications[0]!.name);
  await user.click(screen.getByRole('radio', { name: '永続' }));
  const max = screen.getByLabelText('最大アクティベーション数');
  await user.clear(max);
  await user.type(max, '7');
  await user.tab();
  return applications[0]!.name;
}

async function expectOfferedAndRestore(user: ReturnType<typeof userEvent.setup>, appName: string) {
  await screen.findByRole('heading', { level: 1, name: '新規ライセンス作成' });
  const notice = await screen.findByRole('region', { name: '保存されていない入力内容' });
  expect(notice).toHaveTextContent(
    /セッションが切れる前に入力した内容（\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} 時点）が保存されていません。復元しますか？/,
  );
  // Nothing is restored until asked.
  expect(screen.getByLabelText('最大アクティベーション数')).toHaveValue('1');
  await user.click(within(notice).getByRole('button', { name: '復元する' }));
  await waitFor(() => expect(screen.getByLabelText('最大アクティベーション数')).toHaveValue('7'));
  expect(screen.getByLabelText('アプリケーション')).toHaveValue(appName);
  expect(screen.getByRole('radio', { name: '永続' })).toBeChecked();
  expect(screen.queryByRole('region', { name: '保存されていない入力内容' })).toBeNull();
}

const storedDrafts = () =>
  Object.keys(sessionStorage)
    .filter((k) => k.startsWith(FORM_DRAFT_PREFIX))
    .map((k) => sessionStorage.getItem(k)!);

describe('No lost input: the new-licence form across a session expiry', () => {
  it('idle timeout: the typed values are offered back after signing in again, and restored', async () => {
    const clock = new SimulatedClock();
    const user = renderConsole('/login', clock);
    await signIn(user);
    goto('/licenses/create');
    const appName = await fillLicenceForm(user);

    act(() => clock.increment(SESSION_WARNING_AFTER_MS));
    act(() => clock.increment(SESSION_IDLE_TIMEOUT_MS - SESSION_WARNING_AFTER_MS));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    await screen.findByText('一定時間操作がなかったため、セッションが終了しました。再度ログインしてください。');
    expect(storedDrafts()).toHaveLength(1);

    await signIn(user);
    goto('/licenses/create');
    await expectOfferedAndRestore(user, appName);
  });

  it('a 401 whose refresh fails: back on the form after signing in, the values are offered and restored', async () => {
    const user = renderConsole('/login');
    await signIn(user);
    goto('/licenses/create');
    const appName = await fillLicenceForm(user);
    const { users } = await callApi('listUsers', {
      query: { role: 'USER', page: 1, pageSize: 100, sortField: 'email', sortOrder: 'asc' },
    });
    const holder = users[0]!.email;
    await chooseOption(user, 'ユーザー', new RegExp(holder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    // The server forgets the session: the create call is a 401 and the refresh is refused.
    endSessionsOf(tables.users.all().find((u) => u.email === DEMO_ACCOUNTS.admin.email)!.id);
    await user.click(screen.getByRole('button', { name: '作成' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    await screen.findByText('セッションの更新に失敗しました。再度ログインしてください。');

    await signIn(user);
    await waitFor(() => expect(currentPath()).toBe('/licenses/create'));
    await expectOfferedAndRestore(user, appName);
    // The chosen user came back too.
    expect(combobox('ユーザー')).toHaveValue(holder);
  });

  it('破棄する drops the draft: the form stays empty and nothing is offered again', async () => {
    const clock = new SimulatedClock();
    const user = renderConsole('/login', clock);
    await signIn(user);
    goto('/licenses/create');
    await fillLicenceForm(user);
    act(() => clock.increment(SESSION_WARNING_AFTER_MS));
    act(() => clock.increment(SESSION_IDLE_TIMEOUT_MS - SESSION_WARNING_AFTER_MS));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    await signIn(user);
    goto('/licenses/create');
    const notice = await screen.findByRole('region', { name: '保存されていない入力内容' });
    await user.click(within(notice).getByRole('button', { name: '破棄する' }));
    expect(screen.queryByRole('region', { name: '保存されていない入力内容' })).toBeNull();
    expect(screen.getByLabelText('最大アクティベーション数')).toHaveValue('1');
    goto('/licenses');
    goto('/licenses/create');
    await screen.findByRole('heading', { level: 1, name: '新規ライセンス作成' });
    expect(screen.queryByRole('region', { name: '保存されていない入力内容' })).toBeNull();
    expect(storedDrafts()).toEqual([]);
  });

  it('leaving the form while signed in keeps nothing', async () => {
    const user = renderConsole('/login');
    await signIn(user);
    goto('/licenses/create');
    await fillLicenceForm(user);
    await waitFor(() => expect(storedDrafts()).toHaveLength(1)); // written while typing
    goto('/licenses');
    expect(storedDrafts()).toEqual([]);
    goto('/licenses/create');
    await screen.findByRole('heading', { level: 1, name: '新規ライセンス作成' });
    expect(screen.queryByRole('region', { name: '保存されていない入力内容' })).toBeNull();
  });

  it('a deliberate logout leaves no input behind', async () => {
    const user = renderConsole('/login');
    await signIn(user);
    goto('/licenses/create');
    await fillLicenceForm(user);
    await waitFor(() => expect(storedDrafts()).toHaveLength(1));
    act(() => runtime!.logout());
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(storedDrafts()).toEqual([]);
    await signIn(user);
    goto('/licenses/create');
    await screen.findByRole('heading', { level: 1, name: '新規ライセンス作成' });
    expect(screen.queryByRole('region', { name: '保存されていない入力内容' })).toBeNull();
  });

  it('the new-user form keeps the e-mail across an expiry but never the password', async () => {
    const clock = new SimulatedClock();
    const user = renderConsole('/login', clock);
    await signIn(user);
    goto('/users/create');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('radio', { name: 'メールアドレスで作成' }));
    await user.type(screen.getByLabelText('メールアドレス'), 'keep-me@example.com');
    await user.type(screen.getByLabelText('パスワード'), 'Secret123!');
    act(() => clock.increment(SESSION_WARNING_AFTER_MS));
    act(() => clock.increment(SESSION_IDLE_TIMEOUT_MS - SESSION_WARNING_AFTER_MS));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    const stored = storedDrafts();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toContain('keep-me@example.com');
    expect(stored[0]).not.toContain('Secret123!');
    expect(stored[0]).not.toContain('password');

    await signIn(user);
    goto('/users/create');
    const notice = await screen.findByRole('region', { name: '保存されていない入力内容' });
    await user.click(within(notice).getByRole('button', { name: '復元する' }));
    await waitFor(() => expect(screen.getByLabelText('メールアドレス')).toHaveValue('keep-me@example.com'));
    expect(screen.getByLabelText('パスワード')).toHaveValue('');
  });
});
