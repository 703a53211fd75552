import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { myApplicationsResponseSchema, type Application } from '../../../src/api/schemas/application.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { ApplicationListScreen } from '../../../src/screens/applications/application-list-screen.tsx';
import { renderScreen, signInAs } from '../../support/render.tsx';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => window.history.replaceState(null, ''));

async function renderList(scenario: 'demo' | 'empty' = 'demo', options: { withOwner?: boolean } = {}) {
  if (scenario !== 'demo') resetDatabase(scenario);
  const admin = await signInAs('admin');
  if (options.withOwner)
    await callApi('createMyOwner', { body: { subsclight_api_key: 'sl_test_0123456789', subsclight_site: 'new-shop' } });
  return renderScreen(<ApplicationListScreen />, { path: '/applications', user: admin });
}

const APP: Application = {
  application_id: 'app-min',
  name: '最小アプリ',
  description: '説明だけのアプリ',
  version: null,
  api_key: 'internal-key-0123456789',
  subsclight_api_key: null,
  subsclight_site: null,
  status: 'inactive',
  product_setting_name: null,
  created_at: null,
  updated_at: null,
};

const cards = () => within(screen.getByRole('list', { name: 'マイアプリケーション' })).getAllByRole('listitem');

describe('Application list', () => {
  it('shows a card per application with name, status chip, description, version, created date and product setting', async () => {
    await renderList();
    await screen.findByRole('list', { name: 'マイアプリケーション' });
    // The mock answers in the contract's form: read it so.
    const { applications } = myApplicationsResponseSchema.parse(await callApi('listMyApplications', {}));
    expect(cards()).toHaveLength(applications.length);
    const suspended = applications.find((a) => a.status === 'suspended')!;
    const card = cards().find((c) => within(c).queryByRole('heading', { name: suspended.name }))!;
    expect(within(card).getByText('停止中')).toBeInTheDocument();
    expect(within(card).getByText(suspended.description)).toBeInTheDocument();
    expect(within(card).getByText(suspended.version!)).toBeInTheDocument();
    expect(within(card).getByText(/^\d{4}\/\d{2}\/\d{2}$/)).toBeInTheDocument();
    expect(within(card).getByText(suspended.product_setting_name!)).toBeInTheDocument();
    expect(screen.getAllByText('アクティブ').length).toBeGreaterThan(0);
  });

  it("shows '未設定' for a missing version or product setting, '不明' for a missing date, and 非アクティブ", async () => {
    server.use(http.get('*/api/my-applications', () => HttpResponse.json({ applications: [APP] })));
    await renderList();
    const [card] = await waitFor(() => cards());
    expect(within(card!).getByText('非アクティブ')).toBeInTheDocument();
    expect(within(card!).getAllByText('未設定')).toHaveLength(2);
    expect(within(card!).getByText('不明')).toBeInTheDocument();
  });

  it('the manage button goes to /applications/{application_id}', async () => {
    server.use(http.get('*/api/my-applications', () => HttpResponse.json({ applications: [APP] })));
    const { user, location } = await renderList();
    await user.click(await screen.findByRole('button', { name: '最小アプリを管理' }));
    expect(location.history?.at(-1)).toBe('/applications/app-min');
  });

  it("a failed load says 'アプリケーション一覧の読み込みに失敗しました' with a working retry", async () => {
    let fail = true;
    server.use(
      http.get('*/api/my-applications', () =>
        fail ? HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await renderList();
    expect(await screen.findByText('アプリケーション一覧の読み込みに失敗しました')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByRole('list', { name: 'マイアプリケーション' })).toBeInTheDocument();
  });

  it('shows the message and the new id that came back in navigation state', async () => {
    window.history.replaceState({ message: 'アプリケーションが正常に作成されました！', applicationId: 'app-123' }, '');
    await renderList();
    expect(await screen.findByText('アプリケーションが正常に作成されました！')).toBeInTheDocument();
    expect(screen.getByText('作成されたアプリケーションID: app-123')).toBeInTheDocument();
  });

  it('ignores navigation state that is not a creation result', async () => {
    window.history.replaceState({ something: 'else' }, '');
    await renderList();
    await screen.findByRole('list', { name: 'マイアプリケーション' });
    expect(screen.queryByText(/作成されたアプリケーションID/)).toBeNull();
  });
});

describe('Application list: none yet, creating from a product', () => {
  const openFromEmptyState = async (view: Awaited<ReturnType<typeof renderList>>) => {
    await view.user.click(await screen.findByRole('button', { name: '商品から作成' }));
    return screen.findByRole('dialog', { name: '商品設定から作成' });
  };

  it('the product-settings dialog lists name, price (yen, separators or -), interval, payment type and description', async () => {
    const view = await renderList('empty', { withOwner: true });
    const dialog = await openFromEmptyState(view);
    const list = await within(dialog).findByRole('list', { name: '商品設定から作成' });
    const item = (name: string) => within(list).getByRole('heading', { name }).closest('li') as HTMLElement;
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);

    expect(within(item('スタンダードプラン')).getByText(/^[¥￥]1,980 \/ 1ヶ月$/)).toBeInTheDocument();
    expect(within(item('スタンダードプラン')).getByText('定額')).toBeInTheDocument();
    expect(within(item('スタンダードプラン')).getByText('中小規模チーム向けの月額プランです。')).toBeInTheDocument();
    expect(within(item('プロフェッショナルプラン')).getByText(/^[¥￥]19,800 \/ 1年$/)).toBeInTheDocument();
    expect(within(item('週間パス')).getByText(/^[¥￥]500 \/ 1週$/)).toBeInTheDocument();
    expect(within(item('日額プラン')).getByText(/^[¥￥]120 \/ 1日$/)).toBeInTheDocument();
    expect(within(item('買い切りライセンス')).getByText(/^[¥￥]29,800$/)).toBeInTheDocument();
    expect(within(item('買い切りライセンス')).getByText('単発')).toBeInTheDocument();
    expect(within(item('法人向けカスタムプラン')).getByText('-')).toBeInTheDocument();
  });

  it('choosing a product goes to create-from-product with the product setting in navigation state', async () => {
    const view = await renderList('empty', { withOwner: true });
    const dialog = await openFromEmptyState(view);
    await view.user.click(await within(dialog).findByRole('button', { name: 'スタンダードプランで作成' }));
    expect(view.location.history?.at(-1)).toBe('/applications/create-from-product');
    const state = (view.location as unknown as { state: { productSetting: { name: string; prefix: string } } }).state;
    expect(state.productSetting).toMatchObject({ name: 'スタンダードプラン', prefix: 'STD' });
  });

  it('the floating add button opens the same dialog', async () => {
    const { user } = await renderList('empty', { withOwner: true });
    await screen.findByRole('button', { name: '商品から作成' });
    await user.click(screen.getByRole('button', { name: '商品設定からアプリケーションを追加' }));
    expect(await screen.findByRole('dialog', { name: '商品設定から作成' })).toBeInTheDocument();
  });

  it("says '販売中の商品設定が見つかりません' when there are none", async () => {
    server.use(http.get('*/api/subsclight/product-settings', () => HttpResponse.json({ product_settings: [] })));
    const view = await renderList('empty', { withOwner: true });
    const dialog = await openFromEmptyState(view);
    expect(await within(dialog).findByText('販売中の商品設定が見つかりません')).toBeInTheDocument();
  });

  it('without an owner (404) sends the user to /owner-settings, without an error toast', async () => {
    const view = await renderList('empty');
    await openFromEmptyState(view);
    await waitFor(() => expect(view.location.history?.at(-1)).toBe('/owner-settings'));
    // The contract's message stands on the owner settings screen (tests/component/shell/product-flows.test.tsx).
    expect(screen.queryByText('エラー')).toBeNull();
  });

  it("a server error on the product list says '商品設定の取得に失敗しました' with a retry", async () => {
    let fail = true;
    server.use(
      http.get('*/api/subsclight/product-settings', () =>
        fail ? HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 }) : undefined,
      ),
    );
    const view = await renderList('empty', { withOwner: true });
    const dialog = await openFromEmptyState(view);
    expect(await within(dialog).findByText('商品設定の取得に失敗しました')).toBeInTheDocument();
    fail = false;
    await view.user.click(within(dialog).getByRole('button', { name: '再試行' }));
    expect(await within(dialog).findByRole('list', { name: '商品設定から作成' })).toBeInTheDocument();
  });

  it('the dialog has a button to the owner-settings page, and closes', async () => {
    const view = await renderList('empty', { withOwner: true });
    const dialog = await openFromEmptyState(view);
    await view.user.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const again = await openFromEmptyState(view);
    await view.user.click(within(again).getByRole('button', { name: 'オーナー設定へ' }));
    expect(view.location.history?.at(-1)).toBe('/owner-settings');
  });
});
