import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../src/mocks/hosts/node.ts';
import { UserListScreen } from '../../../src/screens/users/user-list-screen.tsx';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { recordRequests } from '../../support/record-requests.ts';
import { callApi } from '../../support/api.ts';
import { chooseOption } from '../../support/dropdown.ts';

// The machine is shared: allow slow renders.
configure({ asyncUtilTimeout: 5000 });

async function renderList(path = '/users') {
  const admin = await signInAs('admin');
  return renderScreen(<UserListScreen />, { path, user: admin });
}

const table = () => screen.findByRole('table');
/** Body rows of the user table (header row excluded). */
async function bodyRows() {
  const t = await table();
  return within(t).getAllByRole('row').slice(1);
}

describe('User list', () => {
  it('shows the first page of exactly 10 users with the columns of the contract', async () => {
    const requests = recordRequests('GET', '/users');
    await renderList();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.join('|')).toMatch(/ID.*ユーザー名.*メールアドレス.*ロール.*作成日時.*更新日時.*操作/);
    expect(requests[0]!.query.get('page')).toBe('1');
    expect(requests[0]!.query.get('pageSize')).toBe('10');
    expect(screen.getByText('1 - 10 / 28 件')).toBeInTheDocument();
    // Dates as yyyy/MM/dd HH:mm, a role chip on every row.
    const first = (await bodyRows())[0]!;
    expect(within(first).getAllByText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/)).toHaveLength(2);
    expect(within(first).getByText(/^(管理者|一般ユーザー)$/)).toBeInTheDocument();
  });

  it('falls back to the email when the username is empty', async () => {
    server.use(
      http.get('*/users', () =>
        HttpResponse.json({
          users: [
            {
              id: 'u-1',
              username: '',
              email: 'no-name@example.com',
              role: 'USER',
              createdAt: '2025-02-03T04:05:06Z',
              updatedAt: '2025-02-03T04:05:06Z',
              userType: 'INDEPENDENT',
              tenantId: null,
              subsclight_customer_id: null,
            },
          ],
          total: 1,
        }),
      ),
    );
    await renderList();
    const [row] = await bodyRows();
    expect(within(row!).getAllByText('no-name@example.com')).toHaveLength(2);
    expect(within(row!).getByRole('button', { name: 'no-name@example.comを編集' })).toBeInTheDocument();
  });

  it('pages on the server: the next page asks for page 2 and keeps the size at 10', async () => {
    const requests = recordRequests('GET', '/users');
    const { user, location } = await renderList();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    const firstPageIds = (await bodyRows()).map((r) => r.querySelector('code')?.textContent);
    await user.click(screen.getByRole('button', { name: /next page|次/i }));
    // Page 2 is read ahead while page 1 shows; every page is asked for at 10.
    await waitFor(() => expect(requests.some((r) => r.query.get('page') === '2')).toBe(true));
    expect(requests.every((r) => r.query.get('pageSize') === '10')).toBe(true);
    await waitFor(async () => {
      const ids = (await bodyRows()).map((r) => r.querySelector('code')?.textContent);
      expect(ids).toHaveLength(10);
      expect(ids.some((id) => firstPageIds.includes(id))).toBe(false);
    });
    expect(location.history?.at(-1)).toBe('/users?page=2');
    // The third page holds the remaining 8.
    await user.click(screen.getByRole('button', { name: /next page|次/i }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(8));
  });

  it('filters by role (all, admin, general user) on the server', async () => {
    const requests = recordRequests('GET', '/users');
    const { user, location } = await renderList();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    // A group named by its label; each choice a button named by its label, the chosen one pressed.
    const group = screen.getByRole('group', { name: 'ロールで絞り込み' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['すべて', '管理者', '一般ユーザー']);
    expect(within(group).getByRole('button', { name: 'すべて', pressed: true })).toBeInTheDocument();
    expect(within(group).getAllByRole('button', { pressed: false })).toHaveLength(2);
    await user.click(within(group).getByRole('button', { name: '管理者' }));
    await waitFor(() =>
      expect(requests.some((r) => r.query.get('role') === 'ADMIN' && r.query.get('page') === '1')).toBe(true),
    );
    expect(within(group).getByRole('button', { name: '管理者', pressed: true })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'すべて', pressed: false })).toBeInTheDocument();
    await waitFor(async () => {
      const rows = await bodyRows();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(within(row).getByText('管理者')).toBeInTheDocument();
    });
    // Pressing the chosen one again keeps it (no empty choice).
    await user.click(within(group).getByRole('button', { name: '管理者' }));
    expect(location.history?.at(-1)).toBe('/users?role=ADMIN');
    expect(within(group).getByRole('button', { name: '管理者', pressed: true })).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: '一般ユーザー' }));
    await waitFor(() =>
      expect(requests.some((r) => r.query.get('role') === 'USER' && r.query.get('page') === '1')).toBe(true),
    );
    await waitFor(async () => {
      for (const row of await bodyRows()) expect(within(row).getByText('一般ユーザー')).toBeInTheDocument();
    });
    // Back to all: the first (cached) page again, without a role in the URL.
    await user.click(within(group).getByRole('button', { name: 'すべて' }));
    await waitFor(() => expect(screen.getByText('1 - 10 / 28 件')).toBeInTheDocument());
    expect(location.history?.at(-1)).toBe('/users');
    expect(within(group).getByRole('button', { name: 'すべて', pressed: true })).toBeInTheDocument();
    // By keyboard: the arrows move between the choices, Space chooses.
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('button', { name: '管理者' })).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/users?role=ADMIN'));
    expect(within(group).getByRole('button', { name: '管理者', pressed: true })).toBeInTheDocument();
  });

  it('filters by user type on the server; opening the filter reads the other type ahead', async () => {
    const requests = recordRequests('GET', '/users');
    const { user, location } = await renderList();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    // The seed's independent users, counted here from the unfiltered list.
    const { users } = await callApi('listUsers', { query: { page: 1, pageSize: 100 } });
    const independent = users.filter((u) => u.userType === 'INDEPENDENT').length;
    expect(independent).toBeGreaterThan(0);
    expect(independent).toBeLessThan(28);
    await chooseOption(user, 'ユーザー種別で絞り込み', '独立ユーザー');
    await waitFor(() =>
      expect(screen.getByText(`1 - ${Math.min(10, independent)} / ${independent} 件`)).toBeInTheDocument(),
    );
    expect(location.history?.at(-1)).toBe('/users?type=INDEPENDENT');
    const asked = requests.filter((r) => r.query.get('page') === '1').map((r) => r.query.get('userType'));
    expect(asked).toEqual(expect.arrayContaining(['INDEPENDENT', 'SUBSCLIGHT_LINKED']));
    // Back to every type: the unfiltered total, without a type in the URL.
    await chooseOption(user, 'ユーザー種別で絞り込み', 'すべての種別');
    await waitFor(() => expect(screen.getByText('1 - 10 / 28 件')).toBeInTheDocument());
    expect(location.history?.at(-1)).toBe('/users');
  });

  it('reads the next page ahead: "next" shows it without asking again', async () => {
    const requests = recordRequests('GET', '/users');
    const { user } = await renderList();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    await waitFor(() => expect(requests.filter((r) => r.query.get('page') === '2')).toHaveLength(1));
    const before = requests.length;
    const firstId = (await bodyRows())[0]!.querySelector('code')!.textContent;
    await user.click(screen.getByRole('button', { name: '次のページ' }));
    await waitFor(async () => expect((await bodyRows())[0]!.querySelector('code')!.textContent).not.toBe(firstId));
    // Page 2 came from the read-ahead; only page 3 is read ahead now.
    await waitFor(() => expect(requests.slice(before).map((r) => r.query.get('page'))).toEqual(['3']));
  });

  it('pointing at the role filter reads the other roles ahead; a search reads no page its result lacks', async () => {
    const requests = recordRequests('GET', '/users');
    const { user } = await renderList();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    await user.hover(screen.getByRole('group', { name: 'ロールで絞り込み' }));
    await waitFor(() => {
      const roles = requests.filter((r) => r.query.get('page') === '1').map((r) => r.query.get('role'));
      expect(roles).toEqual(expect.arrayContaining(['ADMIN', 'USER']));
    });
    // The unfiltered view's own read-ahead of page 2 (after its first paint) may come after
    // the previews: wait for it, so that only what the search reads is counted below.
    await waitFor(() =>
      expect(requests.filter((r) => r.query.get('page') === '2' && !r.query.has('search'))).toHaveLength(1),
    );
    const before = requests.length;
    await user.type(screen.getByLabelText('ユーザーを検索'), 'admin@');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 100));
    expect(requests.slice(before).map((r) => r.query.get('page'))).toEqual(['1']);
  });

  it("shows an ordinary user the server's refusal, without filters or the create button", async () => {
    const member = await signInAs('user');
    renderScreen(<UserListScreen />, { path: '/users', user: member });
    const [alert] = await screen.findAllByRole('alert');
    expect(alert).toHaveTextContent('この操作を行う権限がありません');
    expect(screen.getByRole('heading', { level: 1, name: 'ユーザー管理' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'ロールで絞り込み' })).toBeNull();
    expect(screen.queryByLabelText('ユーザーを検索')).toBeNull();
    expect(screen.queryByRole('button', { name: '新規ユーザー' })).toBeNull();
  });

  it('searches after the typing pauses: one request for the whole word, from page 1', async () => {
    const requests = recordRequests('GET', '/users');
    const { user, location } = await renderList('/users?page=2');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    const before = requests.length;
    await user.type(screen.getByLabelText('ユーザーを検索'), 'admin@');
    await waitFor(() => expect(requests.at(-1)!.query.get('search')).toBe('admin@'));
    const searches = requests.slice(before).filter((r) => r.query.has('search'));
    expect(searches).toHaveLength(1);
    expect(searches[0]!.query.get('page')).toBe('1');
    await waitFor(async () => {
      const rows = await bodyRows();
      expect(rows).toHaveLength(1);
      expect(within(rows[0]!).getAllByText(/admin@example\.com/).length).toBeGreaterThan(0);
    });
    expect(location.history?.at(-1)).toBe('/users?q=admin%40');
  });

  it('says so when nothing matches, apart from the text for no users at all', async () => {
    const { user } = await renderList();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    await user.type(screen.getByLabelText('ユーザーを検索'), 'zzz-nobody-zzz');
    expect(await screen.findByText('条件に一致するユーザーはありません')).toBeInTheDocument();
    expect(screen.queryByText('登録されているユーザーはありません')).toBeNull();
  });

  it("says '登録されているユーザーはありません' when there are no users at all", async () => {
    server.use(http.get('*/users', () => HttpResponse.json({ users: [], total: 0 })));
    await renderList();
    expect(await screen.findByText('登録されているユーザーはありません')).toBeInTheDocument();
    expect(screen.queryByText('条件に一致するユーザーはありません')).toBeNull();
  });

  it('edit goes to /users/{id}/edit, create to /users/create, CSVから登録 to /users/import', async () => {
    const { user, location } = await renderList();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    const row = (await bodyRows())[0]!;
    const id = row.querySelector('code')!.textContent!;
    await user.click(within(row).getByRole('button', { name: /を編集$/ }));
    expect(location.history?.at(-1)).toBe(`/users/${id}/edit`);
    await user.click(screen.getByRole('button', { name: '新規ユーザー' }));
    expect(location.history?.at(-1)).toBe('/users/create');
    await user.click(screen.getByRole('button', { name: 'CSVから登録' }));
    expect(location.history?.at(-1)).toBe('/users/import');
  });

  it('deletes only after confirmation, then refreshes the list', async () => {
    const deletes = recordRequests('DELETE', /^\/users\//);
    const { user } = await renderList();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    // A general user, not the signed-in admin.
    const row = (await bodyRows()).find((r) => within(r).queryByText('一般ユーザー'))!;
    const id = row.querySelector('code')!.textContent!;
    const del = within(row).getByRole('button', { name: /を削除$/ });

    await user.click(del);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/を削除しますか？/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'いいえ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes).toHaveLength(0);

    await user.click(del);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'はい' }));
    expect(await screen.findByText('ユーザーを削除しました')).toBeInTheDocument();
    expect(deletes.map((d) => d.path)).toEqual([`/users/${id}`]);
    await waitFor(() => expect(screen.getByText('1 - 10 / 27 件')).toBeInTheDocument());
    await waitFor(async () => {
      const ids = (await bodyRows()).map((r) => r.querySelector('code')?.textContent);
      expect(ids).not.toContain(id);
    });
  });

  it("shows the server's reason when a delete is refused", async () => {
    const { user } = await renderList('/users?q=admin%40example.com');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    await user.click(within((await bodyRows())[0]!).getByRole('button', { name: /を削除$/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'はい' }));
    expect(await screen.findByText('自分自身は削除できません')).toBeInTheDocument();
    expect(screen.getByText('ユーザーの削除に失敗しました')).toBeInTheDocument();
  });

  it("shows the list error 'データの読み込みに失敗しました' with a working retry", async () => {
    let fail = true;
    server.use(
      http.get('*/users', () => (fail ? HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 }) : undefined)),
    );
    const { user } = await renderList();
    expect(await screen.findByText('データの読み込みに失敗しました')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '再試行' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    expect(screen.queryByText('データの読み込みに失敗しました')).toBeNull();
  });
});
