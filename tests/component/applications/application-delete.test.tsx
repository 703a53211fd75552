// 削除 on an application card: confirmed first; a 204 takes the card away at once (before the list
// is read again); a refusal says the server's reason and keeps the card.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Application } from '../../../src/api/schemas/application.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { ApplicationListScreen } from '../../../src/screens/applications/application-list-screen.tsx';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { expectToast } from '../licenses/support.tsx';

configure({ asyncUtilTimeout: 5000 });

const app = (id: string, name: string): Application => ({
  application_id: id,
  name,
  description: '',
  version: '1.0.0',
  api_key: 'internal-key-0123456789',
  subsclight_api_key: null,
  subsclight_site: null,
  status: 'active',
  product_setting_name: null,
  created_at: null,
  updated_at: null,
});
const KEEP = app('app-keep', '残すアプリ');
const GONE = app('app-gone', '消すアプリ');

/** The cards answer both apps once, then wait for `open()` before answering only KEEP. */
function serveApps() {
  let reads = 0;
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  server.use(
    http.get('*/api/my-applications', async () => {
      reads += 1;
      if (reads > 1) await gate;
      return HttpResponse.json({ applications: reads > 1 ? [KEEP] : [KEEP, GONE] });
    }),
  );
  return { open };
}

function answerDelete(answer: () => Response) {
  let calls = 0;
  server.use(
    http.delete('*/applications/:id', () => {
      calls += 1;
      return answer();
    }),
  );
  return { calls: () => calls };
}

async function deleteGone() {
  const admin = await signInAs('admin');
  const { user } = renderScreen(<ApplicationListScreen />, { path: '/applications', user: admin });
  await user.click(await screen.findByRole('button', { name: '消すアプリを削除' }));
  const confirm = await screen.findByRole('dialog', { name: 'アプリケーションの削除' });
  expect(confirm).toHaveTextContent('この操作は取り消せません');
  await user.click(within(confirm).getByRole('button', { name: 'はい' }));
}

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'マイアプリケーション' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('application 削除', () => {
  it('a 204: the card leaves at once, one DELETE, then the toast', async () => {
    const list = serveApps();
    const del = answerDelete(() => new HttpResponse(null, { status: 204 }));
    await deleteGone();
    await waitFor(() => expect(cardTitles()).toEqual(['残すアプリ']));
    list.open();
    await expectToast('アプリケーションを削除しました');
    expect(del.calls()).toBe(1);
  });

  it("a refusal says the server's reason and keeps the card", async () => {
    serveApps().open();
    answerDelete(() =>
      HttpResponse.json(
        { error: 'Conflict', message: 'ライセンスが発行されているアプリケーションは削除できません' },
        { status: 409 },
      ),
    );
    await deleteGone();
    await expectToast('ライセンスが発行されているアプリケーションは削除できません');
    expect(cardTitles()).toEqual(['残すアプリ', '消すアプリ']);
  });
});
