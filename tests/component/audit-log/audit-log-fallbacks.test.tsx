// 操作履歴 against a server we did not write: entries with fields missing, null or unknown,
// values in another case and fields we do not know show their fallbacks cell by cell; a row
// without an id is left out and counted; a server without the audit log says so calmly.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../src/mocks/hosts/node.ts';
import { AuditLogScreen } from '../../../src/screens/audit-log/audit-log-screen.tsx';
import { common } from '../../../src/shared/messages/common.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { cellText, rowText } from '../../support/table.ts';

configure({ asyncUtilTimeout: 5000 });

/** An error state or an error message (PrimeReact gives every Message role="alert", a warning too). */
const errorAlerts = () =>
  screen
    .queryAllByRole('alert')
    .filter((el) => el.classList.contains('error-state') || el.classList.contains('p-inline-message-error'));
const notFound = () => HttpResponse.json({ error: 'Not Found', message: 'Not Found' }, { status: 404 });

const ENTRIES = [
  {
    id: 'e-login',
    at: '2026-11-20 10:00:00+0900',
    actor: { id: 'u-1', email: 'someone@example.com', role: 'admin' },
    action: 'LOGIN',
    objectType: 'User',
    objectId: null,
    objectLabel: 'someone@example.com',
    result: 'Refused',
    reason: 'パスワードが違います',
    operationId: null,
    items: null,
    tenant: 'extra field the console does not know',
  },
  // Nothing but its id: every cell shows its fallback.
  { id: 'e-bare', action: 'somethingWeDoNotKnow' },
  {
    id: 'e-run',
    at: '2026-11-19T09:00:00Z',
    actor: { id: 'u-1', email: 'someone@example.com', role: 'ADMIN' },
    action: 'revokeLicense',
    objectType: 'license',
    result: 'partial',
    operationId: 'op-12345678',
    items: { total: null, done: 3, refused: null },
  },
  // No id: left out, and counted.
  { at: '2026-11-18T09:00:00Z', action: 'logout' },
];

async function renderLog() {
  const admin = await signInAs('admin');
  renderScreen(<AuditLogScreen />, { path: '/audit-log', user: admin });
}

const rowOf = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => rowText(r).includes(text))!;

describe('操作履歴: a lenient reading', () => {
  it('shows each entry with its fallbacks, no error, and says how many rows it left out', async () => {
    server.use(http.get('*/api/audit-log', () => HttpResponse.json({ entries: ENTRIES, total: 3 })));
    await renderLog();
    const table = await screen.findByRole('table', { name: '操作履歴一覧' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));

    const login = rowOf(table, 'パスワードが違います');
    expect(login).toHaveTextContent('2026/11/20 10:00');
    expect(login).toHaveTextContent('ログイン');
    expect(login).toHaveTextContent('ユーザー');
    expect(login).toHaveTextContent('拒否');
    expect(within(login).getByRole('button', { name: 'someone@example.com の操作に絞り込む' })).toBeInTheDocument();

    const bare = within(table)
      .getAllByRole('row')
      .find((r) => rowText(r).includes('（不明）'))!;
    const cells = within(bare).getAllByRole('cell').map(cellText);
    expect(cells).toEqual(expect.arrayContaining(['-', '（不明）', common.unknown, '—']));
    expect(cells.filter((c) => c === common.unknown)).toHaveLength(3);

    const run = rowOf(table, '一部拒否');
    expect(run).toHaveTextContent('一括操作');
    expect(run).not.toHaveTextContent(/一括操作 \d/);
    expect(within(run).getByRole('button', { name: '一括操作 の明細を表示' })).toBeInTheDocument();

    expect(screen.getByText(common.skippedRows(1))).toBeInTheDocument();
    expect(errorAlerts()).toEqual([]);
  });

  it('on a server without the audit log, says so once, with no retry and no error', async () => {
    server.use(http.get('*/api/capabilities', notFound), http.get('*/api/audit-log', notFound));
    await renderLog();
    expect(await screen.findByText('このサーバーでは操作履歴を利用できません')).toBeInTheDocument();
    expect(screen.getByText(/GET \/api\/audit-log/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: common.retry })).not.toBeInTheDocument();
    expect(errorAlerts()).toEqual([]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
