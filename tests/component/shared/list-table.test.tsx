// The console's list table: DataTable's sorting and paging behaviour for people and screen
// readers, selection, and rows that re-render only when their own data changed.
import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rowValues, items, setup } from './list-table-harness.tsx';

describe('ListTable', () => {
  it('is a table named by its label with a header row and one row per item', () => {
    setup(items(3));
    const table = screen.getByRole('table', { name: 'テスト一覧' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', '名前', 'ID']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('1 - 10 / 95 件')).toBeInTheDocument();
  });

  it('shows the empty message when there are no rows', () => {
    setup([]);
    expect(screen.getByRole('cell', { name: 'データがありません' })).toBeInTheDocument();
  });

  it('sorts ascending, descending, then not at all, by click and by keyboard, and says so with aria-sort', async () => {
    const user = userEvent.setup();
    const { sorts } = setup(items(3));
    const header = screen.getByRole('columnheader', { name: /名前/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(header);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    header.focus();
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await user.keyboard(' ');
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(sorts).toEqual([
      { field: 'name', order: 1 },
      { field: 'name', order: -1 },
      { field: undefined, order: 0 },
    ]);
    // A column without a sort field is not sortable.
    expect(screen.getByRole('columnheader', { name: 'ID' })).not.toHaveAttribute('aria-sort');
  });

  it('pages through PrimeReact’s paginator in Japanese', async () => {
    const user = userEvent.setup();
    const { pages } = setup(items(10));
    await user.click(screen.getByRole('button', { name: '次のページ' }));
    await user.click(screen.getByRole('button', { name: '最後のページ' }));
    expect(pages).toEqual([
      { page: 2, rows: 10 },
      { page: 10, rows: 10 },
    ]);
  });

  it('selects rows one by one or the whole page, with a mixed state in between', async () => {
    const user = userEvent.setup();
    setup(items(3));
    const all = screen.getByRole('checkbox', { name: 'このページをすべて選択' });
    await user.click(screen.getByRole('checkbox', { name: 'id-1 を選択' }));
    expect(screen.getByRole('checkbox', { name: 'id-1 を選択' })).toBeChecked();
    expect(all).not.toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    await user.click(all);
    expect(screen.getAllByRole('checkbox', { name: /を選択$/ }).every((c) => (c as HTMLInputElement).checked)).toBe(
      true,
    );
    await user.click(all);
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  });

  it('re-renders only the rows whose data changed (a refresh with structurally shared rows)', () => {
    const rows = items(5);
    const { setRows, rendered } = setup(rows);
    expect(rendered).toEqual(['id-0', 'id-1', 'id-2', 'id-3', 'id-4']);
    rendered.length = 0;
    act(() => setRows(rows.map((r) => (r.id === 'id-3' ? { ...r, name: '変更後' } : r))));
    expect(rendered).toEqual(['id-3']);
    expect(screen.getByText('変更後')).toBeInTheDocument();
  });

  it('shows a new page in the rows already on screen (updated in place, not rebuilt)', () => {
    const { setRows } = setup(items(5));
    const before = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    act(() => setRows(items(5, 5)));
    const after = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(after.map(rowValues)).toEqual(['名前5id-5', '名前6id-6', '名前7id-7', '名前8id-8', '名前9id-9']);
    after.forEach((tr, i) => expect(tr).toBe(before[i]));
    // Selection follows the row's key, not its position.
    expect(within(after[0]!).getByRole('checkbox')).not.toBeChecked();
  });
});
