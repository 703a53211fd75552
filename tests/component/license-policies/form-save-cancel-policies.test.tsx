// A policy or feature save that hangs (the server never answers): the dialog says so after 30 s,
// キャンセル or Escape aborts the request, what was typed stays, and the dialog says it was cancelled.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tables } from '../../../src/mocks/db.ts';
import { LicensePoliciesScreen } from '../../../src/screens/license-policies/license-policies-screen.tsx';
import { formSave } from '../../../src/shared/messages/forms/form-save.ts';
import { cancelAfterSlowNotice, holdRequests } from '../../support/hold-requests.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const firstApp = () => [...tables.applications.all()].sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1))[0]!;

async function renderPolicies() {
  const user = await signInAs('admin');
  const rendered = renderScreen(<LicensePoliciesScreen />, { path: '/license-policies', user });
  await screen.findByRole('heading', { level: 1, name: 'ライセンスポリシー' });
  return rendered;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('A save that hangs: the policy dialog', () => {
  it('says the server has not answered at 30 s; キャンセル aborts, keeps the name typed and says so', async () => {
    const held = holdRequests('put', '*/api/license-policies/:id');
    const { user } = await renderPolicies();
    const list = await screen.findByRole('list', { name: `${firstApp().name} のライセンスポリシー` });
    await user.click(within(list).getByRole('button', { name: 'ポリシー「プロフェッショナル（年間）」を編集' }));
    const form = screen.getByRole('dialog');
    const name = within(form).getByLabelText('ポリシー名');
    await user.clear(name);
    await user.type(name, 'プロ（改）');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(held).toHaveLength(1));

    await cancelAfterSlowNotice(form, held, user);
    expect(within(form).queryByText(formSave.slowTitle)).toBeNull();
    expect(screen.getByRole('dialog')).toBe(form);
    expect(within(form).getByLabelText('ポリシー名')).toHaveValue('プロ（改）');
    expect(within(form).getByRole('button', { name: '保存' })).toBeEnabled();
  });
});

describe('A save that hangs: the feature dialog', () => {
  it('Escape while the save runs aborts it as キャンセル does; the dialog stays with what was typed', async () => {
    const held = holdRequests('post', '*/api/applications/:id/entitlements');
    const { user } = await renderPolicies();
    await user.click(await screen.findByRole('button', { name: `${firstApp().name} に機能を追加` }));
    const form = screen.getByRole('dialog');
    await user.type(within(form).getByLabelText('機能コード'), 'OFFLINE_MODE');
    await user.type(within(form).getByLabelText('機能名'), 'オフライン利用');
    await user.click(within(form).getByRole('button', { name: '機能を追加' }));
    await waitFor(() => expect(held).toHaveLength(1));
    expect(within(form).getByRole('button', { name: 'キャンセル' })).toBeEnabled();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(held[0]!.signal.aborted).toBe(true));
    expect(await within(form).findByText(formSave.cancelledTitle)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBe(form);
    expect(within(form).getByLabelText('機能コード')).toHaveValue('OFFLINE_MODE');
    expect(within(form).getByLabelText('機能名')).toHaveValue('オフライン利用');
    // With nothing running, Escape closes it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
