// The console's list table: DataTable's sorting and paging behaviour for people and screen
// readers, selection, and rows that re-render only when their own data changed.
import { useCallback, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PrimeReactProvider } from 'primereact/api';
import { PRIME_LOCALE, setupPrimeReactLocale } from '../../../src/app/primereact-setup.ts';
import { ListTable, nextSort, type ListColumn, type SortOrder } from '../../../src/ui/table/list-table.tsx';
import { pageLinks } from '../../../src/ui/table/list-paginator.tsx';

interface Item {
  id: string;
  name: string;
}

const items = (n: number, from = 0): Item[] => Array.from({ length: n }, (_, i) => ({ id: `id-${from + i}`, name: `名前${from + i}` }));

function setup(initial: Item[], rendered: string[] = []) {
  setupPrimeReactLocale();
  const columns: ListColumn<Item, 'name'>[] = [
    {
      id: 'name',
      header: '名前',
      sortField: 'name',
      cell: (row) => {
        rendered.push(row.id);
        return row.name;
      },
    },
    { id: 'id', header: 'ID', cell: (row) => row.id },
  ];
  let setRows: (rows: Item[]) => void = () => undefined;
  const sorts: { field: string | undefined; order: SortOrder }[] = [];
  const pages: { first: number; rows: number }[] = [];
  function Harness() {
    const [rows, set] = useState(initial);
    const [sort, setSort] = useState<{ field: 'name' | undefined; order: SortOrder }>({ field: undefined, order: 0 });
    const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
    setRows = set;
    // Stable, as ListSelection asks (useRowSelection's are): rows are memoised on their props.
    const onToggle = useCallback(
      (key: string, checked: boolean) =>
        setSelected((s) => {
          const next = new Set(s);
          if (checked) next.add(key);
          else next.delete(key);
          return next;
        }),
      [],
    );
    const onTogglePage = useCallback(
      (keys: string[], checked: boolean) =>
        setSelected((s) => {
          const next = new Set(s);
          keys.forEach((k) => (checked ? next.add(k) : next.delete(k)));
          return next;
        }),
      [],
    );
    return (
      <ListTable<Item, 'name'>
        label="テスト一覧"
        rows={rows}
        rowKey={(r) => r.id}
        columns={columns}
        emptyMessage="データがありません"
        sortField={sort.field}
        sortOrder={sort.order}
        onSort={(field, order) => {
          sorts.push({ field, order });
          setSort({ field, order });
        }}
        first={0}
        pageSize={10}
        totalRecords={95}
        pageSizeOptions={[10, 25]}
        onPage={(first, rows) => pages.push({ first, rows })}
        pageReportTemplate="{first} - {last} / {totalRecords} 件"
        selection={{ selected, onToggle, onTogglePage, rowLabel: (key) => `${key} を選択`, pageLabel: 'このページをすべて選択' }}
      />
    );
  }
  render(
    <PrimeReactProvider value={{ locale: PRIME_LOCALE }}>
      <Harness />
    </PrimeReactProvider>,
  );
  return { setRows: (rows: Item[]) => setRows(rows), sorts, pages, rendered };
}

describe('ListTable', () => {
  it('is a table named by its label with a header row and one row per item', () => {
    setup(items(3));
    const table = screen.getByRole('table', { name: 'テスト一覧' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', '名前', 'ID']);
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
      { first: 10, rows: 10 },
      { first: 90, rows: 10 },
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
    expect(screen.getAllByRole('checkbox', { name: /を選択$/ }).every((c) => (c as HTMLInputElement).checked)).toBe(true);
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
    expect(after.map((tr) => tr.textContent)).toEqual(['名前5id-5', '名前6id-6', '名前7id-7', '名前8id-8', '名前9id-9']);
    after.forEach((tr, i) => expect(tr).toBe(before[i]));
    // Selection follows the row's key, not its position.
    expect(within(after[0]!).getByRole('checkbox')).not.toBeChecked();
  });
});

describe('ListTable for a list held whole (no paging, no sorting)', () => {
  function setupWhole(rows: Item[], { emptyMessage }: { emptyMessage?: string } = {}) {
    const opened: string[] = [];
    const columns: ListColumn<Item>[] = [
      { id: 'name', header: '名前', cell: (row) => row.name },
      { id: 'action', header: '操作', cell: (row) => <button type="button">{`${row.id} の操作`}</button> },
    ];
    render(<ListTable label="手元の一覧" rows={rows} rowKey={(r) => r.id} columns={columns} emptyMessage={emptyMessage} onRowOpen={(row) => opened.push(row.id)} />);
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

describe('the paginator', () => {
  it('shows where the user is: the report, the current page, and the ends disabled', () => {
    setup(items(10));
    expect(screen.getByText('1 - 10 / 95 件')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '最初のページ' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '前のページ' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '次のページ' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '1ページ' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('button', { name: /^\dページ$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByLabelText('行/ページ')).toHaveValue('10');
  });

  it('keeps the current page among five links, as PrimeReact does', () => {
    expect(pageLinks(0, 400)).toEqual([0, 1, 2, 3, 4]);
    expect(pageLinks(2, 400)).toEqual([0, 1, 2, 3, 4]);
    expect(pageLinks(3, 400)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(399, 400)).toEqual([395, 396, 397, 398, 399]);
    expect(pageLinks(1, 3)).toEqual([0, 1, 2]);
    expect(pageLinks(0, 1)).toEqual([0]);
  });
});

describe('nextSort', () => {
  it('starts a new column ascending and cycles asc → desc → none on the same one', () => {
    expect(nextSort(undefined, 0, 'a')).toEqual({ field: 'a', order: 1 });
    expect(nextSort('a', 1, 'a')).toEqual({ field: 'a', order: -1 });
    expect(nextSort('a', -1, 'a')).toEqual({ field: undefined, order: 0 });
    expect(nextSort('a', -1, 'b')).toEqual({ field: 'b', order: 1 });
  });
});
