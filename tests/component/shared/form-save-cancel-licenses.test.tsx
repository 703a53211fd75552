// A licence save that hangs (the server never answers): キャンセル aborts the request, what was
// typed stays, and the form says the save was cancelled and may still have been applied.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tables } from '../../../src/mocks/db.ts';
import { LicenseCreateScreen } from '../../../src/screens/licenses/license-create-screen.tsx';
import { LicenseListScreen } from '../../../src/screens/licenses/license-list-screen.tsx';
import { FORM_SAVE_SLOW_AFTER_MS } from '../../../src/shared/constants.ts';
import { formSave } from '../../../src/shared/messages/forms/form-save.ts';
import { callApi } from '../../support/api.ts';
import { chooseOption, combobox } from '../../support/dropdown.ts';
import { cancelAfterSlowNotice, holdRequests } from '../../support/hold-requests.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { makeLicense, renderLicenseList, rowOf, serveLicenses, toastTexts } from '../licenses/support.tsx';

configure({ asyncUtilTimeout: 5000 });

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('A save that hangs: the new licence form', () => {
  it('says the server has not answered at 30 s; キャンセル aborts, keeps the input and says so', async () => {
    const held = holdRequests('post', '*/licenses');
    const admin = await signInAs('admin');
    const [apps, users] = await Promise.all([
      callApi('listApplicationsForLicense', {}),
      callApi('listUsers', { query: { role: 'USER', page: 1, pageSize: 100, sortField: 'email', sortOrder: 'asc' } }),
    ]);
    const app = apps.applications[0]!;
    const holder = users.users[0]!;
    const { user, location } = renderScreen(<LicenseCreateScreen />, { path: '/licenses/create', user: admin });
    await waitFor(() => expect(combobox('アプリケーション')).toBeEnabled());
    await chooseOption(user, 'アプリケーション', app.name);
    await chooseOption(user, 'ユーザー', new RegExp(escapeRegExp(holder.email)));
    await user.click(screen.getByRole('radio', { name: '永続' }));
    const max = screen.getByLabelText('最大アクティベーション数');
    await user.clear(max);
    await user.type(max, '7');
    await user.click(screen.getByRole('button', { name: '作成' }));
    await waitFor(() => expect(held).toHaveLength(1));

    await vi.advanceTimersByTimeAsync(FORM_SAVE_SLOW_AFTER_MS);
    expect(await screen.findByText(formSave.slowTitle)).toBeInTheDocument();
    const cancel = screen.getByRole('button', { name: 'キャンセル' });
    expect(cancel).toBeEnabled();
    await user.click(cancel);
    await waitFor(() => expect(held[0]!.signal.aborted).toBe(true));
    expect(await screen.findByText(formSave.cancelledTitle)).toBeInTheDocument();
    expect(screen.getByText(formSave.cancelledDetail)).toBeInTheDocument();
    expect(screen.queryByText(formSave.slowTitle)).toBeNull();
    // The form stays with what was chosen and typed; no failure is claimed and it can be sent again.
    expect(location.history?.at(-1)).toBe('/licenses/create');
    expect(combobox('アプリケーション')).toHaveValue(app.name);
    expect((combobox('ユーザー') as HTMLInputElement).value).toContain(holder.email);
    expect(screen.getByLabelText('最大アクティベーション数')).toHaveValue('7');
    expect(screen.queryByText(/ライセンスの作成に失敗しました/)).toBeNull();
    expect(screen.getByRole('button', { name: '作成' })).toBeEnabled();
  });
});

describe('A save that hangs: the expiry editor of the licence detail', () => {
  it('キャンセル aborts the save; the editor stays open with the typed expiry and says so', async () => {
    serveLicenses([makeLicense({ key: 'KEY-HUNG' })]);
    const held = holdRequests('put', '*/licenses/:id');
    const { user } = await renderLicenseList();
    await user.click(within(await rowOf('KEY-HUNG')).getByRole('button', { name: 'ライセンス KEY-HUNG の詳細' }));
    const dialog = await screen.findByRole('dialog', { name: 'ライセンス詳細' });
    await user.click(within(dialog).getByRole('button', { name: '有効期限を編集' }));
    fireEvent.change(within(dialog).getByLabelText('新しい有効期限'), { target: { value: '2032-01-02T03:04' } });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(held).toHaveLength(1));

    await cancelAfterSlowNotice(dialog, held, user);
    expect(within(dialog).getByLabelText('新しい有効期限')).toHaveValue('2032-01-02T03:04');
    expect(within(dialog).getByRole('button', { name: '保存' })).toBeEnabled();
    expect(toastTexts().join()).not.toContain('ライセンスの更新に失敗しました');
    // Closed and opened again: a new editor, without the last one's notice.
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await user.click(within(dialog).getByRole('button', { name: '有効期限を編集' }));
    expect(within(dialog).queryByText(formSave.cancelledTitle)).toBeNull();
  });
});

describe('A save that hangs: the maximum activations dialog', () => {
  it('Escape while the save runs aborts it as キャンセル does; the dialog stays with the figure typed', async () => {
    const license = tables.licenses.all().find((l) => l.status === 'ACTIVE' && l.currentActivations < 9)!;
    const held = holdRequests('put', '*/api/licenses/:id/max-activations');
    const admin = await signInAs('admin');
    const { user } = renderScreen(<LicenseListScreen />, {
      path: `/licenses?q=${encodeURIComponent(license.key)}`,
      user: admin,
    });
    await user.click(
      within(await rowOf(license.key)).getByRole('button', { name: `ライセンス ${license.key} の詳細` }),
    );
    const detail = await screen.findByRole('dialog', { name: 'ライセンス詳細' });
    await user.click(await within(detail).findByRole('button', { name: '最大アクティベーション数を変更' }));
    const form = await screen.findByRole('dialog', { name: '最大アクティベーション数の変更' });
    const input = within(form).getByLabelText('新しい最大アクティベーション数');
    await user.clear(input);
    await user.type(input, '9');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(held).toHaveLength(1));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(held[0]!.signal.aborted).toBe(true));
    expect(await within(form).findByText(formSave.cancelledTitle)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '最大アクティベーション数の変更' })).toBeInTheDocument();
    expect(within(form).getByLabelText('新しい最大アクティベーション数')).toHaveValue('9');
    // With nothing running, Escape closes it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '最大アクティベーション数の変更' })).toBeNull());
  });
});
