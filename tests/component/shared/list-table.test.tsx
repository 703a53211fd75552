// The console's list table: DataTable's sorting and paging behaviour for people and screen
// readers, selection, and rows that re-render only when their own data changed.
import { useCallback, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PrimeReactProvider } from 'primereact/api';
import { PRIME_LOCALE, setupPrimeReactLocale } from '../../../src/app/primereact-setup.ts';
import { ListTable, nextSort, type ListColumn, type SortOrder } from '../../../src/ui/table/list-table.tsx';
import { pageLinks } from '../../../src/ui/table/list-paginator.tsx';
import { PHONE_WIDTH_QUERY } from '../../../src/ui/table/phone-width.ts';

interface Item {
  id: string;
  name: string;
}

/** A row's text without the column titles the stack layout puts in its cells (a phone's labels). */
const rowValues = (tr: HTMLElement) =>
  [...tr.querySelectorAll('td')]
    .flatMap((td) =>
      [...td.childNodes].filter((n) => !(n instanceof Element && n.classList.contains('p-column-title'))),
    )
    .map((n) => n.textContent)
    .join('');

const items = (n: number, from = 0): Item[] =>
  Array.from({ length: n }, (_, i) => ({ id: `id-${from + i}`, name: `名前${from + i}` }));

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
  const pages: { page: number; rows: number }[] = [];
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
        page={1}
        pageSize={10}
        totalRecords={95}
        pageSizeOptions={[10, 25]}
        onPage={(page, rows) => pages.push({ page, rows })}
        pageReportTemplate="{first} - {last} / {totalRecords} 件"
        selection={{
          selected,
          onToggle,
          onTogglePage,
          rowLabel: (key) => `${key} を選択`,
          pageLabel: 'このページをすべて選択',
        }}
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

