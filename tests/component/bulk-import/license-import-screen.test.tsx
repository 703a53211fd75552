// ライセンス一括発行 on the rendered screen against the mock: a Shift_JIS file as Excel saves it,
// its errors in Japanese next to the row and cell, the run issuing the rest, the result per row;
// the same file again flags every row as imported; more rows than free slots stop before any POST.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import iconv from 'iconv-lite';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { tables } from '../../../src/mocks/db.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { configureMock } from '../../../src/mocks/settings.ts';
import { LicenseImportScreen } from '../../../src/screens/bulk-import/licenses/license-import-screen.tsx';
import { bulkImport as t } from '../../../src/shared/messages/bulk-import.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';

configure({ asyncUtilTimeout: 8000 });

/** Every licence sent, through POST /licenses and (unless `bulk` is false) the bulk call. */
function recordPosts({ bulk = true } = {}) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/licenses', async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
    http.post('*/api/licenses/bulk', async ({ request }) => {
      if (!bulk) return undefined;
      const body = (await request.clone().json()) as { licenses: unknown[] };
      bodies.push(...body.licenses);
      return undefined;
    }),
  );
  return bodies;
}

async function ordersFile(rows: number, { broken = [] as number[] } = {}) {
  const { users } = await callApi('listUsers', {
    query: { role: 'USER', page: 1, pageSize: 100, sortField: 'email', sortOrder: 'asc' },
  });
  const app = [...tables.applications.all()][0]!;
  const lines = ['アプリケーション,ユーザーのメールアドレス,種類,最大アクティベーション数,終了日,注文番号'];
  for (let i = 0; i < rows; i++) {
    const email = broken.includes(i) ? 'nobody@example.com' : users[i % users.length]!.email;
    lines.push(`${app.name},${email},サブスクリプション,２,２０２７年３月３１日,PO-${i + 1}`);
  }
  return new File([new Uint8Array(iconv.encode(lines.join('\r\n') + '\r\n', 'cp932'))], 'orders.csv', {
    type: 'text/csv',
  });
}

async function renderImport() {
  const account = await signInAs('admin');
  renderScreen(<LicenseImportScreen />, { path: '/licenses/import', user: account });
  await screen.findByRole('heading', { level: 1, name: t.licenseTitle });
}

/** The bulk calls made (the server's licenseBulkCreate extension). */
function countBulkCalls() {
  const calls = { count: 0 };
  server.use(
    http.post('*/api/licenses/bulk', () => {
      calls.count += 1;
      return undefined;
    }),
  );
  return calls;
}

