// 作成 on a server that answers the plain REST way: the new licence of a bare 201 record heads the
// list the form returns to before the list is read again; a 204 (no record) waits for the re-read;
// a refusal says the server's reason and keeps what was typed.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { callApi } from '../../support/api.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { LicenseCreateScreen } from '../../../src/screens/licenses/license-create-screen.tsx';
import { LicenseListScreen } from '../../../src/screens/licenses/license-list-screen.tsx';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { chooseOption, combobox } from '../../support/dropdown.ts';
import { expectToast, makeLicense } from './support.tsx';

configure({ asyncUtilTimeout: 5000 });

const NEW = makeLicense({ id: 'lic-new-0001', key: 'NEWK-0000-0001', status: 'INACTIVE', currentActivations: 0 });

/** The list answers the mock's first page once, then waits for `open()` before answering `later`. */
function gateListReads(later: () => { licenses: unknown[]; total: number }) {
  let reads = 0;
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  server.use(
    http.get('*/licenses', async () => {
      reads += 1;
      if (reads === 1) return undefined;
      await gate;
      return HttpResponse.json(later());
    }),
  );
  return { open };
}

function answerCreate(answer: () => Response) {
  let posts = 0;
  server.use(
    http.post('*/licenses', () => {
      posts += 1;
      return answer();
    }),
  );
  return { posts: () => posts };
}

async function createFromList() {
  const account = await signInAs('admin');
  const [apps, users] = await Promise.all([
    callApi('listApplicationsForLicense', {}),
    callApi('listUsers', { query: { role: 'USER', page: 1, pageSize: 100, sortField: 'email', sortOrder: 'asc' } }),
  ]);
  const r = renderScreen(
    <Switch>
      <Route path="/licenses/create" component={LicenseCreateScreen} />
      <Route path="/licenses" component={LicenseListScreen} />
    </Switch>,
    { path: '/licenses', user: account },
  );
  const table = await screen.findByRole('table', { name: 'ライセンス一覧' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
  await r.user.click(screen.getByRole('button', { name: '新規ライセンス' }));
  await screen.findByRole('heading', { level: 1, name: '新規ライセンス作成' });
  await waitFor(() => expect(combobox('アプリケーション')).toBeEnabled());
  await chooseOption(r.user, 'アプリケーション', apps.applications[0]!.name);
  await chooseOption(r.user, 'ユーザー', new RegExp(users.users[0]!.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await r.user.click(screen.getByRole('radio', { name: '永続' }));
  await r.user.click(screen.getByRole('button', { name: '作成' }));
  return r;
}

const firstRow = async () =>
  within(await screen.findByRole('table', { name: 'ライセンス一覧' })).getAllByRole('row')[1]!;

describe('licence create: what the answer shows at once', () => {
  it('a bare 201 record heads the list before it is read again, one POST', async () => {
    const list = gateListReads(() => ({ licenses: [NEW], total: 1 }));
    const create = answerCreate(() => HttpResponse.json(NEW, { status: 201 }));
    await createFromList();
    await expectToast('ライセンスが作成されました');
    await waitFor(async () => expect(await firstRow()).toHaveTextContent('NEWK-0000-0001'));
    list.open();
    expect(create.posts()).toBe(1);
  });

  it('a 204 without a record: the new licence shows once the list is read again', async () => {
    const list = gateListReads(() => ({ licenses: [NEW], total: 1 }));
    answerCreate(() => new HttpResponse(null, { status: 204 }));
    await createFromList();
    await expectToast('ライセンスが作成されました');
    expect(await firstRow()).not.toHaveTextContent('NEWK-0000-0001');
    list.open();
    await waitFor(async () => expect(await firstRow()).toHaveTextContent('NEWK-0000-0001'));
  });

  it("a refusal says the server's reason and stays on the form", async () => {
    answerCreate(() =>
      HttpResponse.json({ error: 'Conflict', message: 'ライセンス枠が不足しています（テスト）' }, { status: 409 }),
    );
    const r = await createFromList();
    expect(await screen.findByText(/ライセンス枠が不足しています（テスト）/)).toBeInTheDocument();
    expect(r.location.history.at(-1)).toBe('/licenses/create');
  });
});
