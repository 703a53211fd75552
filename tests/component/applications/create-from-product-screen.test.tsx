import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../support/api.ts';
import type { ProductSetting } from '../../../src/api/schemas/accounts/billing.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { CreateFromProductScreen } from '../../../src/screens/applications/create-from-product-screen.tsx';
import { CREATE_APPLICATION_REDIRECT_MS } from '../../../src/shared/constants.ts';
import { validation as v } from '../../../src/shared/messages/forms/validation.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { recordRequests } from '../../support/record-requests.ts';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '');
});

async function product(name: string): Promise<ProductSetting> {
  const { product_settings } = await callApi('listProductSettings', {});
  return product_settings.find((p) => p.name === name)!;
}

/** The screen as reached from the product dialog: the product setting in navigation state. */
async function renderWith(productName: string | null) {
  const admin = await signInAs('admin');
  const setting = productName ? await product(productName) : null;
  if (setting) window.history.replaceState({ productSetting: setting }, '');
  const view = renderScreen(<CreateFromProductScreen />, { path: '/applications/create-from-product', user: admin });
  return { ...view, setting };
}

const field = (label: string) => screen.getByLabelText(label);
const create = () => screen.getByRole('button', { name: '作成' });

describe('Create from product', () => {
  it('without a product setting in navigation state goes back to /applications', async () => {
    const { location } = await renderWith(null);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/applications'));
  });

  it('summarises the product: name, description, payment type, price, interval, trial days, id, prefix', async () => {
    const { setting } = await renderWith('スタンダードプラン');
    const summary = screen.getByText('商品名').closest('dl') as HTMLElement;
    const value = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(value('商品名')).toBe('スタンダードプラン');
    expect(value('説明')).toBe('中小規模チーム向けの月額プランです。');
    expect(value('支払い方式')).toBe('定額');
    expect(value('価格')).toMatch(/^[¥￥]1,980 \/ 1ヶ月$/);
    expect(value('請求間隔')).toBe('1ヶ月');
    expect(value('トライアル日数')).toBe('14日');
    expect(value('商品ID')).toBe(setting!.id);
    expect(value('プレフィックス')).toBe('STD');
  });

  it('a one-time product reads 単発 with its single price and no interval', async () => {
    await renderWith('買い切りライセンス');
    const summary = screen.getByText('商品名').closest('dl') as HTMLElement;
    const value = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(value('支払い方式')).toBe('単発');
    expect(value('価格')).toMatch(/^[¥￥]29,800$/);
    expect(value('請求間隔')).toBe('-');
    expect(value('トライアル日数')).toBe('-');
  });

  it("fills the contract's defaults: product name + ' App', the description for the product, 1.0.0", async () => {
    await renderWith('スタンダードプラン');
    expect(field('アプリケーション名')).toHaveValue('スタンダードプラン App');
    expect(field('説明')).toHaveValue(
      '中小規模チーム向けの月額プランです。 - スタンダードプランのライセンス管理アプリケーション',
    );
    expect(field('バージョン')).toHaveValue('1.0.0');
  });

  it('checks name (required, 3 to 100), description (required, 10 to 500) and version (x.y.z)', async () => {
    const { user } = await renderWith('スタンダードプラン');
    await user.clear(field('アプリケーション名'));
    await user.clear(field('説明'));
    await user.clear(field('バージョン'));
    await user.click(create());
    expect(await screen.findByText(v.appNameRequired)).toBeInTheDocument();
    expect(screen.getByText(v.appDescriptionRequired)).toBeInTheDocument();
    expect(screen.getByText(v.versionRequired)).toBeInTheDocument();

    await user.type(field('アプリケーション名'), 'ab');
    await user.type(field('説明'), '短い説明');
    await user.type(field('バージョン'), '1.0');
    await user.click(create());
    expect(await screen.findByText('アプリケーション名は3文字以上で入力してください')).toBeInTheDocument();
    expect(screen.getByText('説明は10文字以上で入力してください')).toBeInTheDocument();
    expect(screen.getByText('バージョンはx.y.z形式で入力してください（例: 1.0.0）')).toBeInTheDocument();

    await user.clear(field('アプリケーション名'));
    await user.click(field('アプリケーション名'));
    await user.paste('a'.repeat(101));
    await user.clear(field('説明'));
    await user.click(field('説明'));
    await user.paste('b'.repeat(501));
    await user.click(create());
    expect(await screen.findByText('アプリケーション名は100文字以内で入力してください')).toBeInTheDocument();
    expect(screen.getByText('説明は500文字以内で入力してください')).toBeInTheDocument();
  });

  it('creates the application, shows the message, and after 2 s returns to /applications with the message and id in state', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const posts = recordRequests('POST', '/api/applications/create-from-product');
    const { user, location, setting } = await renderWith('スタンダードプラン');
    await user.click(create());
    expect(await screen.findByText('アプリケーションが正常に作成されました！')).toBeInTheDocument();
    expect(posts[0]!.body).toEqual({
      name: 'スタンダードプラン App',
      description: '中小規模チーム向けの月額プランです。 - スタンダードプランのライセンス管理アプリケーション',
      version: '1.0.0',
      product_setting_id: setting!.id,
      product_setting_name: 'スタンダードプラン',
    });
    // Not yet: the message stays for 2 s, and the form cannot be sent again.
    expect(location.history?.at(-1)).toBe('/applications/create-from-product');
    expect(create()).toBeDisabled();
    act(() => vi.advanceTimersByTime(CREATE_APPLICATION_REDIRECT_MS - 100));
    expect(location.history?.at(-1)).toBe('/applications/create-from-product');
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/applications'));
    const { applications } = await callApi('listMyApplications', {});
    const made = applications.find((a) => a.name === 'スタンダードプラン App')!;
    expect((location as unknown as { state: unknown }).state).toEqual({
      message: 'アプリケーションが正常に作成されました！',
      applicationId: made.application_id,
    });
    expect(made.product_setting_name).toBe('スタンダードプラン');
  });

  it("a failed create says 'アプリケーションの作成に失敗しました' and keeps the values", async () => {
    server.use(
      http.post('*/api/applications/create-from-product', () =>
        HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 }),
      ),
    );
    const { user, location } = await renderWith('スタンダードプラン');
    await user.clear(field('アプリケーション名'));
    await user.type(field('アプリケーション名'), '自分で付けた名前');
    await user.click(create());
    expect(await screen.findByText('アプリケーションの作成に失敗しました')).toBeInTheDocument();
    expect(field('アプリケーション名')).toHaveValue('自分で付けた名前');
    expect(create()).toBeEnabled();
    expect(location.history?.at(-1)).toBe('/applications/create-from-product');
  });

  it("a refused create shows the server's reason too", async () => {
    server.use(
      http.post('*/api/applications/create-from-product', () =>
        HttpResponse.json({ error: '商品設定が見つかりません', message: '商品設定が見つかりません' }, { status: 404 }),
      ),
    );
    const { user } = await renderWith('スタンダードプラン');
    await user.click(create());
    expect(await screen.findByText('アプリケーションの作成に失敗しました')).toBeInTheDocument();
    expect(screen.getByText('商品設定が見つかりません')).toBeInTheDocument();
  });
});