async function runAll(count: number) {
  fireEvent.click(await screen.findByRole('button', { name: t.startIssue(count) }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByText(t.confirmIssue(count));
  fireEvent.click(within(dialog).getByRole('button', { name: t.run }));
  expect(await screen.findByRole('heading', { name: t.doneTitle })).toBeVisible();
}

const choose = (file: File) => fireEvent.change(screen.getByLabelText(t.chooseFile), { target: { files: [file] } });

describe('ライセンス一括発行', () => {
  it('previews a Shift_JIS file with its errors in Japanese, issues the rest, and flags the same file the second time', async () => {
    await renderImport();
    const posts = recordPosts();
    const file = await ordersFile(5, { broken: [1] });
    choose(file);
    expect(await screen.findByText(t.summaryIssuable(4))).toBeVisible();
    expect(screen.getByText(t.summaryErrors(1))).toBeVisible();
    const preview = screen.getByRole('table', { name: t.previewTitle });
    expect(within(preview).getByText(t.cellError('ユーザーのメールアドレス', t.userNotFound))).toBeVisible();
    // Nothing is sent before the admin confirms.
    expect(posts).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: t.startIssue(4) }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(t.confirmIssue(4));
    fireEvent.click(within(dialog).getByRole('button', { name: t.run }));
    expect(await screen.findByRole('heading', { name: t.doneTitle })).toBeVisible();
    expect(screen.getByText(t.resultSummary(4, 1, 0))).toBeVisible();
    expect(posts).toHaveLength(4);
    const results = screen.getByRole('table', { name: t.doneTitle });
    expect(within(results).getAllByText(t.resultIssued)).toHaveLength(4);

    fireEvent.click(screen.getByRole('button', { name: t.again }));
    choose(file);
    expect(await screen.findByText(t.summarySkipped(4))).toBeVisible();
    expect(screen.getByText(t.summaryIssuable(0))).toBeVisible();
    expect(screen.getByText(/このファイルは .* に取り込み済みです/)).toBeVisible();
    expect(screen.getByRole('button', { name: t.nothingToIssue })).toBeDisabled();
  });

  it('shows ライセンス枠不足 with the figures before a single licence is issued', async () => {
    await resetDatabase('quota-exhausted');
    await renderImport();
    const posts = recordPosts();
    choose(await ordersFile(3));
    fireEvent.click(await screen.findByRole('button', { name: t.startIssue(3) }));
    const dialog = await screen.findByRole('dialog', { name: t.quotaShortTitle });
    expect(within(dialog).getByText(/発行する 3件に対して利用可能枠は 0件です/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: t.run })).toBeDisabled();
    await waitFor(() => expect(posts).toHaveLength(0));
  });

  it('tells an ordinary user who opens the URL that it is not theirs: no file picker, no template', async () => {
    const account = await signInAs('user');
    renderScreen(<LicenseImportScreen />, { path: '/licenses/import', user: account });
    expect(await screen.findByText('この操作を行う権限がありません。')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: t.licenseTitle })).toBeVisible();
    expect(screen.queryByLabelText(t.chooseFile)).toBeNull();
  });

  it('refuses an Excel book and names it; nothing is sent', async () => {
    await renderImport();
    choose(new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0])], 'orders.xlsx'));
    expect(await screen.findByText(t.xlsxFile)).toBeVisible();
  });

  it("flags an order number the server already issued, though this browser's history has none", async () => {
    await renderImport();
    const app = [...tables.applications.all()][0]!;
    const holder = tables.users.all().find((u) => u.role === 'USER')!;
    await callApi('createLicense', {
      body: { applicationId: app.id, userId: holder.id, type: 'perpetual', maxActivations: 1, reference: 'PO-2' },
    });
    choose(await ordersFile(3));
    expect(await screen.findByText(t.summarySkipped(1))).toBeVisible();
    expect(screen.getByText(t.importedOnServer)).toBeVisible();
    expect(screen.getByText(t.summaryIssuable(2))).toBeVisible();
  });

  it('sends the rows in bulk calls with their order numbers, which the server then knows', async () => {
    await renderImport();
    const bulk = countBulkCalls();
    const posts = recordPosts();
    choose(await ordersFile(12));
    await runAll(12);
    expect(posts).toHaveLength(12);
    expect(bulk.count).toBeGreaterThanOrEqual(2);
    expect(posts).toContainEqual(expect.objectContaining({ reference: 'PO-12' }));
    const known = await callApi('findLicensesByReference', { body: { references: ['PO-1', 'PO-12'] } });
    expect(known.licenses).toHaveLength(2);
  });

  it("on the spec profile: one POST /licenses per row, and the browser's history flags the second import", async () => {
    configureMock({ profile: 'spec' });
    await renderImport();
    const bulk = countBulkCalls();
    const posts = recordPosts({ bulk: false });
    const file = await ordersFile(3);
    choose(file);
    await runAll(3);
    expect(screen.getByText(t.resultSummary(3, 0, 0))).toBeVisible();
    // The first rows tried the bulk call once and learnt it is absent; the rest went one by one.
    expect(bulk.count).toBeLessThanOrEqual(1);
    expect(posts).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: t.again }));
    choose(file);
    expect(await screen.findByText(t.summarySkipped(3))).toBeVisible();
  });

  it("reads the policy column against the server's policies: a known one is sent, an unknown one is an error", async () => {
    await renderImport();
    const policy = tables.licensePolicies.all()[0]!;
    const app = tables.applications.get(policy.applicationId)!;
    const holder = tables.users.all().find((u) => u.role === 'USER')!;
    const lines = [
      'アプリケーション,ユーザーのメールアドレス,種類,最大アクティベーション数,ポリシー',
      `${app.name},${holder.email},永続,1,${policy.name}`,
      `${app.name},${holder.email},永続,2,そのようなポリシーはありません`,
    ];
    const posts = recordPosts();
    choose(new File([lines.join('\r\n')], 'policies.csv', { type: 'text/csv' }));
    expect(await screen.findByText(t.summaryIssuable(1))).toBeVisible();
    const preview = screen.getByRole('table', { name: t.previewTitle });
    expect(within(preview).getByText(t.cellError('ポリシー', t.policyNotFound))).toBeVisible();
    await runAll(1);
    expect(posts).toEqual([expect.objectContaining({ policyId: policy.id })]);
  });
});
