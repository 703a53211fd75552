import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { OwnerSettingsScreen } from '../../../src/screens/owner-settings/owner-settings-screen.tsx';
import { validation as v } from '../../../src/shared/messages/forms/validation.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { recordRequests } from '../../support/record-requests.ts';

configure({ asyncUtilTimeout: 5000 });

async function renderOwnerSettings(scenario: 'demo' | 'empty' = 'demo') {
  if (scenario !== 'demo') resetDatabase(scenario);
  const admin = await signInAs('admin');
  const view = renderScreen(<OwnerSettingsScreen />, { path: '/owner-settings', user: admin });
  await waitFor(() => expect(screen.queryByRole('status', { name: '読み込み中…' })).toBeNull());
  return view;
}

const apiKey = () => screen.getByLabelText('サブスクライトAPIキー');
const site = () => screen.getByLabelText('サイト識別子');
const KEY = 'sl_test_abcdefghijklmnop';

describe('Owner settings: initial setup (no owner)', () => {
  it("offers '作成' and no reload; the usage panel says there is no owner", async () => {
    await renderOwnerSettings('empty');
    expect(screen.getByRole('heading', { name: '初期設定' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '作成' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '更新' })).toBeNull();
    expect(screen.queryByRole('button', { name: '再読み込み' })).toBeNull();
    expect(screen.queryByText('現在の設定')).toBeNull();
    expect(
      screen.getByText('オーナーが設定されていません。オーナー設定を作成するとライセンス使用状況が表示されます。'),
    ).toBeInTheDocument();
    expect(apiKey()).toBeRequired();
  });

  it('requires the API key (min 10) and the site identifier (required, min 3, letters/digits/-/_)', async () => {
    const { user } = await renderOwnerSettings('empty');
    await user.click(screen.getByRole('button', { name: '作成' }));
    expect(await screen.findByText(v.billingApiKeyRequired)).toBeInTheDocument();
    expect(screen.getByText(v.siteIdRequired)).toBeInTheDocument();
    await user.type(apiKey(), 'short');
    await user.type(site(), 'ab');
    await user.click(screen.getByRole('button', { name: '作成' }));
    expect(await screen.findByText(v.apiKeyMin)).toBeInTheDocument();
    expect(screen.getByText(v.siteIdMin)).toBeInTheDocument();
    await user.clear(site());
    await user.type(site(), 'my shop!');
    await user.click(screen.getByRole('button', { name: '作成' }));
    expect(await screen.findByText(v.siteIdFormat)).toBeInTheDocument();
    expect(site()).toHaveAttribute('aria-invalid', 'true');
    expect(site()).toHaveAccessibleDescription(v.siteIdFormat);
  });

  it('the API key has a show/hide toggle', async () => {
    const { user } = await renderOwnerSettings('empty');
    await user.type(apiKey(), KEY);
    expect(apiKey()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'APIキーを表示' }));
    expect(apiKey()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'APIキーを隠す' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'APIキーを隠す' }));
    expect(apiKey()).toHaveAttribute('type', 'password');
  });

  it('creates the owner, then shows update mode with the masked key; the key field is cleared', async () => {
    const posts = recordRequests('POST', '/api/my-owner');
    const { user } = await renderOwnerSettings('empty');
    await user.type(site(), 'first-shop');
    await user.type(apiKey(), KEY);
    await user.click(screen.getByRole('button', { name: '作成' }));
    expect(await screen.findByText('オーナー設定が正常に作成されました')).toBeInTheDocument();
    expect(posts.map((p) => p.body)).toEqual([{ subsclight_api_key: KEY, subsclight_site: 'first-shop' }]);
    expect(screen.getByRole('button', { name: '更新' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeInTheDocument();
    const current = screen.getByText('現在の設定').closest('.p-card') as HTMLElement;
    const owner = await callApi('getMyOwner', {});
    if (!owner.exists) throw new Error('owner expected');
    expect(within(current).getByText(owner.owner_id)).toBeInTheDocument();
    expect(within(current).getByText('first-shop')).toBeInTheDocument();
    expect(within(current).getByText(`${KEY.slice(0, 4)}••••••••${KEY.slice(-4)}`)).toBeInTheDocument();
    expect(within(current).getByText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/)).toBeInTheDocument();
    await waitFor(() => expect(apiKey()).toHaveValue(''));
    expect(apiKey()).not.toBeRequired();
    expect(site()).toHaveValue('first-shop');
    // The usage panel now shows the new owner's quota.
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });

  it("a failed create says '設定の保存に失敗しました' and 'オーナー作成に失敗しました', keeps the values and create mode", async () => {
    server.use(http.post('*/api/my-owner', () => HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 })));
    const { user } = await renderOwnerSettings('empty');
    await user.type(site(), 'first-shop');
    await user.type(apiKey(), KEY);
    await user.click(screen.getByRole('button', { name: '作成' }));
    expect(await screen.findByText('設定の保存に失敗しました')).toBeInTheDocument();
    expect(screen.getByText('オーナー作成に失敗しました')).toBeInTheDocument();
    expect(apiKey()).toHaveValue(KEY);
    expect(site()).toHaveValue('first-shop');
    expect(screen.getByRole('button', { name: '作成' })).toBeEnabled();
  });

  it("a refused create shows the server's reason", async () => {
    server.use(
      http.post('*/api/my-owner', () =>
        HttpResponse.json(
          { error: 'オーナーは既に登録されています', message: 'オーナーは既に登録されています' },
          { status: 409 },
        ),
      ),
    );
    const { user } = await renderOwnerSettings('empty');
    await user.type(site(), 'first-shop');
    await user.type(apiKey(), KEY);
    await user.click(screen.getByRole('button', { name: '作成' }));
    expect(await screen.findByText('オーナーは既に登録されています')).toBeInTheDocument();
  });
});

