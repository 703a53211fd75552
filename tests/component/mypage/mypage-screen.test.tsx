import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { MyPageScreen } from '../../../src/screens/mypage/mypage-screen.tsx';
import { userProfileSchema, userStatsSchema } from '../../../src/api/schemas/accounts/user.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';

const PROFILE = {
  id: 'abcdef0123456789',
  display_name: '山田 太郎',
  email: 'user@example.com',
  role: 'USER',
  created_at: '2025-03-04T05:06:07Z',
  given_name: '太郎',
  family_name: '山田',
};

async function renderMyPage() {
  const user = await signInAs('user');
  return renderScreen(<MyPageScreen />, { path: '/mypage', user });
}

// Counts the profile saves that reach the server.
let stopCounting: (() => void) | null = null;
function countProfileSaves(): () => number {
  let puts = 0;
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname === '/api/profile') puts += 1;
  };
  server.events.on('request:start', listener);
  stopCounting = () => server.events.removeListener('request:start', listener);
  return () => puts;
}
afterEach(() => {
  stopCounting?.();
  stopCounting = null;
});

const dialog = () => screen.findByRole('dialog', { name: 'プロフィールの編集' });

describe('My page', () => {
  it("shows the signed-in user's profile from the mock", async () => {
    const signedIn = await signInAs('user');
    renderScreen(<MyPageScreen />, { path: '/mypage', user: signedIn });
    const card = await screen.findByRole('region', { name: 'プロフィール' });
    // The mock answers in the contract's form: read it so.
    const profile = userProfileSchema.parse(await callApi('getProfile', {}));
    expect(within(card).getByText(profile.display_name)).toBeInTheDocument();
    expect(within(card).getByText('user@example.com')).toBeInTheDocument();
    expect(within(card).getByText('一般ユーザー')).toBeInTheDocument();
    expect(within(card).getByText(`${profile.id.slice(0, 8)}…`)).toBeInTheDocument();
    expect(within(card).queryByText(profile.id, { exact: true })).toBeNull();
  });

  it('shows the id cut to 8 characters and the registration date as yyyy年MM月dd日', async () => {
    server.use(http.get('*/api/profile', () => HttpResponse.json(PROFILE)));
    await renderMyPage();
    const card = await screen.findByRole('region', { name: 'プロフィール' });
    expect(within(card).getByText('山田 太郎')).toBeInTheDocument();
    expect(within(card).getByText('abcdef01…')).toBeInTheDocument();
    expect(within(card).getByText('2025年03月04日')).toBeInTheDocument();
  });

  it("shows the placeholder registration date 2025-01-01T00:00:00Z as '-'", async () => {
    server.use(http.get('*/api/profile', () => HttpResponse.json({ ...PROFILE, created_at: '2025-01-01T00:00:00Z' })));
    await renderMyPage();
    const card = await screen.findByRole('region', { name: 'プロフィール' });
    const label = within(card).getByText('登録日');
    expect(label.nextElementSibling).toHaveTextContent(/^-$/);
    expect(within(card).queryByText(/2025年01月01日/)).toBeNull();
  });

  it('shows the three stat cards, applications labelled as managed', async () => {
    server.use(
      http.get('*/api/stats', () =>
        HttpResponse.json({
          licenses: { total: 7, active: 4 },
          devices: { total: 5, active: 2 },
          applications: { total: 3 },
        }),
      ),
    );
    await renderMyPage();
    const licences = await screen.findByRole('group', { name: 'ライセンス' });
    expect(within(licences).getByText('合計').nextElementSibling).toHaveTextContent('7');
    expect(within(licences).getByText('アクティブ').nextElementSibling).toHaveTextContent('4');
    const devices = screen.getByRole('group', { name: 'デバイス' });
    expect(within(devices).getByText('合計').nextElementSibling).toHaveTextContent('5');
    expect(within(devices).getByText('アクティブ').nextElementSibling).toHaveTextContent('2');
    const apps = screen.getByRole('group', { name: 'アプリケーション' });
    expect(within(apps).getByText('管理中').nextElementSibling).toHaveTextContent('3');
  });

  it('agrees with the stats the mock computes for the demo user', async () => {
    await renderMyPage();
    const licences = await screen.findByRole('group', { name: 'ライセンス' });
    const stats = userStatsSchema.parse(await callApi('getStats', {}));
    expect(within(licences).getByText('合計').nextElementSibling).toHaveTextContent(String(stats.licenses.total));
    expect(stats.licenses.total).toBeGreaterThanOrEqual(3);
  });

  it("lists the user's licences with status chips, 'used / max' and expiry", async () => {
    server.use(
      http.get('*/licenses/user', () =>
        HttpResponse.json({
          licenses: [
            {
              id: 'lic-active-1',
              status: 'active',
              activationCount: 2,
              maxActivations: 5,
              expiryDate: '2030-06-30T00:00:00Z',
            },
            { id: 'lic-inactive-1', status: 'inactive', activationCount: 0, maxActivations: 1, expiryDate: null },
            {
              id: 'lic-expired-1',
              status: 'expired',
              activationCount: 1,
              maxActivations: 3,
              expiryDate: '2024-01-31T00:00:00Z',
            },
          ],
        }),
      ),
    );
    await renderMyPage();
    const table = await screen.findByRole('table', { name: 'ライセンス一覧' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('lic-active-1');
    expect(within(rows[0]!).getByText('アクティブ')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('2 / 5');
    expect(rows[0]).toHaveTextContent('2030/06/30');
    expect(within(rows[1]!).getByText('非アクティブ')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('0 / 1');
    expect(rows[1]).toHaveTextContent('無期限');
    expect(within(rows[2]!).getByText('期限切れ')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('1 / 3');
  });

  it("lists the demo user's licences from the mock", async () => {
    await renderMyPage();
    const table = await screen.findByRole('table', { name: 'ライセンス一覧' });
    const { licenses } = await callApi('listUserLicenses', {});
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(licenses.length + 1));
    expect(within(table).getByText(licenses[0]!.id)).toBeInTheDocument();
  });

  it("says 'ユーザー情報を取得できませんでした。' when the profile cannot load, and retries", async () => {
    let fail = true;
    server.use(
      http.get('*/api/profile', () =>
        fail ? HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 }) : HttpResponse.json(PROFILE),
      ),
    );
    const { user } = await renderMyPage();
    const alert = await screen.findByText('ユーザー情報を取得できませんでした。');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'プロフィール' })).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByRole('region', { name: 'プロフィール' })).toBeInTheDocument();
  });

  it("requires both names: '姓が必須です' and '名が必須です' next to the fields, nothing is sent", async () => {
    const saves = countProfileSaves();
    const { user } = await renderMyPage();
    await user.click(await screen.findByRole('button', { name: 'プロフィールを編集' }));
    const d = await dialog();
    const family = within(d).getByLabelText('姓');
    const given = within(d).getByLabelText('名');
    await user.clear(family);
    await user.clear(given);
    await user.type(given, '   ');
    await user.click(within(d).getByRole('button', { name: '保存' }));
    expect(await within(d).findByText('姓が必須です')).toHaveAttribute('role', 'alert');
    expect(within(d).getByText('名が必須です')).toBeInTheDocument();
    expect(family).toHaveAttribute('aria-invalid', 'true');
    expect(family).toHaveAccessibleDescription('姓が必須です');
    expect(given).toHaveAccessibleDescription('名が必須です');
    expect(saves()).toBe(0);
  });

  it("saves the names, says 'プロフィールを更新しました', and the profile shows the saved name", async () => {
    const { user } = await renderMyPage();
    await user.click(await screen.findByRole('button', { name: 'プロフィールを編集' }));
    const d = await dialog();
    await user.clear(within(d).getByLabelText('姓'));
    await user.type(within(d).getByLabelText('姓'), '佐藤');
    await user.clear(within(d).getByLabelText('名'));
    await user.type(within(d).getByLabelText('名'), '花子');
    await user.dblClick(within(d).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('プロフィールを更新しました')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'プロフィールの編集' })).toBeNull());
    const saved = userProfileSchema.parse(await callApi('getProfile', {}));
    expect(saved.family_name).toBe('佐藤');
    expect(saved.given_name).toBe('花子');
    const card = screen.getByRole('region', { name: 'プロフィール' });
    expect(within(card).getByText(saved.display_name)).toBeInTheDocument();
  });

  it('saves once on a double click', async () => {
    const saves = countProfileSaves();
    const { user } = await renderMyPage();
    await user.click(await screen.findByRole('button', { name: 'プロフィールを編集' }));
    const d = await dialog();
    await user.type(within(d).getByLabelText('名'), 'X');
    await user.dblClick(within(d).getByRole('button', { name: '保存' }));
    await screen.findByText('プロフィールを更新しました');
    expect(saves()).toBe(1);
  });

  it("says 'プロフィールの更新に失敗しました' on a failed save and keeps what was typed", async () => {
    server.use(http.put('*/api/profile', () => HttpResponse.json({ error: 'boom', message: 'boom' }, { status: 500 })));
    const { user } = await renderMyPage();
    await user.click(await screen.findByRole('button', { name: 'プロフィールを編集' }));
    const d = await dialog();
    await user.clear(within(d).getByLabelText('姓'));
    await user.type(within(d).getByLabelText('姓'), '鈴木');
    await user.click(within(d).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('プロフィールの更新に失敗しました')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'プロフィールの編集' })).toBeInTheDocument();
    expect(within(d).getByLabelText('姓')).toHaveValue('鈴木');
    expect(within(d).getByRole('button', { name: '保存' })).toBeEnabled();
  });

  it('cancel closes the dialog without saving; reopening starts from the saved profile', async () => {
    const { user } = await renderMyPage();
    await user.click(await screen.findByRole('button', { name: 'プロフィールを編集' }));
    let d = await dialog();
    const before = (within(d).getByLabelText('姓') as HTMLInputElement).value;
    await user.type(within(d).getByLabelText('姓'), 'ZZZ');
    await user.click(within(d).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'プロフィールの編集' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'プロフィールを編集' }));
    d = await dialog();
    expect(within(d).getByLabelText('姓')).toHaveValue(before);
    expect((await callApi('getProfile', {})).family_name).toBe(before);
  });
});
