// ユーザー一括登録 on the rendered screen against the mock: a Shift_JIS file with a weak password, a
// registered e-mail and one repeated, each error in Japanese on its row and cell; the rest registered
// one POST /users each, blank passwords generated (never on screen, only in the result file), a
// tenant user's e-mail linked to it; the run one operation of 操作履歴; an ordinary user refused.
import { configure, fireEvent, screen, within } from '@testing-library/react';
import iconv from 'iconv-lite';
import { http } from 'msw';
import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import { passwordIssues } from '../../../src/api/schemas/accounts/password.ts';
import { tables } from '../../../src/mocks/db.ts';
import { auditRows } from '../../../src/mocks/database/audit-log.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { UserImportScreen } from '../../../src/screens/bulk-import/users/user-import-screen.tsx';
import { bulkImport as t } from '../../../src/shared/messages/bulk-import.ts';
import { users } from '../../../src/shared/messages/users.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';

configure({ asyncUtilTimeout: 8000 });

/** Every body of POST /users. */
function recordPosts() {
  type Sent = { email: string; password: string; userType: string; subsclight_customer_id: string | null };
  const bodies: Sent[] = [];
  server.use(
    http.post('*/users', async ({ request }) => {
      bodies.push((await request.clone().json()) as Sent);
      return undefined;
    }),
  );
  return bodies;
}

const choose = (file: File) => fireEvent.change(screen.getByLabelText(t.chooseFile), { target: { files: [file] } });
const sjis = (lines: string[], name = 'users.csv') =>
  new File([new Uint8Array(iconv.encode(lines.join('\r\n') + '\r\n', 'cp932'))], name, { type: 'text/csv' });

async function renderImport() {
  const account = await signInAs('admin');
  renderScreen(<UserImportScreen />, { path: '/users/import', user: account });
  await screen.findByRole('heading', { level: 1, name: t.userTitle });
}

/** The result file's text, caught as the screen hands it to the browser. */
async function downloadedResult(): Promise<string[][]> {
  const blobs: Blob[] = [];
  const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:result';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  fireEvent.click(screen.getByRole('button', { name: t.resultDownload }));
  create.mockRestore();
  const text = (await blobs[0]!.text()).replace(/^\uFEFF/, '');
  return Papa.parse<string[]>(text.trim()).data;
}

