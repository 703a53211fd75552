import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { MyLicensesScreen } from '../../../src/screens/my-licenses/my-licenses-screen.tsx';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { cellText } from '../../support/table.ts';

const LICENSES = [
  {
    id: 'l1',
    key: 'AAAA-BBBB-CCCC-DDDD-EEEE-FFFF',
    status: 'ACTIVE',
    currentActivations: 2,
    maxActivations: 3,
    createdAt: '2025-02-03T01:00:00Z',
    expiresAt: '2031-12-31T00:00:00Z',
    applicationName: 'デモアプリ',
  },
  {
    id: 'l2',
    key: 'GGGG-HHHH-IIII-JJJJ-KKKK-LLLL',
    status: 'ACTIVE',
    currentActivations: 0,
    maxActivations: null,
    createdAt: '2025-04-05T01:00:00Z',
    expiresAt: null,
  },
  {
    id: 'l3',
    key: 'MMMM-NNNN-OOOO-PPPP-QQQQ-RRRR',
    status: 'EXPIRED',
    currentActivations: 1,
    maxActivations: 1,
    createdAt: '2024-01-01T01:00:00Z',
    expiresAt: '2024-06-01T00:00:00Z',
  },
  {
    id: 'l4',
    key: 'SSSS-TTTT-UUUU-VVVV-WWWW-XXXX',
    status: 'REVOKED',
    currentActivations: 0,
    maxActivations: 2,
    createdAt: '2024-02-01T01:00:00Z',
    expiresAt: null,
  },
  {
    id: 'l5',
    key: 'YYYY-ZZZZ-0000-1111-2222-3333',
    status: 'ACTIVE',
    currentActivations: 1,
    createdAt: '2025-05-01T01:00:00Z',
    expiresAt: null,
  },
];

const useFixture = () => server.use(http.get('*/api/my-licenses', () => HttpResponse.json({ licenses: LICENSES })));

async function renderMyLicenses() {
  const user = await signInAs('user');
  return renderScreen(<MyLicensesScreen />, { path: '/my-licenses', user });
}

const figure = (name: string) => within(screen.getByRole('group', { name })).getByText(/^\d+$/);