describe('Owner settings: update mode (owner exists)', () => {
  it('shows the current owner id, site, masked key and update time; 更新 and 再読み込み', async () => {
    await renderOwnerSettings();
    const owner = await callApi('getMyOwner', {});
    if (!owner.exists || owner.subsclight_api_key_masked === null) throw new Error('owner with a key expected');
    const current = screen.getByText('現在の設定').closest('.p-card') as HTMLElement;
    expect(within(current).getByText(owner.owner_id)).toBeInTheDocument();
    expect(within(current).getByText('demo-shop')).toBeInTheDocument();
    expect(within(current).getByText(owner.subsclight_api_key_masked)).toBeInTheDocument();
    expect(owner.subsclight_api_key_masked).toMatch(/^.{4}••••••••.{4}$/);
    expect(screen.getByRole('heading', { name: '設定の更新' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '更新' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeInTheDocument();
    expect(site()).toHaveValue('demo-shop');
    expect(apiKey()).toHaveValue('');
    expect(apiKey()).not.toBeRequired();
  });

  it('a blank key keeps the current one: the update sends only the site', async () => {
    const puts = recordRequests('PUT', '/api/my-owner');
    const { user } = await renderOwnerSettings();
    await user.clear(site());
    await user.type(site(), 'demo-shop-2');
    await user.click(screen.getByRole('button', { name: '更新' }));
    expect(await screen.findByText('オーナー設定が正常に更新されました')).toBeInTheDocument();
    expect(puts.map((p) => p.body)).toEqual([{ subsclight_site: 'demo-shop-2' }]);
    const current = screen.getByText('現在の設定').closest('.p-card') as HTMLElement;
    expect(within(current).getByText('demo-shop-2')).toBeInTheDocument();
  });

  it('a new key is sent, then cleared from the field; the mask follows it', async () => {
    const puts = recordRequests('PUT', '/api/my-owner');
    const { user } = await renderOwnerSettings();
    await user.type(apiKey(), KEY);
    await user.click(screen.getByRole('button', { name: '更新' }));
    expect(await screen.findByText('オーナー設定が正常に更新されました')).toBeInTheDocument();
    expect(puts.map((p) => p.body)).toEqual([{ subsclight_api_key: KEY, subsclight_site: 'demo-shop' }]);
    await waitFor(() => expect(apiKey()).toHaveValue(''));
    expect(screen.getByText(`${KEY.slice(0, 4)}••••••••${KEY.slice(-4)}`)).toBeInTheDocument();
  });

  it('the docs/product.md §5 schema applies on update too', async () => {
    const { user } = await renderOwnerSettings();
    await user.clear(site());
    await user.type(apiKey(), 'short');
    await user.click(screen.getByRole('button', { name: '更新' }));
    expect(await screen.findByText(v.siteIdRequired)).toBeInTheDocument();
    expect(screen.getByText(v.apiKeyMin)).toBeInTheDocument();
    await user.type(site(), 'x_');
    await user.click(screen.getByRole('button', { name: '更新' }));
    expect(await screen.findByText(v.siteIdMin)).toBeInTheDocument();
  });

  it("a failed update says '設定の保存に失敗しました' and 'オーナー更新に失敗しました' and keeps what was typed", async () => {
    server.use(http.put('*/api/my-owner', () => HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 })));
    const { user } = await renderOwnerSettings();
    await user.clear(site());
    await user.type(site(), 'typed-site');
    await user.type(apiKey(), KEY);
    await user.click(screen.getByRole('button', { name: '更新' }));
    expect(await screen.findByText('設定の保存に失敗しました')).toBeInTheDocument();
    expect(screen.getByText('オーナー更新に失敗しました')).toBeInTheDocument();
    expect(site()).toHaveValue('typed-site');
    expect(apiKey()).toHaveValue(KEY);
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeInTheDocument();
  });

  it('reload reads the owner again', async () => {
    const gets = recordRequests('GET', '/api/my-owner');
    const { user } = await renderOwnerSettings();
    const before = gets.length;
    server.use(
      http.get('*/api/my-owner', () =>
        HttpResponse.json({
          exists: true,
          owner_id: 'owner-x',
          subsclight_site: 'changed-elsewhere',
          subsclight_api_key_masked: 'abcd••••wxyz',
          updated_at: null,
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: '再読み込み' }));
    expect(await screen.findByText('changed-elsewhere')).toBeInTheDocument();
    expect(gets.length).toBe(before + 1);
    expect(site()).toHaveValue('changed-elsewhere');
    // No update time yet: 未設定.
    const current = screen.getByText('現在の設定').closest('.p-card') as HTMLElement;
    expect(within(current).getByText('未設定')).toBeInTheDocument();
  });

  it('a save in flight disables the button: a double click saves once', async () => {
    const puts = recordRequests('PUT', '/api/my-owner');
    const { user } = await renderOwnerSettings();
    await user.dblClick(screen.getByRole('button', { name: '更新' }));
    expect(await screen.findByText('オーナー設定が正常に更新されました')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
  });
});

describe('Owner settings: loading', () => {
  it("a failed load says 'オーナー情報の読み込みに失敗しました' (and 'オーナー情報の取得に失敗しました'); retry recovers", async () => {
    let fail = true;
    server.use(
      http.get('*/api/my-owner', () =>
        fail ? HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await renderOwnerSettings();
    expect(await screen.findByText('オーナー情報の読み込みに失敗しました')).toBeInTheDocument();
    expect(screen.getByText('オーナー情報の取得に失敗しました')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByRole('button', { name: '更新' })).toBeInTheDocument();
  });

  it('a 404 on the owner call means none: initial setup', async () => {
    server.use(
      http.get('*/api/my-owner', () => HttpResponse.json({ error: 'none', message: 'none' }, { status: 404 })),
    );
    await renderOwnerSettings();
    expect(await screen.findByRole('button', { name: '作成' })).toBeInTheDocument();
  });
});
