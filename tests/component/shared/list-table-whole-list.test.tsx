// The console's list table for a list held whole (no paging, no sorting).
import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListTable, type ListColumn } from '../../../src/ui/table/list-table.tsx';
import { type Item, items } from './list-table-harness.tsx';

describe('ListTable for a list held whole (no paging, no sorting)', () => {
  function setupWhole(rows: Item[], { emptyMessage }: { emptyMessage?: string } = {}) {
    const opened: string[] = [];
    const columns: ListColumn<Item>[] = [
      { id: 'name', header: '名前', cell: (row) => row.name },
      { id: 'action', header: '操作', cell: (row) => <button type="button">{`${row.id} の操作`}</button> },
    ];
    render(
      <ListTable
        label="手元の一覧"
        rows={rows}
        rowKey={(r) => r.id}
        columns={columns}
        emptyMessage={emptyMessage}
        onRowOpen={(row) => opened.push(row.id)}
      />,
    );
    return { opened };
  }

  it('shows every row without a paginator, with headers that do not sort', () => {
    setupWhole(items(3));
    const table = screen.getByRole('table', { name: '手元の一覧' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: '次のページ' })).toBeNull();
    for (const header of within(table).getAllByRole('columnheader')) expect(header).not.toHaveAttribute('aria-sort');
  });

  it('shows the empty message if it has one, else an empty body', () => {
    setupWhole([], { emptyMessage: 'データがありません' });
    expect(screen.getByRole('cell', { name: 'データがありません' })).toBeInTheDocument();
    cleanup();
    setupWhole([]);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(1);
  });

  it('opens a row on click, and on Enter or Space when the row has the focus', async () => {
    const user = userEvent.setup();
    const { opened } = setupWhole(items(3));
    await user.click(screen.getByText('名前1'));
    const row = screen.getByText('名前2').closest('tr')!;
    row.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(opened).toEqual(['id-1', 'id-2', 'id-2']);
  });

  it('reaches the rows by Tab, and leaves the keys and clicks of a control inside a row to that control', async () => {
    const user = userEvent.setup();
    const { opened } = setupWhole(items(1));
    await user.tab();
    expect(screen.getByText('名前0').closest('tr')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'id-0 の操作' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'id-0 の操作' }));
    expect(opened).toEqual([]);
  });
});
