// Every select of the console is an ARIA 1.2 combobox: a screen reader finds it by
// role and its Japanese label, hears whether its list is open (aria-expanded), and is pointed at
// that list (aria-controls names the listbox while it is in the page). PrimeReact's Dropdown
// gives its focus input none of this; the app's pass-through does, for every Dropdown at once.
import type { ReactElement } from 'react';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { LicenseCreateScreen } from '../../../src/screens/licenses/license-create-screen.tsx';
import { LicenseListScreen } from '../../../src/screens/licenses/license-list-screen.tsx';
import { UserCreateScreen } from '../../../src/screens/users/user-create-screen.tsx';
import { UserEditScreen } from '../../../src/screens/users/user-edit-screen.tsx';
import { common } from '../../../src/shared/messages/common.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { chooseOption, combobox, dropdownBox, openCombobox } from '../../support/dropdown.ts';

configure({ asyncUtilTimeout: 5000 });

type UserEventApi = ReturnType<typeof renderScreen>['user'];

async function renderAsAdmin(ui: ReactElement, path: string) {
  const admin = await signInAs('admin');
  return renderScreen(ui, { path, user: admin });
}

/**
 * The screen's selects are exactly the comboboxes `names` (the visible value box of each is no
 * second, nameless combobox), and each one opens and closes as the combobox pattern says.
 */
async function expectComboboxes(user: UserEventApi, names: string[]) {
  for (const name of names) await screen.findByRole('combobox', { name });
  expect(screen.getAllByRole('combobox')).toHaveLength(names.length);
  // Every PrimeReact Dropdown on screen is one of them.
  expect(document.querySelectorAll('[data-pc-name="dropdown"]')).toHaveLength(names.length);

  for (const name of names) {
    const box = combobox(name);
    expect(box).toHaveAttribute('aria-haspopup', 'listbox');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    // Closed, the list is not in the page, and nothing names it.
    expect(box).not.toHaveAttribute('aria-controls');

    const listbox = await openCombobox(user, name);
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(within(listbox).getAllByRole('option', { hidden: true }).length).toBeGreaterThan(0);

    // The pointer closes it again on its box (Escape is the keyboard's way: the e2e test).
    await user.click(dropdownBox(box));
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'false'));
    expect(box).not.toHaveAttribute('aria-controls');
    expect(document.getElementById(listbox.id)).toBeNull();
  }
}

describe('Selects are comboboxes', () => {
  it('the licence list: its five filters and the page size', async () => {
    const { user } = await renderAsAdmin(<LicenseListScreen />, '/licenses');
    await screen.findByRole('table', { name: 'ライセンス一覧' });
    await expectComboboxes(user, [
      'ステータスで絞り込み',
      'アプリケーション',
      'ライセンス種別',
      '有効期限',
      'アクティベーション',
      '行/ページ',
    ]);
  });

  it("a combobox's value follows the list's URL, not only the user's choices", async () => {
    const { user, location } = await renderAsAdmin(<LicenseListScreen />, '/licenses?status=REVOKED');
    await screen.findByRole('table', { name: 'ライセンス一覧' });
    expect(combobox('ステータスで絞り込み')).toHaveValue('無効化済み');
    await chooseOption(user, 'ステータスで絞り込み', '期限切れ');
    expect(combobox('ステータスで絞り込み')).toHaveValue('期限切れ');
    // What back or a link does: the value comes from the URL.
    act(() => location.navigate('/licenses?status=ACTIVE'));
    await waitFor(() => expect(combobox('ステータスで絞り込み')).toHaveValue('アクティブ'));
    act(() => location.navigate('/licenses'));
    await waitFor(() => expect(combobox('ステータスで絞り込み')).toHaveValue('すべてのステータス'));
  });

  it('the new-licence form: the application and the user (with its search box)', async () => {
    const { user } = await renderAsAdmin(<LicenseCreateScreen />, '/licenses/create');
    await screen.findByRole('heading', { level: 1, name: '新規ライセンス作成' });
    // The lists load first: a loading Dropdown does not open.
    await waitFor(() => expect(screen.queryByText(common.loading)).toBeNull());
    await expectComboboxes(user, ['アプリケーション', 'ユーザー']);
    // Nothing chosen yet: the prompt the box shows is the combobox's placeholder.
    expect(combobox('アプリケーション')).toHaveAttribute('placeholder', 'アプリケーションを選択');
    expect(combobox('ユーザー')).toHaveAttribute('placeholder', 'ユーザーを選択');
  });

  it('the user forms: the tenant user to register and the role to edit', async () => {
    const created = await renderAsAdmin(<UserCreateScreen />, '/users/create');
    await expectComboboxes(created.user, ['サブスクライトのユーザー']);
    created.unmount();

    const { users } = await callApi('listUsers', { query: { pageSize: 100 } });
    const target = users.find((u) => u.role === 'USER')!;
    const edited = await renderAsAdmin(
      <Route path="/users/:id/edit">
        <UserEditScreen />
      </Route>,
      `/users/${target.id}/edit`,
    );
    await screen.findByRole('form', { name: 'ユーザー情報' });
    await expectComboboxes(edited.user, ['ロール']);
  });
});
