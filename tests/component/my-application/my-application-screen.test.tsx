import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { applicationResponseSchema, type Application } from '../../../src/api/schemas/application.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { MyApplicationScreen } from '../../../src/screens/my-application/my-application-screen.tsx';
import { formatDateTime } from '../../../src/shared/format.ts';
import { validation as v } from '../../../src/shared/messages/forms/validation.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { recordRequests } from '../../support/record-requests.ts';

configure({ asyncUtilTimeout: 5000 });

const APP: Application = {
  application_id: 'app-0001',
  name: '設定テストアプリ',
  description: 'マイアプリケーションの説明',
  version: '1.2.3',
  // Both keys arrive masked (the whole key: key-reveal.test.tsx).
  api_key: 'ak_l••••••••WXYZ',
  subsclight_api_key: 'sl_l••••••••4321',
  subsclight_site: 'my-site',
  status: 'active',
  product_setting_name: null,
  created_at: '2025-02-03T04:05:06Z',
  updated_at: '2025-03-04T05:06:07Z',
};

async function renderMyApplication(scenario: 'demo' | 'empty' = 'demo') {
  if (scenario !== 'demo') resetDatabase(scenario);
  const admin = await signInAs('admin');
  const view = renderScreen(<MyApplicationScreen />, { path: '/my-application', user: admin });
  await waitFor(() => expect(screen.queryByRole('status', { name: '読み込み中…' })).toBeNull());
  return view;
}

const view = () => screen.getByText('設定内容').closest('.p-card') as HTMLElement;
const valueOf = (label: string) => within(view()).getByText(label).nextElementSibling as HTMLElement;
const field = (label: string) => screen.getByLabelText(label);

