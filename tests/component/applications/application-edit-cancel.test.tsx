// 編集 of an application card, when the save hangs or the session ends: キャンセル aborts the save
// and keeps what was typed; what was typed outlives an idle expiry and is offered back on the
// same card's 編集 after signing in again.
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'wouter/use-browser-location';
import { SimulatedClock } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/app/app.tsx';
import { API_BASE_URL } from '../../../src/api/client/config.ts';
import { startAppRuntime, type AppRuntime } from '../../../src/app/runtime.ts';
import { readStoredUser } from '../../../src/api/client/stored-user.ts';
import { ApplicationListScreen } from '../../../src/screens/applications/application-list-screen.tsx';
import { SESSION_IDLE_TIMEOUT_MS, SESSION_WARNING_AFTER_MS } from '../../../src/shared/constants.ts';
import { cancelAfterSlowNotice, holdRequests } from '../../support/hold-requests.ts';
import { DEMO_ACCOUNTS, renderScreen, signInAs } from '../../support/render.tsx';

configure({ asyncUtilTimeout: 8000 });

const editDialog = () => screen.findByRole('dialog', { name: 'アプリケーションの編集' });
const firstEditButton = async () => (await screen.findAllByRole('button', { name: /を編集$/ }))[0]!;

describe('application 編集: a save that hangs', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says the server has not answered at 30 s; キャンセル aborts, keeps the input and says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const held = holdRequests('put', '*/applications/:id');
    const admin = await signInAs('admin');
    const { user } = renderScreen(<ApplicationListScreen />, { path: '/applications', user: admin });
    await user.click(await firstEditButton());
    const dialog = await editDialog();
    const name = within(dialog).getByLabelText('アプリケーション名');
    await user.clear(name);
    await user.type(name, '保存待ちのアプリ');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(held).toHaveLength(1));

    await cancelAfterSlowNotice(dialog, held, user);
    expect(within(dialog).getByLabelText('アプリケーション名')).toHaveValue('保存待ちのアプリ');
    expect(within(dialog).getByRole('button', { name: '保存' })).toBeEnabled();
  });
});

let runtime: AppRuntime | null = null;

describe('application 編集: a session expiry', () => {
  afterEach(() => {
    if (runtime) act(() => runtime!.dispose());
    runtime = null;
  });

  it('keeps what was typed; the same card’s 編集 offers it after signing in again, and restores it', async () => {
    const clock = new SimulatedClock();
    window.history.replaceState(null, '', '/login');
    runtime = startAppRuntime({ apiBaseUrl: API_BASE_URL, storedUser: readStoredUser(), sessionClock: clock });
    render(<App actors={runtime} api={runtime.api} queryClient={runtime.queryClient} />);
    const user = userEvent.setup();
    const signIn = async () => {
      await user.type(await screen.findByLabelText('メールアドレス'), DEMO_ACCOUNTS.admin.email);
      await user.type(screen.getByLabelText('パスワード'), DEMO_ACCOUNTS.admin.password);
      await user.click(screen.getByRole('button', { name: 'ログイン' }));
      await waitFor(() => expect(window.location.pathname).not.toBe('/login'));
      act(() => navigate('/applications'));
    };
    await signIn();
    const edit = await firstEditButton();
    const editName = edit.getAttribute('aria-label') ?? edit.textContent ?? '';
    await user.click(edit);
    const name = within(await editDialog()).getByLabelText('アプリケーション名');
    await user.clear(name);
    await user.type(name, '期限切れ前の入力');

    act(() => clock.increment(SESSION_WARNING_AFTER_MS));
    act(() => clock.increment(SESSION_IDLE_TIMEOUT_MS - SESSION_WARNING_AFTER_MS));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));

    await signIn();
    await user.click(await screen.findByRole('button', { name: editName }));
    const dialog = await editDialog();
    const notice = await within(dialog).findByRole('region', { name: '保存されていない入力内容' });
    expect(within(dialog).getByLabelText('アプリケーション名')).not.toHaveValue('期限切れ前の入力');
    await user.click(within(notice).getByRole('button', { name: '復元する' }));
    await waitFor(() => expect(within(dialog).getByLabelText('アプリケーション名')).toHaveValue('期限切れ前の入力'));
  });
});
