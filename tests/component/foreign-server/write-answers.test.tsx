// The screens against a licence server that answers the plain REST way
// (docs/adr/0059-any-2xx-write-is-a-success.md): a write answered with the bare record or with
// nothing is a success, shown at once; single records read bare; a refusal's reason is shown
// beside the console's own text, under the field the server names.
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route } from 'wouter';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { tables } from '../../../src/mocks/db.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { DeviceListScreen } from '../../../src/screens/devices/device-list-screen.tsx';
import { LicenseListScreen } from '../../../src/screens/licenses/license-list-screen.tsx';
import { MyApplicationScreen } from '../../../src/screens/my-application/my-application-screen.tsx';
import { OwnerSettingsScreen } from '../../../src/screens/owner-settings/owner-settings-screen.tsx';
import { UserCreateScreen } from '../../../src/screens/users/user-create-screen.tsx';
import { UserEditScreen } from '../../../src/screens/users/user-edit-screen.tsx';

configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

const REASON = 'このメールアドレスは既に登録されています';
const CREATE_FAILED = 'ユーザーの作成に失敗しました。もう一度お試しください。';

describe('a write answered with the bare record is a success, shown at once', () => {
  it('無効化: 200 with the bare licence says ライセンスが無効化されました and the row shows it', async () => {
    const admin = await signInAs('admin');
    const { licenses } = await callApi('listLicenses', { query: { status: 'ACTIVE', pageSize: 1 } });
    const licence = licenses[0]!;
    server.use(
      http.post('*/licenses/:id/revoke', ({ params }) => {
        tables.licenses.patch(String(params.id), { status: 'REVOKED' });
        return HttpResponse.json({ ...licence, status: 'REVOKED' });
      }),
    );
    const { user } = renderScreen(<LicenseListScreen />, { path: `/licenses?q=${licence.key}`, user: admin });
    await user.click(await screen.findByRole('button', { name: `ライセンス ${licence.key} を無効化` }));
    expect(await screen.findByText('ライセンスが無効化されました')).toBeInTheDocument();
    expect(screen.queryByText('ライセンスの無効化に失敗しました')).toBeNull();
    const row = screen.getByRole('table', { name: 'ライセンス一覧' }).querySelector('tbody tr')!;
    await waitFor(() => expect(row).toHaveTextContent('無効化済み'));
  });

  it('デバイスの無効化: 200 with the bare device says デバイスを無効化しました', async () => {
    const admin = await signInAs('admin');
    const { devices } = await callApi('listDevices', { query: { status: 'ACTIVE', pageSize: 1 } });
    const device = devices[0]!;
    server.use(
      http.post('*/devices/:id/deactivate', ({ params }) => {
        tables.devices.patch(String(params.id), { status: 'INACTIVE' });
        return HttpResponse.json({ ...device, status: 'INACTIVE' });
      }),
    );
    const { user } = renderScreen(<DeviceListScreen />, { path: `/devices?q=${device.id}`, user: admin });
    const table = await screen.findByRole('table', { name: 'デバイス一覧' });
    await user.click(await within(table).findByRole('button', { name: /を無効化$/ }));
    expect(await screen.findByText('デバイスを無効化しました')).toBeInTheDocument();
    expect(screen.queryByText('デバイスの無効化に失敗しました')).toBeNull();
  });

  it.each([
    [
      '201 with the bare user',
      () => HttpResponse.json({ id: 'u-new', email: 'new@example.org', role: 'USER' }, { status: 201 }),
    ],
    [
      '201 with the user in another envelope',
      () => HttpResponse.json({ data: { id: 'u-new', email: 'new@example.org' } }, { status: 201 }),
    ],
    ['201 with text', () => new HttpResponse('Created', { status: 201 })],
  ])('ユーザー作成: %s leaves the form for the list, once', async (_answer, answer) => {
    let posts = 0;
    server.use(
      http.post('*/users', () => {
        posts += 1;
        return answer();
      }),
    );
    const admin = await signInAs('admin');
    const { user, location } = renderScreen(<UserCreateScreen />, { path: '/users/create', user: admin });
    await user.click(await screen.findByLabelText('メールアドレスで作成'));
    await user.type(screen.getByLabelText('メールアドレス'), 'new@example.org');
    await user.type(screen.getByLabelText('パスワード'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: '作成' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/users'));
    expect(screen.queryByText(CREATE_FAILED)).toBeNull();
    expect(posts).toBe(1);
  });

  it('オーナー作成: 204 without the owner reads it again: update mode, never the setup again', async () => {
    resetDatabase('empty');
    let owner: Record<string, unknown> = { exists: false };
    server.use(
      http.get('*/api/my-owner', () => HttpResponse.json(owner)),
      http.post('*/api/my-owner', () => {
        owner = { owner_id: 'own-1', subsclight_site: 'rest-shop', subsclight_api_key_masked: 'sl_t••••mnop' };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const admin = await signInAs('admin');
    const { user } = renderScreen(<OwnerSettingsScreen />, { path: '/owner-settings', user: admin });
    await user.type(await screen.findByLabelText('サブスクライトAPIキー'), 'sl_test_abcdefghijklmnop');
    await user.type(screen.getByLabelText('サイト識別子'), 'rest-shop');
    await user.click(screen.getByRole('button', { name: '作成' }));
    expect(await screen.findByText('オーナー設定が正常に作成されました')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '更新' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '作成' })).toBeNull();
  });
});

describe('single records read bare', () => {
  it('GET /users/{id} answered with the bare user fills the edit form', async () => {
    const admin = await signInAs('admin');
    const { users } = await callApi('listUsers', { query: { role: 'USER', pageSize: 1 } });
    const target = users[0]!;
    server.use(http.get('*/users/:id', () => HttpResponse.json(target)));
    renderScreen(
      <Route path="/users/:id/edit">
        <UserEditScreen />
      </Route>,
      { path: `/users/${target.id}/edit`, user: admin },
    );
    await screen.findByRole('form', { name: 'ユーザー情報' });
    expect(screen.getByLabelText('ユーザー名')).toHaveValue(target.username);
  });

  it('GET /api/my-application answered with the bare application shows its settings', async () => {
    const admin = await signInAs('admin');
    const { application } = await callApi('getMyApplication', {});
    server.use(http.get('*/api/my-application', () => HttpResponse.json(application)));
    renderScreen(<MyApplicationScreen />, { path: '/my-application', user: admin });
    expect(await screen.findByText(application.name)).toBeInTheDocument();
    expect(screen.queryByText('アプリケーション情報の読み込みに失敗しました')).toBeNull();
  });
});

describe("a refusal's reason beside the console's text", () => {
  async function createTaken() {
    const admin = await signInAs('admin');
    const { user } = renderScreen(<UserCreateScreen />, { path: '/users/create', user: admin });
    await user.click(await screen.findByLabelText('メールアドレスで作成'));
    await user.type(screen.getByLabelText('メールアドレス'), 'user@example.com');
    await user.type(screen.getByLabelText('パスワード'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: '作成' }));
    expect(await screen.findByText(CREATE_FAILED)).toBeInTheDocument();
    // Nothing typed is lost.
    expect(screen.getByLabelText('メールアドレス')).toHaveValue('user@example.com');
    expect(screen.getByLabelText('パスワード')).toHaveValue('Str0ng!pass');
  }

  it.each([
    ['{error, message} with the status name as error', { error: 'Conflict', message: REASON }],
    ['{detail}', { detail: REASON }],
  ])('409 %s: the reason shows with ユーザーの作成に失敗しました', async (_shape, body) => {
    server.use(http.post('*/users', () => HttpResponse.json(body, { status: 409 })));
    await createTaken();
    expect(screen.getByText(REASON)).toBeInTheDocument();
    expect(screen.queryByText('Conflict')).toBeNull();
  });

  it('409 problem+json naming the field: the reason shows under メールアドレス', async () => {
    server.use(
      http.post(
        '*/users',
        () =>
          new HttpResponse(
            JSON.stringify({
              type: 'about:blank',
              title: 'Conflict',
              status: 409,
              detail: REASON,
              errors: [{ pointer: '#/email', detail: REASON }],
            }),
            { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
          ),
      ),
    );
    await createTaken();
    expect(screen.getByLabelText('メールアドレス')).toHaveAccessibleDescription(expect.stringContaining(REASON));
  });
});
