// Product flows through the whole console (real actors, routes and mock): the top bar
// follows a saved profile name, a refused /licenses/create shows one refusal, every screen names
// the browser tab, and a search without a match says so instead of "there are none".
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { disposeApps, renderApp } from '../../support/app.tsx';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { signInAs } from '../../support/render.tsx';

afterEach(() => disposeApps());

describe('product flows', () => {
  it('shows the new name in the top bar as soon as the profile is saved', async () => {
    await signInAs('user');
    const { user } = renderApp('/mypage');
    const signedInAs = await screen.findByLabelText('ログイン中のユーザー');
    const before = signedInAs.textContent;
    await user.click(await screen.findByRole('button', { name: 'プロフィールを編集' }));
    const dialog = await screen.findByRole('dialog', { name: 'プロフィールの編集' });
    await user.clear(within(dialog).getByLabelText('姓'));
    await user.type(within(dialog).getByLabelText('姓'), '改名');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByLabelText('ログイン中のユーザー')).toHaveTextContent(/^改名/));
    expect(screen.getByLabelText('ログイン中のユーザー').textContent).not.toBe(before);
  });

  it('shows an ordinary user on /licenses/create one refusal, not a form with an error under every field', async () => {
    await signInAs('user');
    renderApp('/licenses/create');
    // The screen's heading is drawn again once the refusal arrives: look for it after that.
    await waitFor(() => expect(screen.getAllByRole('button', { name: '再試行' })).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1, name: '新規ライセンス作成' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'ライセンスを作成' })).toBeNull();
  });

  it('names the browser tab after the screen, and a search without a match says so', async () => {
    await signInAs('admin');
    renderApp('/licenses?q=no-such-licence-zzz');
    await waitFor(() => expect(document.title).toBe('ライセンス管理 | ライセンス認証サーバー'));
    expect(await screen.findByText('条件に一致するライセンスはありません')).toBeInTheDocument();
    expect(screen.queryByText('ライセンスがありません')).toBeNull();
  });

  it('first run without an owner: the empty state says to link it first, 商品から作成 leads to オーナー設定 with the message of the contract above the form, no error toast', async () => {
    resetDatabase('empty');
    await signInAs('admin');
    const { user } = renderApp('/applications');
    expect(
      await screen.findByText(
        '商品から作成するには、先にオーナー設定でサブスクライトとの連携（APIキー）を設定してください。',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '商品から作成' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'オーナー設定' })).toBeInTheDocument();
    expect(
      await screen.findByText('オーナー設定が必要です。まず設定ページでサブスクライトAPIキーを設定してください。'),
    ).toBeInTheDocument();
    expect(screen.queryByText('エラー')).toBeNull();
  });
});
