// お知らせ in the whole console: the bell's count in its name, the panel and its items, read marks
// kept by the server, an item's link to the list filtered to it, the count following a revoke
// and an extension, the window chosen per user; on a server without the extension no bell and no error.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { currentUrl, disposeApps, renderApp } from '../../support/app.tsx';
import { signInAs } from '../../support/render.tsx';
import { configureMock } from '../../../src/mocks/settings.ts';

afterEach(disposeApps);
configure({ asyncUtilTimeout: 5000 });

const unreadNow = async () => (await callApi('getNotifications', { query: { staleAfterHours: 24 } })).unread;
const bellNamed = (count: number) => screen.findByRole('button', { name: `お知らせ ${count}件` });

async function openPanel(user: ReturnType<typeof renderApp>['user'], count: number) {
  await user.click(await bellNamed(count));
  const panel = await screen.findByRole('complementary', { name: 'お知らせ' });
  return { panel, list: await within(panel).findByRole('list', { name: 'お知らせの一覧' }) };
}

describe('the bell of お知らせ', () => {
  it('names the unread count, opens the panel newest first, and closes on Escape with the focus back on the bell', async () => {
    await signInAs('admin');
    const count = await unreadNow();
    expect(count).toBeGreaterThan(5);
    const { user } = renderApp('/dashboard');
    const { panel, list } = await openPanel(user, count);
    expect(within(panel).getByText(`未読 ${count}件／${count}件`)).toBeInTheDocument();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(count);
    const times = items.map((item) => item.querySelector('time')!.getAttribute('datetime')!);
    expect(times).toEqual([...times].sort().reverse());
    expect(within(list).getAllByText(/ライセンス .+ の有効期限が/).length).toBeGreaterThan(3);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'お知らせ' })).toBeNull());
    expect(await bellNamed(count)).toHaveFocus();
  });

  it('marks one item read, and all of them; the server keeps the marks across a reload', async () => {
    await signInAs('admin');
    const count = await unreadNow();
    const first = renderApp('/dashboard');
    const { list } = await openPanel(first.user, count);
    await first.user.click(within(list).getAllByRole('button', { name: /を既読にする$/ })[0]!);
    await bellNamed(count - 1);
    expect(await unreadNow()).toBe(count - 1);
    disposeApps();
    first.unmount();

    const again = renderApp('/dashboard');
    const { panel } = await openPanel(again.user, count - 1);
    await again.user.click(within(panel).getByRole('button', { name: 'すべて既読にする' }));
    await bellNamed(0);
    expect(within(panel).getByRole('button', { name: 'すべて既読にする' })).toBeDisabled();
    expect(await unreadNow()).toBe(0);
  });

  it('opens the licence list filtered to an item, marks it read and closes the panel', async () => {
    await signInAs('admin');
    const count = await unreadNow();
    const { user } = renderApp('/dashboard');
    const { list } = await openPanel(user, count);
    const link = within(list).getAllByRole('link', { name: /^一覧で見る（ライセンス .+ の有効期限が/ })[0]!;
    const key = /ライセンス (\S+) の/.exec(link.getAttribute('aria-label')!)![1]!;
    await user.click(link);
    await waitFor(() => expect(currentUrl()).toMatch(/^\/licenses\?/));
    expect(Object.fromEntries(new URL(currentUrl(), 'http://console').searchParams)).toEqual({
      expiry: 'within30',
      q: key,
    });
    expect(screen.queryByRole('complementary', { name: 'お知らせ' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'ライセンス管理' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `ライセンス ${key} を無効化` })).toBeInTheDocument();
    await bellNamed(count - 1);
  });

  it('counts one fewer once an expiring licence is revoked', async () => {
    await signInAs('admin');
    const count = await unreadNow();
    const { items } = await callApi('getNotifications', {});
    const key = items.find((i) => i.kind === 'licenseExpiring')!.license!.key;
    const { user } = renderApp(`/licenses?q=${encodeURIComponent(key)}`);
    await bellNamed(count);
    await user.click(await screen.findByRole('button', { name: `ライセンス ${key} を無効化` }));
    await bellNamed(count - 1);
  });

  it('counts one fewer once an expiring licence is extended a year in the licence detail, and the panel no longer lists it', async () => {
    await signInAs('admin');
    const count = await unreadNow();
    const { items } = await callApi('getNotifications', { query: { staleAfterHours: 24 } });
    const key = items.find((i) => i.kind === 'licenseExpiring')!.license!.key;
    const { user } = renderApp(`/licenses?q=${encodeURIComponent(key)}`);
    await bellNamed(count);
    await user.click(await screen.findByRole('button', { name: `ライセンス ${key} の詳細` }));
    const detail = await screen.findByRole('dialog', { name: 'ライセンス詳細' });
    await user.click(await within(detail).findByRole('button', { name: '延長' }));
    const extend = await screen.findByRole('dialog', { name: 'ライセンスの延長' });
    await user.click(within(extend).getByRole('radio', { name: '1年' }));
    await user.click(within(extend).getByRole('button', { name: '延長後の日付を確認' }));
    await user.click(await within(extend).findByRole('button', { name: '延長する' }));
    expect(await within(extend).findByText(/^有効期限を .+ まで延長しました$/)).toBeInTheDocument();
    await bellNamed(count - 1);
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const { list } = await openPanel(user, count - 1);
    expect(within(list).queryByText(new RegExp(`ライセンス ${key} の有効期限が`))).toBeNull();
  });

  it('keeps the expiry window the user chooses (7 days: fewer items)', async () => {
    await signInAs('admin');
    const count = await unreadNow();
    const { user } = renderApp('/dashboard');
    const { panel } = await openPanel(user, count);
    await user.click(within(panel).getByRole('button', { name: '7日以内' }));
    await callApi('getNotifications', {});
    const fewer = await unreadNow();
    expect(fewer).toBeLessThan(count);
    await bellNamed(fewer);
    expect(within(panel).getByRole('button', { name: '7日以内' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows an ordinary user their own licences expiring, linked to マイライセンス', async () => {
    await signInAs('user');
    const count = await unreadNow();
    expect(count).toBeGreaterThan(0);
    const { user } = renderApp('/mypage');
    const { list } = await openPanel(user, count);
    expect(within(list).getAllByRole('link', { name: /^一覧で見る（ライセンス .+ の有効期限が/ })[0]).toHaveAttribute(
      'href',
      '/my-licenses',
    );
  });

  it('is not there on a server without the extension, and nothing errors', async () => {
    configureMock({ profile: 'spec' });
    await signInAs('admin');
    const { runtime } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'ダッシュボード' });
    await screen.findByRole('button', { name: 'ログアウト' });
    // Not a pause: the bell goes once the console has learned the server has no お知らせ.
    await waitFor(() => expect(runtime.api.capabilities.state('notifications')).toBe('absent'));
    expect(screen.queryByRole('button', { name: /^お知らせ/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