describe('My licences', () => {
  it('counts by the rule of the contract: active has activations, inactive has none, expired/invalid is EXPIRED or REVOKED', async () => {
    useFixture();
    await renderMyLicenses();
    await screen.findByRole('table', { name: 'ライセンス一覧' });
    const summary = screen.getByRole('region', { name: 'ライセンスの集計' });
    expect(within(summary).getAllByRole('group')).toHaveLength(4);
    expect(figure('合計')).toHaveTextContent('5');
    expect(figure('アクティブ')).toHaveTextContent('2');
    expect(figure('非アクティブ')).toHaveTextContent('1');
    expect(figure('期限切れ・無効')).toHaveTextContent('2');
  });

  it("shows key (16 characters), status, activations with max defaulting to 1, created date and '無期限'", async () => {
    useFixture();
    await renderMyLicenses();
    const table = await screen.findByRole('table', { name: 'ライセンス一覧' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]).toHaveTextContent(
      /ライセンスキー.*ステータス.*現在のアクティベーション数.*最大アクティベーション数.*作成日.*有効期限/,
    );
    // Trimmed: the copy button beside the key renders a blank label.
    const [first, second] = rows.slice(1).map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => cellText(c).trim()),
    );
    expect(first!.slice(0, 6)).toEqual(['AAAA-BBBB-CCCC-D…', 'アクティブ', '2', '3', '2025/02/03', '2031/12/31']);
    // An ACTIVE licence never used says where it counts (docs/product.md §4's rule).
    expect(second!.slice(0, 6)).toEqual([
      'GGGG-HHHH-IIII-J…',
      'アクティブ未使用のため「非アクティブ」に計上',
      '0',
      '1',
      '2025/04/05',
      '無期限',
    ]);
    expect(within(table).getByText('期限切れ')).toBeInTheDocument();
    expect(within(table).getByText('無効化済み')).toBeInTheDocument();
  });

  it("copies the whole key, not the 16 characters shown, says 'コピーしました', and does not open the row", async () => {
    useFixture();
    const { user } = await renderMyLicenses();
    const table = await screen.findByRole('table', { name: 'ライセンス一覧' });
    await user.click(within(table).getByRole('button', { name: 'ライセンスキー AAAA-BBBB-CCCC-D… をコピー' }));
    expect(await navigator.clipboard.readText()).toBe(LICENSES[0]!.key);
    expect(await screen.findByText('コピーしました')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the licence detail dialog in user view on row click, without admin controls', async () => {
    useFixture();
    const me = await signInAs('user');
    const { user } = renderScreen(<MyLicensesScreen />, { path: '/my-licenses', user: me });
    const table = await screen.findByRole('table', { name: 'ライセンス一覧' });
    await user.click(within(table).getByText('AAAA-BBBB-CCCC-D…'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(LICENSES[0]!.key)).toBeInTheDocument();
    expect(within(dialog).getByText('デモアプリ')).toBeInTheDocument();
    expect(within(dialog).getByText(/2 \/ 3/)).toBeInTheDocument();
    expect(within(dialog).getByText('l1')).toBeInTheDocument();
    // The licence is the signed-in user's own.
    expect(within(dialog).getByText(me.display_name || me.username || 'the demo user has a name')).toBeInTheDocument();
    // User view: nothing to edit, no input at all.
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent?.trim() || b.getAttribute('aria-label')),
    ).not.toContainEqual(expect.stringMatching(/編集|無効化|有効化|削除|保存/));
    await user.click(within(dialog).getAllByRole('button', { name: '閉じる' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the same dialog from the keyboard: the detail button of a row', async () => {
    useFixture();
    const { user } = await renderMyLicenses();
    await screen.findByRole('table', { name: 'ライセンス一覧' });
    const button = screen.getByRole('button', { name: 'ライセンス GGGG-HHHH-IIII-J… の詳細' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(LICENSES[1]!.key)).toBeInTheDocument();
    expect(within(dialog).getByText('無期限')).toBeInTheDocument();
  });

  it('opens the same dialog from the keyboard: Tab to a row, then Enter', async () => {
    useFixture();
    const { user } = await renderMyLicenses();
    const table = await screen.findByRole('table', { name: 'ライセンス一覧' });
    const row = within(table).getByText('MMMM-NNNN-OOOO-P…').closest('tr')!;
    // The rows are in the Tab order, each before its own detail button.
    const detailOfFirst = screen.getByRole('button', { name: 'ライセンス AAAA-BBBB-CCCC-D… の詳細' });
    detailOfFirst.focus();
    await user.tab();
    expect(within(table).getByText('GGGG-HHHH-IIII-J…').closest('tr')).toHaveFocus();
    row.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(LICENSES[2]!.key)).toBeInTheDocument();
    expect(within(dialog).getByText('l3')).toBeInTheDocument();
  });

  it("lists the demo user's own licences from the mock", async () => {
    await renderMyLicenses();
    const table = await screen.findByRole('table', { name: 'ライセンス一覧' });
    const { licenses } = await callApi('listMyLicenses', {});
    expect(licenses.length).toBeGreaterThanOrEqual(3);
    expect(within(table).getAllByRole('row')).toHaveLength(licenses.length + 1);
    expect(figure('合計')).toHaveTextContent(String(licenses.length));
    for (const l of licenses) expect(within(table).getByText(`${l.key.slice(0, 16)}…`)).toBeInTheDocument();
  });

  it('shows an empty table and zero counts for a user without licences', async () => {
    resetDatabase('empty');
    await renderMyLicenses();
    expect(await screen.findByText('ライセンスはありません')).toBeInTheDocument();
    expect(figure('合計')).toHaveTextContent('0');
  });

  it("states the contract's error text when the list cannot load, and retries", async () => {
    let fail = true;
    server.use(
      http.get('*/api/my-licenses', () =>
        fail
          ? HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 })
          : HttpResponse.json({ licenses: LICENSES }),
      ),
    );
    const { user } = await renderMyLicenses();
    const text = await screen.findByText('ライセンス情報の取得に失敗しました。バックエンドAPIの実装が必要です。');
    const alert = text.closest('[role="alert"]') as HTMLElement;
    expect(alert).not.toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByRole('table', { name: 'ライセンス一覧' })).toBeInTheDocument();
  });
});
