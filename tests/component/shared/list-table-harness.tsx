// ListTable rendered on numbered items, recording its sorts, pages and which rows rendered.
import { useCallback, useState } from 'react';
import { render } from '@testing-library/react';
import { PrimeReactProvider } from 'primereact/api';
import { PRIME_LOCALE, setupPrimeReactLocale } from '../../../src/app/primereact-setup.ts';
import { ListTable, type ListColumn, type SortOrder } from '../../../src/ui/table/list-table.tsx';

export interface Item {
  id: string;
  name: string;
}

/** A row's text without the column titles the stack layout puts in its cells (a phone's labels). */
export const rowValues = (tr: HTMLElement) =>
  [...tr.querySelectorAll('td')]
    .flatMap((td) =>
      [...td.childNodes].filter((n) => !(n instanceof Element && n.classList.contains('p-column-title'))),
    )
    .map((n) => n.textContent)
    .join('');

export const items = (n: number, from = 0): Item[] =>
  Array.from({ length: n }, (_, i) => ({ id: `id-${from + i}`, name: `名前${from + i}` }));

export function setup(initial: Item[], rendered: string[] = []) {
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
