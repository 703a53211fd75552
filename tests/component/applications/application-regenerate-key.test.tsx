// APIキー再生成 on an application card: confirmed (the old key stops working), one POST, the new
// key shown once masked with the eye and a copy button; an answer with only a mask says where to see it.
import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Application } from '../../../src/api/schemas/application.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { ApplicationListScreen } from '../../../src/screens/applications/application-list-screen.tsx';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { expectToast } from '../licenses/support.tsx';

configure({ asyncUtilTimeout: 5000 });

const APP: Application = {
  application_id: 'app-1',
  name: '鍵のアプリ',
  description: '',
  version: '1.0.0',
  api_key: 'oldk••••••••0000',
  subsclight_api_key: null,
  subsclight_site: null,
  status: 'active',
  product_setting_name: null,
  created_at: null,
  updated_at: null,
};
const NEW_KEY = 'newk-1234567890-abcdef-zz99';

function serve(answer: () => Response) {
  let posts = 0;
  server.use(
    http.get('*/api/my-applications', () => HttpResponse.json({ applications: [APP] })),
    http.post('*/applications/:id/regenerate-key', () => {
      posts += 1;
      return answer();
    }),
  );
  return { posts: () => posts };
}

async function regenerate() {
  const admin = await signInAs('admin');
  const { user } = renderScreen(<ApplicationListScreen />, { path: '/applications', user: admin });
  await user.click(await screen.findByRole('button', { name: '鍵のアプリのAPIキー再生成' }));
  const confirm = await screen.findByRole('dialog', { name: 'APIキーの再生成' });
  expect(confirm).toHaveTextContent('これまでのAPIキーは使えなくなります');
  await user.click(within(confirm).getByRole('button', { name: 'はい' }));
  return { user, dialog: await screen.findByRole('dialog', { name: '新しいAPIキー' }) };
}

describe('application APIキー再生成', () => {
  it('shows the new key once, masked, with the eye and a copy of the whole key; one POST', async () => {
    // Another server's name for the key, in a bare record.
    const calls = serve(() => HttpResponse.json({ application_id: 'app-1', name: '鍵のアプリ', apiKey: NEW_KEY }));
    const { user, dialog } = await regenerate();
    await expectToast('APIキーを再生成しました');
    const value = within(dialog).getByLabelText('新しいAPIキー');
    expect(value).toHaveTextContent('newk••••••••zz99');
    await user.click(within(dialog).getByRole('button', { name: '新しいAPIキーを表示' }));
    expect(value).toHaveTextContent(NEW_KEY);
    await user.click(within(dialog).getByRole('button', { name: '新しいAPIキーをコピー' }));
    expect(await navigator.clipboard.readText()).toBe(NEW_KEY);
    await expectToast('コピーしました');
    await user.click(within(dialog).getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog', { name: '新しいAPIキー' })).toBeNull();
    expect(screen.queryByText(NEW_KEY)).toBeNull();
    expect(calls.posts()).toBe(1);
  });

  it('an answer with only the mask: says the key was regenerated and is seen on the server', async () => {
    serve(() => HttpResponse.json({ application: { ...APP, api_key: 'newk••••••••zz99' } }));
    const { dialog } = await regenerate();
    expect(dialog).toHaveTextContent('APIキーを再生成しました。新しいキーはサーバーで確認できます。');
    expect(within(dialog).queryByRole('button', { name: '新しいAPIキーをコピー' })).toBeNull();
  });

  it("a refusal says the server's reason and shows no key", async () => {
    serve(() =>
      HttpResponse.json({ error: 'Not Found', message: 'アプリケーションが見つかりません' }, { status: 404 }),
    );
    const admin = await signInAs('admin');
    const { user } = renderScreen(<ApplicationListScreen />, { path: '/applications', user: admin });
    await user.click(await screen.findByRole('button', { name: '鍵のアプリのAPIキー再生成' }));
    const confirm = await screen.findByRole('dialog', { name: 'APIキーの再生成' });
    await user.click(within(confirm).getByRole('button', { name: 'はい' }));
    await expectToast('アプリケーションが見つかりません');
    expect(screen.queryByRole('dialog', { name: '新しいAPIキー' })).toBeNull();
  });
});
