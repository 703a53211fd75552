// The session guard sits once in front of the whole signed-in area: moving between signed-in
// routes neither checks the session again nor remounts the console (guard, layout, menu).
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUrl, disposeApps, renderApp } from '../../support/app.tsx';
import { signInAs } from '../../support/render.tsx';
import { recordRequests } from '../../support/record-requests.ts';

afterEach(disposeApps);

// Each screen's code loads on first use: allow slow renders on a shared machine.
configure({ asyncUtilTimeout: 5000 });

const CHECKING = { name: '認証状態を確認しています…' };

describe('the session guard, once for the signed-in area', () => {
  it('checks a stored session once and keeps the console mounted across routes', async () => {
    await signInAs('admin');
    const verifies = recordRequests('GET', /\/auth\/verify$/);
    const { user } = renderApp('/dashboard');
    expect(screen.getByRole('status', CHECKING)).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'メインメニュー' });
    const main = screen.getByRole('main');

    for (const [label, path] of [
      ['ライセンス管理', '/licenses'],
      ['ユーザー管理', '/users'],
      ['ダッシュボード', '/dashboard'],
    ] as const) {
      await user.click(within(nav).getByRole('link', { name: label }));
      await waitFor(() => expect(currentUrl()).toBe(path));
      expect(await screen.findByRole('heading', { level: 1, name: label })).toBeInTheDocument();
      expect(screen.queryByRole('status', CHECKING)).toBeNull();
      // The same menu and main area: nothing above the screen was mounted again.
      expect(screen.getByRole('navigation', { name: 'メインメニュー' })).toBe(nav);
      expect(screen.getByRole('main')).toBe(main);
    }
    expect(verifies).toHaveLength(1);
  });

  it('needs no check after signing in again, on any route', async () => {
    await signInAs('admin');
    const verifies = recordRequests('GET', /\/auth\/verify$/);
    const { user } = renderApp('/licenses');
    await screen.findByRole('navigation', { name: 'メインメニュー' });
    await user.click(screen.getByRole('button', { name: 'ログアウト' }));
    await waitFor(() => expect(currentUrl()).toBe('/login'));
    await user.type(await screen.findByLabelText('メールアドレス'), 'admin@example.com');
    await user.type(screen.getByLabelText('パスワード'), 'Admin123!');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
    const nav = await screen.findByRole('navigation', { name: 'メインメニュー' });
    await user.click(within(nav).getByRole('link', { name: 'デバイス管理' }));
    await waitFor(() => expect(currentUrl()).toBe('/devices'));
    expect(await screen.findByRole('heading', { level: 1, name: 'デバイス管理' })).toBeInTheDocument();
    // The stored session's check only: the login answer itself says who signed in.
    expect(verifies).toHaveLength(1);
  });
});