describe('ユーザー一括登録', () => {
  it('flags a weak password, a registered e-mail and a repeated one; registers the rest with generated passwords in the result file only', async () => {
    await renderImport();
    const posts = recordPosts();
    const taken = tables.users.all()[0]!.email;
    choose(
      sjis([
        'メールアドレス,パスワード,ロール',
        'import-1@example.com,,一般ユーザー',
        'import-2@example.com,weakpass,',
        `${taken},Strong123!,`,
        'import-1@example.com,,',
        'ｉｍｐｏｒｔ-5@example.com,Strong123!,管理者',
        'import-6@example.com,Strong123!,',
      ]),
    );
    expect(await screen.findByText(t.summaryRegistrable(2))).toBeVisible();
    expect(screen.getByText(t.summaryErrors(4))).toBeVisible();
    const preview = screen.getByRole('table', { name: t.previewTitle });
    const weak = passwordIssues('weakpass').join('\n');
    expect(
      within(preview).getByText((_, el) => el?.tagName === 'DIV' && el.textContent === t.cellError('パスワード', weak)),
    ).toBeVisible();
    expect(within(preview).getByText(t.cellError('メールアドレス', users.emailTaken))).toBeVisible();
    expect(within(preview).getByText(t.cellError('メールアドレス', t.duplicateEmail(2)))).toBeVisible();
    expect(within(preview).getByText(t.cellError('ロール', t.roleUserOnly))).toBeVisible();
    // The passwords typed in the file are hidden; nothing is sent before the admin confirms.
    expect(within(preview).queryByText('Strong123!')).toBeNull();
    expect(within(preview).queryByText('weakpass')).toBeNull();
    expect(posts).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: t.startRegister(2) }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(t.confirmRegister(2));
    fireEvent.click(within(dialog).getByRole('button', { name: t.run }));
    expect(await screen.findByRole('heading', { name: t.doneTitle })).toBeVisible();
    expect(screen.getByText(t.resultSummary(2, 4, 0))).toBeVisible();
    expect(posts.map((p) => p.email)).toEqual(['import-1@example.com', 'import-6@example.com']);
    const generated = posts[0]!.password;
    expect(passwordIssues(generated)).toEqual([]);
    expect(posts[1]!.password).toBe('Strong123!');
    // The generated password is not on screen, nor kept in this browser.
    expect(screen.queryByText(generated)).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain(generated);

    const [header, ...rows] = await downloadedResult();
    expect(header).toEqual([
      'メールアドレス',
      'パスワード',
      'ロール',
      t.columnResult,
      t.columnUserId,
      t.columnPassword,
      t.columnError,
    ]);
    expect(rows).toHaveLength(6);
    const created = tables.users.all().find((u) => u.email === 'import-1@example.com')!;
    expect(rows[0]!.slice(3, 6)).toEqual([t.resultRegistered, created.id, generated]);
    // A password from the file is the admin's own: not repeated in the password column.
    expect(rows[5]!.slice(3, 6)).toEqual([t.resultRegistered, expect.any(String), '']);
    expect(rows[1]!.slice(3)).toEqual([t.resultError, '', '', t.cellError('パスワード', weak)]);

    // The run is one operation of 操作履歴, its rows the items.
    const run = auditRows().find((r) => r.items !== null && r.action === 'createUser');
    expect(run?.items).toEqual({ total: 2, done: 2, refused: 0 });
  });

  it("links a row with a tenant user's e-mail to the billing provider, as the single form's picker does", async () => {
    const tenant = tables.tenantUsers.all().find((u) => !tables.users.all().some((x) => x.email === u.email))!;
    await renderImport();
    const posts = recordPosts();
    choose(sjis(['email,password,role', `${tenant.email},,user`, 'someone-new@example.com,,']));
    expect(await screen.findByText(t.summaryRegistrable(2))).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: t.startRegister(2) }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.run }));
    expect(await screen.findByRole('heading', { name: t.doneTitle })).toBeVisible();
    expect(posts[0]).toMatchObject({
      email: tenant.email,
      userType: 'SUBSCLIGHT_LINKED',
      subsclight_customer_id: tenant.id,
    });
    expect(posts[1]).toMatchObject({ userType: 'INDEPENDENT', subsclight_customer_id: null });
  });

  it("shows each refused row with the server's reason and goes on with the others", async () => {
    await renderImport();
    server.use(
      http.post('*/users', async ({ request }) => {
        const body = (await request.clone().json()) as { email: string };
        return body.email === 'refused@example.com'
          ? Response.json({ message: 'サーバーが拒否しました' }, { status: 409 })
          : undefined;
      }),
    );
    choose(sjis(['メールアドレス', 'ok-1@example.com', 'refused@example.com', 'ok-2@example.com']));
    fireEvent.click(await screen.findByRole('button', { name: t.startRegister(3) }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.run }));
    expect(await screen.findByRole('heading', { name: t.partlyDoneTitle })).toBeVisible();
    const results = screen.getByRole('table', { name: t.partlyDoneTitle });
    expect(within(results).getAllByText(t.resultRegistered)).toHaveLength(2);
    expect(within(results).getByText('サーバーが拒否しました')).toBeVisible();
  });

  it('tells an ordinary user who opens the URL that it is not theirs: no file picker, no template', async () => {
    const account = await signInAs('user');
    renderScreen(<UserImportScreen />, { path: '/users/import', user: account });
    expect(await screen.findByText('この操作を行う権限がありません。')).toBeVisible();
    expect(screen.queryByLabelText(t.chooseFile)).toBeNull();
  });
});
