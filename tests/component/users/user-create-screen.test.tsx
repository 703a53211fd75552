import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { userKeys } from '../../../src/api/resources/accounts/users.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { UserCreateScreen } from '../../../src/screens/users/user-create-screen.tsx';
import { validation as v } from '../../../src/shared/messages/forms/validation.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { recordRequests } from '../../support/record-requests.ts';
import { openCombobox } from '../../support/dropdown.ts';

configure({ asyncUtilTimeout: 5000 });

async function renderCreate() {
  const admin = await signInAs('admin');
  const view = renderScreen(<UserCreateScreen />, { path: '/users/create', user: admin });
  // A cached list page, to see it invalidated after a create.
  view.queryClient.setQueryData(userKeys.list({ page: 1, pageSize: 10 }), { users: [], total: 0 });
  return view;
}

type UserEvents = Awaited<ReturnType<typeof renderCreate>>['user'];

const submit = () => screen.getByRole('button', { name: '作成' });
const passwordError = () => document.getElementById('user-create-password-error');

async function openTenantPicker(user: UserEvents) {
  await screen.findByRole('combobox', { name: 'サブスクライトのユーザー' });
  return openCombobox(user, 'サブスクライトのユーザー');
}

describe('User creation: tenant-user mode', () => {
  it('lists the tenant users; registered ones are disabled and marked 既に登録済み', async () => {
    const { users } = await signInAs('admin').then(() => callApi('listTenantUsers', {}));
    const registered = users.filter((u) => u.is_duplicate);
    const free = users.filter((u) => !u.is_duplicate);
    expect(registered.length).toBeGreaterThan(0);
    const { user } = await renderCreate();
    const listbox = await openTenantPicker(user);
    const options = within(listbox).getAllByRole('option', { hidden: true });
    expect(options).toHaveLength(users.length);
    for (const u of registered) {
      const option = within(listbox).getByRole('option', {
        name: new RegExp(u.email.replace(/[.+]/g, '\\$&')),
        hidden: true,
      });
      expect(option).toHaveAccessibleName(expect.stringContaining('既に登録済み'));
      expect(option).toHaveAttribute('aria-disabled', 'true');
    }
    for (const u of free) {
      const option = within(listbox).getByRole('option', {
        name: new RegExp(u.email.replace(/[.+]/g, '\\$&')),
        hidden: true,
      });
      expect(option).not.toHaveAccessibleName(expect.stringContaining('既に登録済み'));
      expect(option).not.toHaveAttribute('aria-disabled', 'true');
    }
  });

  it('requires a selection and a password', async () => {
    const { user } = await renderCreate();
    await screen.findByLabelText('サブスクライトのユーザー');
    await user.click(submit());
    expect(await screen.findByText(v.tenantUserRequired)).toBeInTheDocument();
    expect(passwordError()).toHaveTextContent(v.passwordRequired);
    expect(screen.getByLabelText('パスワード')).toHaveAttribute('aria-invalid', 'true');
  });

  it("says '選択されたユーザーが見つかりません' when the chosen user is no longer free", async () => {
    const { users } = await signInAs('admin').then(() => callApi('listTenantUsers', {}));
    const target = users.find((u) => !u.is_duplicate)!;
    const { user, queryClient } = await renderCreate();
    const listbox = await openTenantPicker(user);
    await user.click(
      within(listbox).getByRole('option', { name: new RegExp(target.email.replace(/[.+]/g, '\\$&')), hidden: true }),
    );
    // Someone registers that user meanwhile; the list is read again.
    server.use(
      http.get('*/api/subsclight/tenant-users', () =>
        HttpResponse.json({ success: true, users: users.filter((u) => u.id !== target.id), error: null }),
      ),
    );
    await queryClient.refetchQueries({ queryKey: ['billing'] });
    await user.type(screen.getByLabelText('パスワード'), 'Passw0rd!');
    await user.click(submit());
    expect(await screen.findByText(v.tenantUserNotFound)).toBeInTheDocument();
  });

  it('creates a linked USER from the chosen tenant user, then returns to /users with the list invalidated', async () => {
    const { users } = await signInAs('admin').then(() => callApi('listTenantUsers', {}));
    const target = users.find((u) => !u.is_duplicate)!;
    const posts = recordRequests('POST', '/users');
    const { user, location, queryClient } = await renderCreate();
    const listbox = await openTenantPicker(user);
    await user.click(
      within(listbox).getByRole('option', { name: new RegExp(target.email.replace(/[.+]/g, '\\$&')), hidden: true }),
    );
    await user.type(screen.getByLabelText('パスワード'), 'Passw0rd!');
    await user.click(submit());
    await waitFor(() => expect(location.history?.at(-1)).toBe('/users'));
    expect(await screen.findByText('ユーザーを作成しました')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      email: target.email,
      password: 'Passw0rd!',
      role: 'USER',
      userType: 'SUBSCLIGHT_LINKED',
      tenantId: 'demo-shop',
      subsclight_customer_id: target.id,
    });
    expect(queryClient.getQueryState(userKeys.list({ page: 1, pageSize: 10 }))?.isInvalidated).toBe(true);
    // The server now knows the user; the picker marks them registered.
    const after = await callApi('listTenantUsers', {});
    expect(after.users.find((u) => u.id === target.id)?.is_duplicate).toBe(true);
  });

  it('asks to check the billing provider API settings when the tenant list is empty', async () => {
    server.use(
      http.get('*/api/subsclight/tenant-users', () => HttpResponse.json({ success: true, users: [], error: null })),
    );
    await renderCreate();
    expect(
      await screen.findByText('テナントユーザーが見つかりません。サブスクライトAPIの設定を確認してください。'),
    ).toBeInTheDocument();
  });

  it("shows the server's reason when the tenant list fails with a 4xx (no owner yet)", async () => {
    resetDatabase('empty');
    const { user } = await renderCreate();
    expect(
      await screen.findByText('オーナー設定が必要です。まず設定ページでサブスクライトAPIキーを設定してください。'),
    ).toBeInTheDocument();
    // The other mode still works.
    await user.click(screen.getByLabelText('メールアドレスで作成'));
    expect(screen.getByLabelText('メールアドレス')).toBeInTheDocument();
  });

  it("falls back to 'テナントユーザーの取得に失敗しました' on a server error, with a retry", async () => {
    let fail = true;
    server.use(
      http.get('*/api/subsclight/tenant-users', () =>
        fail ? HttpResponse.json({ error: 'boom', message: 'boom' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await renderCreate();
    expect(await screen.findByText('テナントユーザーの取得に失敗しました')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '再試行' }));
    expect(await openTenantPicker(user)).toBeInTheDocument();
  });

  it("shows the provider's own error when it answers success: false", async () => {
    server.use(
      http.get('*/api/subsclight/tenant-users', () =>
        HttpResponse.json({ success: false, users: [], error: 'サブスクライトAPIの認証に失敗しました' }),
      ),
    );
    await renderCreate();
    expect(await screen.findByText('サブスクライトAPIの認証に失敗しました')).toBeInTheDocument();
  });
});

describe('User creation: e-mail mode', () => {
  it('requires an e-mail and checks its format', async () => {
    const { user } = await renderCreate();
    await user.click(screen.getByLabelText('メールアドレスで作成'));
    await user.click(submit());
    expect(await screen.findByText(v.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('メールアドレス'), 'someone@example');
    await user.click(submit());
    expect(await screen.findByText(v.emailFormat)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('メールアドレス'));
    await user.type(screen.getByLabelText('メールアドレス'), 'some one@example.com');
    await user.click(submit());
    expect(await screen.findByText(v.emailFormat)).toBeInTheDocument();
  });

  it('creates an INDEPENDENT USER from any address, typed full-width with an IME; the role is fixed to 一般ユーザー', async () => {
    const posts = recordRequests('POST', '/users');
    const { user, location } = await renderCreate();
    expect(screen.getByLabelText('ロール')).toHaveValue('一般ユーザー');
    expect(screen.getByLabelText('ロール')).toHaveAttribute('readonly');
    await user.click(screen.getByLabelText('メールアドレスで作成'));
    await user.type(screen.getByLabelText('メールアドレス'), 'ｎｅｗ．ｐｅｒｓｏｎ＠ｅｘａｍｐｌｅ．ｏｒｇ　');
    await user.type(screen.getByLabelText('パスワード'), 'Str0ng!pass');
    // After blur the box shows the address the form will send.
    expect(screen.getByLabelText('メールアドレス')).toHaveValue('new.person@example.org');
    await user.click(submit());
    await waitFor(() => expect(location.history?.at(-1)).toBe('/users'));
    expect(posts[0]!.body).toEqual({
      email: 'new.person@example.org',
      password: 'Str0ng!pass',
      role: 'USER',
      userType: 'INDEPENDENT',
      tenantId: null,
      subsclight_customer_id: null,
    });
    const { users } = await callApi('listUsers', { query: { search: 'new.person@example.org' } });
    expect(users.map((u) => [u.email, u.role])).toEqual([['new.person@example.org', 'USER']]);
  });

  it("a refused create shows 'ユーザーの作成に失敗しました。もう一度お試しください。' and the reason, keeping the values", async () => {
    const { user, location } = await renderCreate();
    await user.click(screen.getByLabelText('メールアドレスで作成'));
    await user.type(screen.getByLabelText('メールアドレス'), 'user@example.com');
    await user.type(screen.getByLabelText('パスワード'), 'Str0ng!pass');
    await user.click(submit());
    expect(await screen.findByText('ユーザーの作成に失敗しました。もう一度お試しください。')).toBeInTheDocument();
    expect(screen.getAllByText('このメールアドレスは既に登録されています').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('メールアドレス')).toHaveValue('user@example.com');
    expect(screen.getByLabelText('パスワード')).toHaveValue('Str0ng!pass');
    expect(location.history?.at(-1)).toBe('/users/create');
    expect(submit()).toBeEnabled();
  });

  it('a server error shows only the generic failure text', async () => {
    server.use(
      http.post('*/users', () => HttpResponse.json({ error: 'db down', message: 'db down' }, { status: 500 })),
    );
    const { user } = await renderCreate();
    await user.click(screen.getByLabelText('メールアドレスで作成'));
    await user.type(screen.getByLabelText('メールアドレス'), 'x@example.org');
    await user.type(screen.getByLabelText('パスワード'), 'Str0ng!pass');
    await user.click(submit());
    expect(await screen.findByText('ユーザーの作成に失敗しました。もう一度お試しください。')).toBeInTheDocument();
    expect(screen.queryByText('db down')).toBeNull();
  });

  it('a double click creates once', async () => {
    const posts = recordRequests('POST', '/users');
    const { user, location } = await renderCreate();
    await user.click(screen.getByLabelText('メールアドレスで作成'));
    await user.type(screen.getByLabelText('メールアドレス'), 'twice@example.org');
    await user.type(screen.getByLabelText('パスワード'), 'Str0ng!pass');
    await user.dblClick(submit());
    await waitFor(() => expect(location.history?.at(-1)).toBe('/users'));
    expect(posts).toHaveLength(1);
  });
});

describe('User creation: password rules (docs/product.md §5), checked in order, every failure shown', () => {
  const cases: [string, string, string[]][] = [
    ['empty', '', [v.passwordRequired]],
    ['too short', 'Ab1!', [v.passwordMinLength]],
    ['a character outside the allowed set', 'Abcdefg1!あ', [v.passwordInvalidChars]],
    ['no uppercase letter', 'abcdefg1!', [v.passwordNeedsUpper]],
    ['no lowercase letter', 'ABCDEFG1!', [v.passwordNeedsLower]],
    ['no digit', 'Abcdefgh!', [v.passwordNeedsDigit]],
    ['no symbol', 'Abcdefgh1', [v.passwordNeedsSymbol]],
    [
      'several at once, in order',
      'abc',
      [v.passwordMinLength, v.passwordNeedsUpper, v.passwordNeedsDigit, v.passwordNeedsSymbol],
    ],
    [
      'every rule after the length',
      'ああああああああ',
      [v.passwordInvalidChars, v.passwordNeedsUpper, v.passwordNeedsLower, v.passwordNeedsDigit, v.passwordNeedsSymbol],
    ],
  ];
  it.each(cases)('%s', async (_name, password, expected) => {
    const { user } = await renderCreate();
    await user.click(screen.getByLabelText('メールアドレスで作成'));
    await user.type(screen.getByLabelText('メールアドレス'), 'rules@example.org');
    if (password) await user.type(screen.getByLabelText('パスワード'), password);
    await user.click(submit());
    await waitFor(() => expect(passwordError()).not.toBeNull());
    // All failures joined by newlines, shown one per line.
    expect(passwordError()!.textContent).toBe(expected.join('\n'));
    expect(passwordError()).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(screen.getByLabelText('パスワード')).toHaveAccessibleDescription(expect.stringContaining(expected[0]!));
  });

  it('accepts a password that meets every rule', async () => {
    const view = await renderCreate();
    const { user } = view;
    await user.click(screen.getByLabelText('メールアドレスで作成'));
    await user.type(screen.getByLabelText('メールアドレス'), 'ok@example.org');
    await user.type(screen.getByLabelText('パスワード'), 'Aa1!Aa1!');
    const { location } = view;
    await user.click(submit());
    await waitFor(() => expect(location.history?.at(-1)).toBe('/users'));
    expect(passwordError()).toBeNull();
  });

  it('the password has a show/hide toggle', async () => {
    const { user } = await renderCreate();
    const input = screen.getByLabelText('パスワード');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'パスワードを表示' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'パスワードを隠す' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
