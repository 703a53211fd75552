import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import type { User } from '../../../src/api/schemas/accounts/user.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { UserEditScreen } from '../../../src/screens/users/user-edit-screen.tsx';
import { validation as v } from '../../../src/shared/messages/forms/validation.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { chooseOption, combobox } from '../../support/dropdown.ts';
import { recordRequests } from '../../support/record-requests.ts';

configure({ asyncUtilTimeout: 5000 });

/** A general user of the demo data, and the screen at its edit route. */
async function renderEdit(
  pick: (users: User[]) => User | undefined = (users) =>
    users.find((u) => u.role === 'USER' && u.userType === 'SUBSCLIGHT_LINKED'),
) {
  const admin = await signInAs('admin');
  const { users } = await callApi('listUsers', { query: { pageSize: 100 } });
  const target = pick(users)!;
  const view = renderScreen(
    <Route path="/users/:id/edit">
      <UserEditScreen />
    </Route>,
    { path: `/users/${target.id}/edit`, user: admin },
  );
  await screen.findByRole('form', { name: 'ユーザー情報' });
  return { ...view, target, admin };
}

const save = () => screen.getByRole('button', { name: '保存' });

describe('User edit', () => {
  it('fills the form and shows the read-only facts', async () => {
    const { target } = await renderEdit();
    expect(screen.getByLabelText('ユーザー名')).toHaveValue(target.username);
    expect(screen.getByLabelText('メールアドレス')).toHaveValue(target.email);
    const facts = screen.getByText('登録情報').closest('.p-card') as HTMLElement;
    expect(within(facts).getByText(target.id)).toBeInTheDocument();
    expect(within(facts).getByText('サブスクライト連携')).toBeInTheDocument();
    expect(within(facts).getByText(target.tenantId!)).toBeInTheDocument();
    expect(within(facts).getByText(target.subsclight_customer_id!)).toBeInTheDocument();
    expect(within(facts).getAllByText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/)).toHaveLength(2);
    expect(combobox('ロール')).toHaveValue('一般ユーザー');
  });

  it('saves username, e-mail and role through PUT /users/{id}, then returns to /users', async () => {
    const puts = recordRequests('PUT', /^\/users\//);
    const { user, target, location } = await renderEdit();
    await user.clear(screen.getByLabelText('ユーザー名'));
    await user.type(screen.getByLabelText('ユーザー名'), '新しい名前');
    await chooseOption(user, 'ロール', '管理者');
    await user.click(save());
    await waitFor(() => expect(location.history?.at(-1)).toBe('/users'));
    expect(await screen.findByText('ユーザーを更新しました')).toBeInTheDocument();
    expect(puts.map((p) => [p.path, p.body])).toEqual([
      [`/users/${target.id}`, { username: '新しい名前', email: target.email, role: 'ADMIN' }],
    ]);
    const { user: saved } = await callApi('getUser', { params: { id: target.id } });
    expect([saved.username, saved.role]).toEqual(['新しい名前', 'ADMIN']);
  });

  it('validates like the other forms: username required, e-mail format', async () => {
    const { user } = await renderEdit();
    await user.clear(screen.getByLabelText('ユーザー名'));
    await user.clear(screen.getByLabelText('メールアドレス'));
    await user.type(screen.getByLabelText('メールアドレス'), 'not-an-email');
    await user.click(save());
    expect(await screen.findByText(v.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(v.emailFormat)).toBeInTheDocument();
    expect(screen.getByLabelText('ユーザー名')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('ユーザー名'), 'x'.repeat(51));
    await user.click(save());
    expect(await screen.findByText(v.usernameMax)).toBeInTheDocument();
  });

  it("a refused save shows 'ユーザーの更新に失敗しました' and the server's reason, keeping the values", async () => {
    const { user, location } = await renderEdit();
    await user.clear(screen.getByLabelText('メールアドレス'));
    await user.type(screen.getByLabelText('メールアドレス'), 'admin@example.com');
    await user.click(save());
    expect(await screen.findByText('ユーザーの更新に失敗しました')).toBeInTheDocument();
    expect(screen.getAllByText('このメールアドレスは既に登録されています').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('メールアドレス')).toHaveValue('admin@example.com');
    expect(location.history?.at(-1)).toMatch(/\/edit$/);
  });

  it('the signed-in admin cannot change their own role', async () => {
    await renderEdit((users) => users.find((u) => u.email === 'admin@example.com'));
    expect(screen.getByText('自分自身のロールは変更できません')).toBeInTheDocument();
    expect(screen.getByLabelText('ロール')).toBeDisabled();
  });

  it("an unknown id says 'ユーザーが見つかりません'", async () => {
    const admin = await signInAs('admin');
    renderScreen(
      <Route path="/users/:id/edit">
        <UserEditScreen />
      </Route>,
      { path: '/users/no-such-user/edit', user: admin },
    );
    expect(await screen.findByText('ユーザーが見つかりません')).toBeInTheDocument();
  });

  it('a failed load offers a retry', async () => {
    let fail = true;
    server.use(
      http.get('*/users/:id', () =>
        fail ? HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 }) : undefined,
      ),
    );
    const admin = await signInAs('admin');
    const { users } = await callApi('listUsers', {});
    const { user } = renderScreen(
      <Route path="/users/:id/edit">
        <UserEditScreen />
      </Route>,
      { path: `/users/${users[0]!.id}/edit`, user: admin },
    );
    expect(await screen.findByText('ユーザー情報の読み込みに失敗しました')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByRole('form', { name: 'ユーザー情報' })).toBeInTheDocument();
  });
});
