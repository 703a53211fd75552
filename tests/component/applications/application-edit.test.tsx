// 編集 on an application card: a bare 200 record changes the card at once, a 204 has the cards
// read again, a refusal keeps the dialog, what was typed and the server's reason beside its field.
import { configure, screen, waitFor, within } from '@testing-library/react';
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
  name: '元のアプリ',
  description: '元の説明',
  version: '1.0.0',
  api_key: 'abcd••••••••wxyz',
  subsclight_api_key: null,
  subsclight_site: null,
  status: 'active',
  product_setting_name: null,
  created_at: null,
  updated_at: null,
};
const RENAMED = { ...APP, name: '新しいアプリ', version: '2.0.0' };

/** The cards: APP on the first read, `later` on every read after it, once `open()` lets them through. */
function serveApps(later: Application) {
  let reads = 0;
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  server.use(
    http.get('*/api/my-applications', async () => {
      reads += 1;
      if (reads > 1) await gate;
      return HttpResponse.json({ applications: [reads > 1 ? later : APP] });
    }),
  );
  return { reads: () => reads, open };
}

const toastSummaries = () =>
  Array.from(document.querySelectorAll('.p-toast-message .p-toast-summary')).map((e) => e.textContent);

function answerPut(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.put('*/applications/:id', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return { bodies };
}

async function editTo(name: string, version: string) {
  const admin = await signInAs('admin');
  const { user } = renderScreen(<ApplicationListScreen />, { path: '/applications', user: admin });
  await user.click(await screen.findByRole('button', { name: '元のアプリを編集' }));
  const dialog = await screen.findByRole('dialog', { name: 'アプリケーションの編集' });
  const nameInput = within(dialog).getByLabelText('アプリケーション名');
  await user.clear(nameInput);
  await user.type(nameInput, name);
  const versionInput = within(dialog).getByLabelText('バージョン');
  await user.clear(versionInput);
  await user.type(versionInput, version);
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  return { user, dialog };
}

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'マイアプリケーション' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('application 編集', () => {
  it('a bare 200 record: the card shows it at once (before any re-read), one PUT, the spec message', async () => {
    // The re-read waits: only the answer's record can change the card meanwhile.
    const list = serveApps(RENAMED);
    const put = answerPut(() => HttpResponse.json(RENAMED));
    await editTo('新しいアプリ', '2.0.0');
    await waitFor(() => expect(cardTitles()).toEqual(['新しいアプリ']));
    expect(put.bodies).toEqual([{ name: '新しいアプリ', description: '元の説明', version: '2.0.0' }]);
    list.open();
    await expectToast('設定が正常に更新されました。');
    expect(screen.queryByRole('dialog', { name: 'アプリケーションの編集' })).toBeNull();
    expect(put.bodies).toHaveLength(1);
  });

  it('a 204: the cards are read again and show the change', async () => {
    const list = serveApps(RENAMED);
    list.open();
    answerPut(() => new HttpResponse(null, { status: 204 }));
    await editTo('新しいアプリ', '2.0.0');
    await expectToast('設定が正常に更新されました。');
    await waitFor(() => expect(cardTitles()).toEqual(['新しいアプリ']));
    expect(list.reads()).toBeGreaterThan(1);
  });

  it("a refusal: the server's reason beside the field it names, the dialog and what was typed kept", async () => {
    serveApps(APP).open();
    answerPut(() =>
      HttpResponse.json(
        {
          error: 'Bad Request',
          message: 'その名前は既に使われています',
          errors: { name: ['その名前は既に使われています'] },
        },
        { status: 400 },
      ),
    );
    const { dialog } = await editTo('新しいアプリ', '2.0.0');
    await expectToast('その名前は既に使われています');
    expect(toastSummaries()).toContain('設定の更新に失敗しました。入力内容を確認してもう一度お試しください。');
    const nameInput = within(dialog).getByLabelText('アプリケーション名');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('その名前は既に使われています');
    expect(nameInput).toHaveValue('新しいアプリ');
    expect(nameInput).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('バージョン')).toHaveValue('2.0.0');
    expect(cardTitles()).toEqual(['元のアプリ']);
  });

  it('checks the spec rules before sending: a version not x.y.z is refused beside the field', async () => {
    serveApps(APP).open();
    const put = answerPut(() => HttpResponse.json(RENAMED));
    const { dialog } = await editTo('新しいアプリ', '2.0');
    expect(
      await within(dialog).findByText('バージョンは「x.y.z」の形式で入力してください（例：1.0.0）'),
    ).toBeInTheDocument();
    expect(put.bodies).toEqual([]);
  });
});
