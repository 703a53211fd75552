import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, tokenStorage } from '../../../src/api/client/token-storage.ts';
import { configureMock } from '../../../src/mocks/settings.ts';
import { currentUrl, disposeApps, renderApp } from '../../support/app.tsx';
import { signInAs } from '../../support/render.tsx';

afterEach(disposeApps);

async function fillLogin(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText('メールアドレス'), email);
  await user.type(screen.getByLabelText('パスワード'), password);
  await user.click(screen.getByRole('button', { name: 'ログイン' }));
}

const ADMIN_MENU = [
  'ダッシュボード',
  'ライセンス管理',
  'ライセンスポリシー',
  'ユーザー管理',
  'マイアプリケーション',
  'オーナー設定',
  'デバイス管理',
  '操作履歴',
  '利用状況レポート',
];
const PERSONAL_MENU = ['ダッシュボード', 'マイページ', 'マイライセンス', 'マイデバイス'];

/** The menu's items, once the console (a lazily loaded chunk) has rendered it. */
async function menuLabels(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'メインメニュー' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent ?? '');
}

describe('login screen', () => {
  it('is titled, autofocuses the email field and requires both fields', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'ライセンス認証サーバー' })).toBeInTheDocument();
    const email = screen.getByLabelText('メールアドレス');
    expect(email).toHaveFocus();
    expect(email).toBeRequired();
    expect(screen.getByLabelText('パスワード')).toBeRequired();
    expect(screen.getByRole('button', { name: 'ユーザーメニュー' })).toBeInTheDocument();
  });

  it('signs an admin in, lands on /dashboard with the admin menu, and stores the four keys', async () => {
    const { user } = renderApp('/login');
    await fillLogin(user, 'admin@example.com', 'Admin123!');
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
    // ライセンスポリシー and 操作履歴 join the menu once the server is known to have them (its capabilities document).
    await waitFor(async () => expect(await menuLabels()).toEqual(ADMIN_MENU));
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).not.toBeNull();
    expect(JSON.parse(localStorage.getItem('user')!).role).toBe('admin');
  });

  it('gives a general user the personal menu', async () => {
    const { user } = renderApp('/login');
    await fillLogin(user, 'user@example.com', 'User123!');
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
    expect(await menuLabels()).toEqual(PERSONAL_MENU);
  });

  it("shows the server's message above the fields on a wrong password and keeps what was typed", async () => {
    const { user } = renderApp('/login');
    await fillLogin(user, 'admin@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('メールアドレスまたはパスワードが正しくありません');
    expect(currentUrl()).toBe('/login');
    expect(screen.getByLabelText('メールアドレス')).toHaveValue('admin@example.com');
  });

  it('redirects an authenticated visitor of /login to /dashboard', async () => {
    await signInAs('admin');
    renderApp('/login');
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
  });
});

describe('route guard and redirects', () => {
  it('sends a signed-out visitor of a deep link to /login and back to the origin after login', async () => {
    const { user } = renderApp('/users?page=2');
    await waitFor(() => expect(currentUrl()).toBe('/login?redirect=%2Fusers%3Fpage%3D2'));
    await fillLogin(user, 'admin@example.com', 'Admin123!');
    await waitFor(() => expect(currentUrl()).toBe('/users?page=2'));
  });

  it('never follows a redirect to another site', async () => {
    const { user } = renderApp('/login?redirect=%2F%2Fevil.example.com');
    await fillLogin(user, 'admin@example.com', 'Admin123!');
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
  });

  it('verifies a stored session with a spinner, then shows the screen', async () => {
    await signInAs('user');
    renderApp('/mypage');
    expect(screen.getByRole('status', { name: '認証状態を確認しています…' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'メインメニュー' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/mypage');
  });

  it('drops an invalid stored session and goes to /login', async () => {
    localStorage.setItem('accessToken', 'forged');
    localStorage.setItem('refreshToken', 'forged');
    localStorage.setItem('user', JSON.stringify({ id: 'x', email: 'a@b.jp', username: 'a', role: 'ADMIN' }));
    renderApp('/licenses');
    await waitFor(() => expect(currentUrl()).toMatch(/^\/login/));
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('sends / to /login when signed out and to /dashboard when signed in', async () => {
    renderApp('/');
    await waitFor(() => expect(currentUrl()).toBe('/login'));
    disposeApps();
    await signInAs('admin');
    renderApp('/');
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
  });

  it('redirects /applications/{id} to /applications', async () => {
    await signInAs('admin');
    renderApp('/applications/some-id');
    await waitFor(() => expect(currentUrl()).toBe('/applications'));
  });

  it('shows a Japanese not-found page inside the layout for an unknown path', async () => {
    await signInAs('admin');
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'ページが見つかりません' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'メインメニュー' })).toBeInTheDocument();
  });
});

describe('layout and logout', () => {
  it('highlights the current menu item', async () => {
    await signInAs('admin');
    renderApp('/devices');
    const nav = await screen.findByRole('navigation', { name: 'メインメニュー' });
    expect(within(nav).getByRole('link', { name: 'デバイス管理' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'ライセンス管理' })).not.toHaveAttribute('aria-current');
  });

  it('logout clears the four storage keys and returns to /login, replacing the history entry', async () => {
    await signInAs('admin');
    const { user } = renderApp('/licenses');
    await screen.findByRole('navigation', { name: 'メインメニュー' });
    const before = window.history.length;
    await user.click(screen.getByRole('button', { name: 'ログアウト' }));
    await waitFor(() => expect(currentUrl()).toBe('/login'));
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(window.history.length).toBe(before);
    // Verify is skipped while logging out: the login page stays.
    expect(await screen.findByLabelText('メールアドレス')).toBeInTheDocument();
  });

  it('refreshes an expired access token without the user noticing', async () => {
    configureMock({ accessTokenTtlMs: 1000 });
    await signInAs('admin');
    const stale = tokenStorage.getAccessToken();
    await new Promise((r) => setTimeout(r, 1100));
    renderApp('/dashboard');
    expect(await screen.findByRole('navigation', { name: 'メインメニュー' })).toBeInTheDocument();
    await waitFor(() => expect(tokenStorage.getAccessToken()).not.toBe(stale));
    expect(currentUrl()).toBe('/dashboard');
  });
});
