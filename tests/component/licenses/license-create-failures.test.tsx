// The new-licence form on failure: typed values kept, the server's refusal shown, one submit.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../src/mocks/hosts/node.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { LicenseCreateScreen } from '../../../src/screens/licenses/license-create-screen.tsx';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { expectToast } from './support.tsx';
import { renderCreate, fieldError, fillRequired, submitButton } from './license-create-support.tsx';

// Server round-trips through msw on a shared 2-core machine: give findBy/waitFor room.
configure({ asyncUtilTimeout: 5000 });

describe('New licence form', () => {
  it("keeps every typed value after a failed save: 'ライセンスの作成に失敗しました'", async () => {
    server.use(http.post('*/licenses', () => HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 })));
    const r = await renderCreate();
    await fillRequired(r);
    const max = screen.getByLabelText('最大アクティベーション数');
    await r.user.clear(max);
    await r.user.type(max, '4');
    await r.user.click(submitButton());
    await expectToast('ライセンスの作成に失敗しました');
    expect(r.location.history.at(-1)).toBe('/licenses/create');
    expect(screen.getByLabelText('アプリケーション')).toHaveValue(r.app.name);
    expect(screen.getByLabelText('ユーザー')).toHaveValue(r.holder.email);
    expect(screen.getByRole('radio', { name: 'サブスクリプション' })).toBeChecked();
    expect(screen.getByLabelText('最大アクティベーション数')).toHaveValue('4');
    expect(submitButton()).toBeEnabled();
  });

  it("shows the server's refusal text and its field messages", async () => {
    server.use(
      http.post('*/licenses', () =>
        HttpResponse.json(
          {
            error: '入力内容に誤りがあります',
            message: 'x',
            fields: { maxActivations: ['10000以下を指定してください'] },
          },
          { status: 400 },
        ),
      ),
    );
    const r = await renderCreate();
    await fillRequired(r);
    await r.user.click(submitButton());
    await expectToast('入力内容に誤りがあります');
    await waitFor(() =>
      expect(fieldError(screen.getByLabelText('最大アクティベーション数'))).toBe('10000以下を指定してください'),
    );
  });

  it("shows 'ライセンス枠不足' when the server refuses for quota, and keeps the form", async () => {
    resetDatabase('quota-exhausted');
    // The form does not know the figures yet: the server decides.
    server.use(http.get('*/api/license-quota/:id', () => delay('infinite')));
    const r = await renderCreate();
    await fillRequired(r);
    await r.user.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'ライセンス枠不足' });
    expect(dialog).toHaveTextContent('ライセンス枠が不足しています');
    expect(within(dialog).getByText('利用可能枠').nextElementSibling).toHaveTextContent('0');
    expect(dialog).toHaveTextContent('ライセンス枠情報が最新でない可能性があります');
    await r.user.click(within(dialog).getAllByRole('button', { name: '閉じる' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ライセンス枠不足' })).toBeNull());
    expect(screen.getByLabelText('アプリケーション')).toHaveValue(r.app.name);
    expect(r.location.history.at(-1)).toBe('/licenses/create');
  });

  it('submits once on a double click and disables the button while saving', async () => {
    let calls = 0;
    server.use(
      http.post('*/licenses', async () => {
        calls += 1;
        await delay(200);
        return undefined;
      }),
    );
    const r = await renderCreate();
    await fillRequired(r);
    await r.user.dblClick(submitButton());
    await waitFor(() => expect(submitButton()).toBeDisabled());
    await expectToast('ライセンスが作成されました');
    expect(calls).toBe(1);
  });

  it('says so when the applications cannot be loaded', async () => {
    server.use(
      http.get('*/api/applications/for-license', () =>
        HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 }),
      ),
    );
    const account = await signInAs('admin');
    renderScreen(<LicenseCreateScreen />, { path: '/licenses/create', user: account });
    expect(await screen.findByText('アプリケーション一覧の読み込みに失敗しました')).toBeInTheDocument();
  });
});