// On a phone (below 576 px) list-table.css shows each row as a card: the title in each cell is
// its label, the actions' cell comes last. jsdom lays nothing out: these pin the markup the CSS
// reads (tests/e2e/layout-cards.e2e.ts checks the cards at 390 px).
describe('ListTable in the stack layout (the default): the markup of a phone’s cards', () => {
  // A phone's viewport: the cells carry their column titles below the small breakpoint only.
  beforeEach(() => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === PHONE_WIDTH_QUERY,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
  });
  afterEach(() => vi.restoreAllMocks());
  interface Device {
    id: string;
    host: string;
    runs?: string[];
  }
  const devices: Device[] = [
    { id: 'd-1', host: 'ホスト1', runs: ['実行A'] },
    { id: 'd-2', host: 'ホスト2' },
  ];
  const columns: ListColumn<Device, never>[] = [
    { id: 'id', header: 'デバイスID', cell: (d) => <code>{d.id}</code> },
    { id: 'host', header: 'ホスト名', cell: (d) => d.host },
    { id: 'actions', header: '操作', actions: true, cell: (d) => <button type="button">{`${d.id} を無効化`}</button> },
  ];

  function setupStack(props: { responsiveLayout?: 'stack' | 'scroll' } = {}) {
    const toggled: string[] = [];
    const opened: string[] = [];
    const selected = new Set(['d-2']);
    const expanded = new Set(['d-1']);
    render(
      <ListTable<Device, never>
        label="デバイス"
        rows={devices}
        rowKey={(d) => d.id}
        columns={columns}
        onRowOpen={(d) => opened.push(d.id)}
        selection={{
          selected,
          onToggle: (k) => toggled.push(k),
          onTogglePage: () => undefined,
          rowLabel: (k) => `${k} を選択`,
          pageLabel: 'このページをすべて選択',
        }}
        expansion={{
          header: '実行',
          expanded,
          onToggle: (k) => toggled.push(`open ${k}`),
          canExpand: (d) => d.runs !== undefined,
          toggleLabel: (d, open) => `${d.id} の実行を${open ? '閉じる' : '開く'}`,
          render: (d) => d.runs!.join('、'),
        }}
        {...props}
      />,
    );
    const table = screen.getByRole('table', { name: 'デバイス' });
    const bodyRows = within(table)
      .getAllByRole('row')
      .filter((r) => r.closest('tbody') && !r.classList.contains('p-datatable-row-expansion'));
    return { table, bodyRows, toggled, opened };
  }

  it("labels every data cell with its column's header, first in the cell and hidden from screen readers", () => {
    const { table, bodyRows } = setupStack();
    expect(table.closest('.p-datatable')).toHaveClass('p-datatable-responsive-stack');
    for (const row of bodyRows) {
      const dataCells = [...row.querySelectorAll('td')].filter(
        (td) => !td.matches('.list-table-check, .list-table-expander'),
      );
      expect(dataCells.map((td) => td.querySelector(':scope > .p-column-title')?.textContent)).toEqual([
        'デバイスID',
        'ホスト名',
        '操作',
      ]);
      for (const td of dataCells) {
        expect(td.firstElementChild).toHaveClass('p-column-title');
        expect(td.firstElementChild).toHaveAttribute('aria-hidden', 'true');
      }
    }
    // A screen reader hears the value with its column's header, not the label twice.
    expect(within(bodyRows[0]!).getByRole('cell', { name: 'ホスト1' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', '実行', 'デバイスID', 'ホスト名', '操作']);
  });

  it('puts the actions in the last cell, marked as the row’s actions (the card’s bottom line)', () => {
    const { bodyRows } = setupStack();
    for (const row of bodyRows) {
      const last = row.querySelector('td:last-child')!;
      expect(last).toHaveClass('list-table-actions');
      expect(within(last as HTMLElement).getByRole('button', { name: /を無効化$/ })).toBeInTheDocument();
      expect(row.querySelectorAll('td.list-table-actions')).toHaveLength(1);
    }
  });

  it('keeps the selection: each row’s checkbox, labelled, and the page’s in the header', async () => {
    const user = userEvent.setup();
    const { bodyRows, toggled } = setupStack();
    expect(within(bodyRows[1]!).getByRole('checkbox', { name: 'd-2 を選択' })).toBeChecked();
    await user.click(within(bodyRows[0]!).getByRole('checkbox', { name: 'd-1 を選択' }));
    expect(toggled).toEqual(['d-1']);
    expect(screen.getByRole('checkbox', { name: 'このページをすべて選択' })).toBeInTheDocument();
  });

  it('still opens a row on click, Enter or Space, and expands a row with runs', async () => {
    const user = userEvent.setup();
    const { bodyRows, opened, toggled } = setupStack();
    await user.click(within(bodyRows[0]!).getByText('ホスト1'));
    bodyRows[1]!.focus();
    await user.keyboard('{Enter}');
    expect(opened).toEqual(['d-1', 'd-2']);
    expect(screen.getByText('実行A')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'd-1 の実行を閉じる' }));
    expect(toggled).toEqual(['open d-1']);
    expect(opened).toEqual(['d-1', 'd-2']);
  });

  it('breaks a label between the words of a compound header, as the cells break their names', () => {
    render(
      <ListTable<Item, never>
        label="件数"
        rows={items(2)}
        rowKey={(r) => r.id}
        columns={[{ id: 'max', header: '最大アクティベーション数', cell: (r) => r.name }]}
      />,
    );
    const labels = [...document.querySelectorAll('tbody .p-column-title')];
    expect(
      labels.map((l) => [...l.childNodes].map((n) => (n.nodeName === 'WBR' ? '/' : n.textContent)).join('')),
    ).toEqual(['最大/アクティベーション/数', '最大/アクティベーション/数']);
  });

  it('in the scroll layout (a table of figures) the cells hold their values only', () => {
    const { table } = setupStack({ responsiveLayout: 'scroll' });
    expect(table.closest('.p-datatable')).toHaveClass('p-datatable-responsive-scroll');
    expect(table.querySelectorAll('.p-column-title')).toHaveLength(columns.length);
    expect(table.querySelectorAll('tbody .p-column-title')).toHaveLength(0);
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
    expect(screen.getAllByRole('button', { name: /^\dページ$/ }).map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
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