describe('My application: settings view', () => {
  it('shows ids, the masked keys with reveal toggles, the timestamps and the billing site', async () => {
    server.use(http.get('*/api/my-application', () => HttpResponse.json({ application: APP })));
    await renderMyApplication();
    expect(within(valueOf('アプリケーションID')).getByText('app-0001')).toBeInTheDocument();
    expect(valueOf('アプリケーション名')).toHaveTextContent('設定テストアプリ');
    expect(valueOf('バージョン')).toHaveTextContent('1.2.3');
    expect(valueOf('ステータス')).toHaveTextContent('アクティブ');
    expect(valueOf('サブスクライトサイト識別子')).toHaveTextContent('my-site');
    // yyyy/MM/dd HH:mm in the browser's time zone.
    expect(valueOf('作成日時')).toHaveTextContent(formatDateTime(APP.created_at));
    expect(valueOf('作成日時')).toHaveTextContent(/^2025\/02\/0[34] \d{2}:05$/);
    expect(valueOf('更新日時')).toHaveTextContent(formatDateTime(APP.updated_at));

    // The keys as the server masked them, each with its reveal toggle.
    expect(within(valueOf('内部APIキー')).getByLabelText('内部APIキー')).toHaveTextContent('ak_l••••••••WXYZ');
    expect(screen.getByRole('button', { name: '内部APIキーを表示' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(valueOf('サブスクライトAPIキー')).getByLabelText('サブスクライトAPIキー')).toHaveTextContent(
      'sl_l••••••••4321',
    );
    expect(screen.getByRole('button', { name: 'サブスクライトAPIキーを表示' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('without a billing key: a dash and no toggle to press', async () => {
    server.use(
      http.get('*/api/my-application', () => HttpResponse.json({ application: { ...APP, subsclight_api_key: null } })),
    );
    await renderMyApplication();
    expect(within(valueOf('サブスクライトAPIキー')).getByLabelText('サブスクライトAPIキー')).toHaveTextContent(/^-$/);
    expect(screen.queryByRole('button', { name: 'サブスクライトAPIキーを表示' })).toBeNull();
    expect(screen.getByRole('button', { name: '内部APIキーを表示' })).toBeInTheDocument();
  });

  it('shows the demo owner application from the mock', async () => {
    await renderMyApplication();
    const { application } = applicationResponseSchema.parse(await callApi('getMyApplication', {}));
    expect(within(valueOf('アプリケーションID')).getByText(application.application_id)).toBeInTheDocument();
    expect(valueOf('アプリケーション名')).toHaveTextContent(application.name);
  });

  it("a failed load says 'アプリケーション情報の読み込みに失敗しました' with a working retry", async () => {
    let fail = true;
    server.use(
      http.get('*/api/my-application', () =>
        fail ? HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await renderMyApplication();
    expect(await screen.findByText('アプリケーション情報の読み込みに失敗しました')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByText('設定内容')).toBeInTheDocument();
  });
});

describe('My application: edit mode', () => {
  it('saves the settings; a blank billing key is dropped from the payload', async () => {
    const puts = recordRequests('PUT', '/api/my-application');
    const { user } = await renderMyApplication();
    const { application } = applicationResponseSchema.parse(await callApi('getMyApplication', {}));
    await user.click(screen.getByRole('button', { name: '編集' }));
    expect(field('アプリケーション名')).toHaveValue(application.name);
    expect(field('サブスクライトAPIキー')).toHaveValue('');
    expect(
      screen.getByText('変更する場合のみ入力してください。空欄のままなら現在のキーを使い続けます。'),
    ).toBeInTheDocument();
    await user.clear(field('アプリケーション名'));
    await user.type(field('アプリケーション名'), '改名したアプリ');
    await user.clear(field('サブスクライトサイト識別子'));
    await user.type(field('サブスクライトサイト識別子'), 'renamed-site');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('設定が正常に更新されました。')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toEqual({
      name: '改名したアプリ',
      description: application.description,
      version: application.version,
      subsclight_site: 'renamed-site',
    });
    // Back in the settings view with the saved values.
    await waitFor(() => expect(valueOf('アプリケーション名')).toHaveTextContent('改名したアプリ'));
    expect(valueOf('サブスクライトサイト識別子')).toHaveTextContent('renamed-site');
  });

  it('a new billing key is sent', async () => {
    const puts = recordRequests('PUT', '/api/my-application');
    const { user } = await renderMyApplication();
    await user.click(screen.getByRole('button', { name: '編集' }));
    await user.type(field('サブスクライトAPIキー'), 'sl_live_newkey123456');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('設定が正常に更新されました。')).toBeInTheDocument();
    expect((puts[0]!.body as { subsclight_api_key?: string }).subsclight_api_key).toBe('sl_live_newkey123456');
  });

  it('checks every rule of docs/product.md §5 with its message', async () => {
    const { user } = await renderMyApplication();
    await user.click(screen.getByRole('button', { name: '編集' }));
    const save = () => user.click(screen.getByRole('button', { name: '保存' }));
    for (const label of ['アプリケーション名', '説明', 'バージョン', 'サブスクライトサイト識別子'])
      await user.clear(field(label));
    await save();
    expect(await screen.findByText(v.appNameRequired)).toBeInTheDocument();
    expect(screen.getByText(v.appDescriptionRequired)).toBeInTheDocument();
    expect(screen.getByText(v.versionRequired)).toBeInTheDocument();
    expect(screen.getByText(v.siteIdRequired)).toBeInTheDocument();

    await user.type(field('アプリケーション名'), 'a');
    await user.type(field('説明'), '説明');
    await user.type(field('バージョン'), 'v1');
    await user.type(field('サブスクライトサイト識別子'), 'my site');
    await user.type(field('サブスクライトAPIキー'), 'short');
    await save();
    expect(await screen.findByText('アプリケーション名は2文字以上で入力してください')).toBeInTheDocument();
    expect(screen.getByText('バージョンは「x.y.z」の形式で入力してください（例：1.0.0）')).toBeInTheDocument();
    expect(screen.getByText('サイト識別子は英数字、ハイフン、アンダースコアのみ使用できます')).toBeInTheDocument();
    expect(screen.getByText('APIキーは10文字以上で入力してください')).toBeInTheDocument();

    await user.clear(field('アプリケーション名'));
    await user.click(field('アプリケーション名'));
    await user.paste('n'.repeat(101));
    await user.clear(field('説明'));
    await user.click(field('説明'));
    await user.paste('d'.repeat(1001));
    await save();
    expect(await screen.findByText('アプリケーション名は100文字以下で入力してください')).toBeInTheDocument();
    expect(screen.getByText('説明は1000文字以下で入力してください')).toBeInTheDocument();
  });

  it("a failed save says '設定の更新に失敗しました。…' and keeps the values", async () => {
    server.use(
      http.put('*/api/my-application', () => HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 })),
    );
    const { user } = await renderMyApplication();
    await user.click(screen.getByRole('button', { name: '編集' }));
    await user.clear(field('アプリケーション名'));
    await user.type(field('アプリケーション名'), '保存できない名前');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(
      await screen.findByText('設定の更新に失敗しました。入力内容を確認してもう一度お試しください。'),
    ).toBeInTheDocument();
    expect(field('アプリケーション名')).toHaveValue('保存できない名前');
    expect(screen.getByRole('button', { name: '保存' })).toBeEnabled();
  });

  it('cancel returns to the settings view without saving', async () => {
    const puts = recordRequests('PUT', '/api/my-application');
    const { user } = await renderMyApplication();
    await user.click(screen.getByRole('button', { name: '編集' }));
    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(screen.getByText('設定内容')).toBeInTheDocument();
    expect(puts).toHaveLength(0);
  });
});

describe('My application: first-time setup', () => {
  it('without an application (404) shows the setup form; every field is required', async () => {
    const { user } = await renderMyApplication('empty');
    expect(screen.getByRole('heading', { name: 'アプリケーションの初期設定' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'セットアップ' }));
    expect(await screen.findByText(v.appNameRequired)).toBeInTheDocument();
    expect(screen.getByText(v.appDescriptionRequired)).toBeInTheDocument();
    expect(screen.getByText(v.versionRequired)).toBeInTheDocument();
    expect(screen.getByText('サブスクライトAPIキーは必須です')).toBeInTheDocument();
    expect(screen.getByText(v.siteIdRequired)).toBeInTheDocument();
  });

  it('sets up the application, says so, and shows the settings view', async () => {
    const posts = recordRequests('POST', '/api/my-application');
    const { user } = await renderMyApplication('empty');
    await user.type(field('アプリケーション名'), '初めてのアプリ');
    await user.type(field('説明'), '初期設定で作ったアプリです');
    await user.type(field('バージョン'), '1.0.0');
    await user.type(field('サブスクライトAPIキー'), 'sl_live_first123456');
    await user.type(field('サブスクライトサイト識別子'), 'first_site');
    await user.click(screen.getByRole('button', { name: 'セットアップ' }));
    expect(
      await screen.findByText('セットアップが完了しました！アプリケーション設定画面に移動します。'),
    ).toBeInTheDocument();
    expect(posts[0]!.body).toEqual({
      name: '初めてのアプリ',
      description: '初期設定で作ったアプリです',
      version: '1.0.0',
      subsclight_api_key: 'sl_live_first123456',
      subsclight_site: 'first_site',
    });
    expect(await screen.findByText('設定内容')).toBeInTheDocument();
    expect(valueOf('アプリケーション名')).toHaveTextContent('初めてのアプリ');
    expect(valueOf('サブスクライトサイト識別子')).toHaveTextContent('first_site');
  });

  it("a failed setup says 'セットアップに失敗しました。…' and keeps the values", async () => {
    server.use(
      http.post('*/api/my-application', () => HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 })),
    );
    const { user } = await renderMyApplication('empty');
    await user.type(field('アプリケーション名'), '初めてのアプリ');
    await user.type(field('説明'), '説明');
    await user.type(field('バージョン'), '1.0.0');
    await user.type(field('サブスクライトAPIキー'), 'sl_live_first123456');
    await user.type(field('サブスクライトサイト識別子'), 'first_site');
    await user.click(screen.getByRole('button', { name: 'セットアップ' }));
    expect(
      await screen.findByText('セットアップに失敗しました。入力内容を確認してもう一度お試しください。'),
    ).toBeInTheDocument();
    expect(field('サブスクライトAPIキー')).toHaveValue('sl_live_first123456');
    expect(field('アプリケーション名')).toHaveValue('初めてのアプリ');
  });
});
