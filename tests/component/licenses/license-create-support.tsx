// The new-licence form rendered for the admin, with the calls and field readers its tests share.
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { expect } from 'vitest';
import { callApi } from '../../support/api.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { LicenseCreateScreen } from '../../../src/screens/licenses/license-create-screen.tsx';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { chooseOption, combobox } from '../../support/dropdown.ts';

export type Rendered = Awaited<ReturnType<typeof renderCreate>>;

export async function renderCreate() {
  const account = await signInAs('admin');
  const [apps, users] = await Promise.all([
    callApi('listApplicationsForLicense', {}),
    callApi('listUsers', { query: { role: 'USER', page: 1, pageSize: 100, sortField: 'email', sortOrder: 'asc' } }),
  ]);
  const rendered = renderScreen(<LicenseCreateScreen />, { path: '/licenses/create', user: account });
  await screen.findByRole('heading', { level: 1, name: '新規ライセンス作成' });
  return { ...rendered, app: apps.applications[0]!, holder: users.users[0]! };
}

/** Records POST /licenses bodies and lets the mock answer. */
export function recordCreates() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/licenses', async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
      return undefined;
    }),
  );
  return bodies;
}

export const fieldError = (input: HTMLElement) => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((x) => x.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

export async function fillRequired(r: Rendered, type: '永続' | 'サブスクリプション' = 'サブスクリプション') {
  await waitFor(() => expect(combobox('アプリケーション')).toBeEnabled());
  await chooseOption(r.user, 'アプリケーション', r.app.name);
  await chooseOption(r.user, 'ユーザー', new RegExp(escapeRegExp(r.holder.email)));
  await r.user.click(screen.getByRole('radio', { name: type }));
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const submitButton = () => screen.getByRole('button', { name: '作成' });
