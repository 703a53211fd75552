// 操作履歴: the filters go to the URL and from there to the server's query (the date
// range as the start of the first calendar day and of the day after the last, in the user's
// zone), an actor is chosen from a row, a bulk run expands to its items, objects link to their
// screens, and the export writes the filtered log as CSV.
import { format, parseISO } from 'date-fns';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../support/api.ts';
import { auditRows, tables } from '../../../src/mocks/db.ts';
import { AuditLogScreen } from '../../../src/screens/audit-log/audit-log-screen.tsx';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { recordRequests } from '../../support/record-requests.ts';
import { captureDownloads, csvLines } from '../../support/downloads.ts';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => vi.restoreAllMocks());

async function renderLog(path = '/audit-log', wrap?: (ui: ReactNode) => ReactNode) {
  const admin = await signInAs('admin');
  const requests = recordRequests('GET', '/api/audit-log');
  const view = renderScreen(<AuditLogScreen />, { path, user: admin, wrap });
  const table = await screen.findByRole('table', { name: '操作履歴一覧' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return { ...view, table, requests, last: () => requests[requests.length - 1]!.query };
}

const localMidnight = (y: number, m: number, d: number) => new Date(y, m - 1, d).toISOString();

describe('操作履歴', () => {
  it('reads its filters from the URL and sends them, the days as instants of the user’s zone', async () => {
    const { last, table } = await renderLog('/audit-log?result=refused&action=login&from=2026-11-01&to=2026-11-20');
    const q = last();
    expect(Object.fromEntries(q)).toMatchObject({
      result: 'refused',
      action: 'login',
      from: localMidnight(2026, 11, 1),
      to: localMidnight(2026, 11, 21),
      sortField: 'at',
      sortOrder: 'desc',
    });
    expect(screen.getByLabelText('開始日')).toHaveValue('2026/11/01');
    expect(screen.getByLabelText('終了日')).toHaveValue('2026/11/20');
    const rows = within(table).getAllByRole('row').slice(1);
    for (const row of rows) expect(row).toHaveTextContent('拒否');
  });

  it("reads the log again with the glossary's 再読み込み button", async () => {
    const { user, requests } = await renderLog();
    // The shown page (page 1), not the next page the list reads ahead.
    const firstPageReads = () => requests.filter((r) => r.query.get('page') === '1').length;
    const before = firstPageReads();
    await user.click(screen.getByRole('button', { name: '操作履歴を再読み込み' }));
    await waitFor(() => expect(firstPageReads()).toBe(before + 1));
    expect(screen.getByRole('button', { name: '操作履歴を再読み込み' })).toHaveTextContent('再読み込み');
  });

  it('shows the next page as it was read ahead, without reading it a second time', async () => {
    const { user, requests, location } = await renderLog();
    const pageReads = (page: string) => requests.filter((r) => r.query.get('page') === page).length;
    await waitFor(() => expect(pageReads('2')).toBe(1));
    await user.click(screen.getByRole('button', { name: '次のページ' }));
    // Page 2 is on screen once its own next page is read ahead.
    await waitFor(() => expect(pageReads('3')).toBe(1));
    expect(location.history!.at(-1)).toContain('page=2');
    expect(pageReads('2')).toBe(1);
  });

  it('reads its page again on every visit, even one read a moment before', async () => {
    const { user, requests } = await renderLog('/audit-log', (ui) => <Revisit>{ui}</Revisit>);
    const firstPageReads = () => requests.filter((r) => r.query.get('page') === '1').length;
    expect(firstPageReads()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'leave' }));
    await user.click(screen.getByRole('button', { name: 'come back' }));
    await waitFor(() => expect(firstPageReads()).toBe(2));
  });

  it('puts a chosen day and a chosen actor in the URL and the query; the actor chip clears it', async () => {
    const { user, location, last, table } = await renderLog();
    const from = screen.getByLabelText('開始日');
    // Text that names no day says so and leaves the filter alone.
    await user.type(from, '2026年13月5日');
    await user.tab();
    expect(await screen.findByText('正しい日時を入力してください')).toBeInTheDocument();
    expect(location.history!.at(-1) ?? '').not.toContain('from=');
    // A day typed as Japanese users write it, full-width digits included.
    await user.clear(from);
    await user.type(from, '２０２６年１０月５日');
    await user.tab();
    await waitFor(() => expect(location.history!.at(-1)).toContain('from=2026-10-05'));
    expect(from).toHaveValue('2026/10/05');
    expect(screen.queryByText('正しい日時を入力してください')).not.toBeInTheDocument();
    await waitFor(() => expect(last().get('from')).toBe(localMidnight(2026, 10, 5)));

    const actorButton = within(table).getAllByRole('button', { name: /の操作に絞り込む$/ })[0]!;
    const email = actorButton.textContent!;
    await user.click(actorButton);
    await waitFor(() => expect(location.history!.at(-1)).toMatch(/actor=/));
    await waitFor(() => expect(last().get('actorId')).toBeTruthy());
    const chip = await screen.findByRole('button', { name: '操作者の絞り込みを解除' });
    expect(chip).toHaveTextContent(`操作者: ${email}`);
    await user.click(chip);
    await waitFor(() => expect(location.history!.at(-1)).not.toMatch(/actor=/));
  });

  it('shows a bulk run as one row that expands to its items, each linking to its object', async () => {
    const run = [...auditRows()].reverse().find((r) => r.items !== null && r.objectType === 'license')!;
    // The day of the run in the user's zone (the range is calendar days there, not UTC dates).
    const day = format(parseISO(run.at), 'yyyy-MM-dd');
    const { user, table } = await renderLog(`/audit-log?action=revokeLicense&from=${day}&to=${day}`);
    const toggle = await within(table).findByRole('button', { name: `一括操作 ${run.items!.total}件 の明細を表示` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const items = await screen.findByRole('table', { name: '一括操作の明細' });
    await waitFor(() => expect(within(items).getAllByRole('row')).toHaveLength(run.items!.total + 1));
    const first = auditRows().find((r) => r.operationId === run.operationId && r.items === null)!;
    expect(within(items).getByRole('link', { name: first.objectLabel })).toHaveAttribute(
      'href',
      `/licenses?q=${encodeURIComponent(first.objectLabel)}`,
    );
    expect(
      within(table).getByRole('button', { name: `一括操作 ${run.items!.total}件 の明細を閉じる` }),
    ).toHaveAttribute('aria-expanded', 'true');
  });

  it('says under its object what a change was (a licence extended, then transferred)', async () => {
    await signInAs('admin');
    const licence = tables.licenses
      .all()
      .find((l) => l.status === 'ACTIVE' && l.expiresAt !== null && Date.parse(l.expiresAt) > Date.now())!;
    const to = tables.users.all().find((u) => u.role === 'USER' && u.id !== licence.userId)!;
    await callApi('extendLicense', {
      params: { id: licence.id },
      body: { by: { value: 1, unit: 'month' }, timeZone: 'Asia/Tokyo' },
    });
    await callApi('transferLicense', { params: { id: licence.id }, body: { userId: to.id } });
    await renderLog(`/audit-log?q=${encodeURIComponent(licence.key)}`);
    const table = await screen.findByRole('table', { name: '操作履歴一覧' });
    await waitFor(() =>
      expect(within(table).getByText(/^有効期限 \d{4}\/\d{2}\/\d{2} → \d{4}\/\d{2}\/\d{2}$/)).toBeInTheDocument(),
    );
    expect(within(table).getByText(`${tables.users.get(licence.userId)!.email} → ${to.email}`)).toBeInTheDocument();
    expect(within(table).getAllByText('ライセンスの延長')).not.toHaveLength(0);
    expect(within(table).getAllByText('ライセンスの譲渡')).not.toHaveLength(0);
  });

  it('exports the filtered log as CSV with Japanese headers', async () => {
    const blobs = captureDownloads();
    const { user } = await renderLog('/audit-log?action=revealMyApplicationKey');
    await user.click(screen.getByRole('button', { name: '操作履歴をCSVエクスポート' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = await csvLines(blobs[0]!);
    expect(lines[0]).toBe('日時,操作者,操作者の権限,操作,対象の種類,対象,結果,理由,内容,対象ID,一括操作ID,履歴ID');
    const expected = auditRows().filter(
      (r) => r.action === 'revealMyApplicationKey' && !(r.operationId && !r.items),
    ).length;
    expect(lines).toHaveLength(expected + 1);
    expect(lines.slice(1).every((l) => l.includes('APIキーの表示'))).toBe(true);
  });
});

/** Leaves the screen and comes back to it, with the same query cache (another visit). */
function Revisit({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown((s) => !s)}>
        {shown ? 'leave' : 'come back'}
      </button>
      {shown ? children : null}
    </>
  );
}
