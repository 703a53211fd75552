// The forms of signing in and of people: the login, a new user, a user's edit and the user's own
// profile (their saves under failure: support/form-saves.ts).
import { expect } from '../test.ts';
import { apiGet, INTERNAL_ERROR_TEXT } from '../faults.ts';
import { dialog, main, toast, type FormCase } from '../form-saves.ts';
import { DEMO } from '../mock.ts';
import { auth as authText } from '../../../../src/shared/messages/auth.ts';
import { myPage, selfService } from '../../../../src/shared/messages/self-service.ts';
import { users } from '../../../../src/shared/messages/users.ts';

export const ACCOUNT_FORMS: FormCase[] = [
  {
    title: 'login',
    role: null,
    path: () => '/login',
    call: 'login',
    fill: async (p) => {
      await p.getByLabel('メールアドレス').fill(DEMO.admin.email);
      await p.getByLabel('パスワード', { exact: true }).fill(DEMO.admin.password);
    },
    scope: main,
    submit: (p) => p.getByRole('button', { name: 'ログイン' }),
    failure: authText.loginFailed,
    // "server's message field, else 'ログインに失敗しました'" (docs/product.md §8): the login alert shows
    // whatever text the failed call carried, even a 5xx's.
    failure500Alternatives: [INTERNAL_ERROR_TEXT],
    done: async (p) => expect(p).toHaveURL(/\/dashboard$/),
  },
  {
    title: 'user create (by email)',
    role: 'admin',
    path: () => '/users/create',
    call: 'createUser',
    fill: async (p) => {
      await p.getByLabel('メールアドレスで作成').check();
      await p.getByLabel('メールアドレス', { exact: true }).fill('forms.check@example.org');
      await p.getByLabel('パスワード', { exact: true }).fill('Member1!pass');
    },
    scope: main,
    submit: (p) => p.getByRole('button', { name: '作成', exact: true }),
    failure: users.createFailed,
    done: async (p) => {
      await expect(p).toHaveURL(/\/users$/);
      await expect(toast(p, users.created)).toBeVisible();
    },
  },
  {
    title: 'user edit',
    role: 'admin',
    path: async ({ session }) => {
      const list = await apiGet<{ users: { id: string }[] }>(session!, '/users?page=1&pageSize=10&role=USER');
      return `/users/${list.users[0]!.id}/edit`;
    },
    call: 'updateUser',
    fill: async (p) => p.getByLabel(users.usernameLabel).fill('フォーム確認ユーザー'),
    scope: main,
    submit: (p) => p.getByRole('button', { name: users.save, exact: true }),
    failure: users.updateFailed,
    done: async (p) => {
      await expect(p).toHaveURL(/\/users$/);
      await expect(toast(p, users.updated)).toBeVisible();
    },
  },
  {
    title: 'profile edit (my page)',
    role: 'user',
    path: () => '/mypage',
    call: 'updateProfile',
    open: async (p) => p.getByRole('button', { name: myPage.editProfile }).click(),
    fill: async (p) => {
      await dialog(p).getByLabel(myPage.familyName, { exact: true }).fill('確認');
      await dialog(p).getByLabel(myPage.givenName, { exact: true }).fill('花子');
    },
    scope: dialog,
    submit: (p) => dialog(p).getByRole('button', { name: '保存' }),
    failure: selfService.profileUpdateFailed,
    done: async (p) => {
      await expect(toast(p, selfService.profileUpdated)).toBeVisible();
      await expect(p.getByRole('region', { name: myPage.profileTitle }).getByText('確認 花子')).toBeVisible();
    },
  },
];
