// The markup pin of src/ui (../primereact-markup.test.tsx runs it): ListTable against DataTable.
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { PHONE_WIDTH_QUERY } from '../../../../src/ui/table/phone-width.ts';
import { ListTable, type ListColumn, type ListTableProps } from '../../../../src/ui/table/list-table.tsx';
import { rewrite, shape, withoutAttrs, withoutClasses, type Shape, type ShapeOptions } from '../markup-shape.ts';
import { pair, only, all } from './pair.tsx';

export function describeTableMarkup(): void {
  describe('the table (ListTable, src/ui/table/) against DataTable', () => {
    interface Row {
      id: string;
      name: string;
      code: string;
    }
    const rows: Row[] = [
      { id: 'a', name: 'Alpha', code: 'A-1' },
      { id: 'b', name: 'Beta', code: 'B-2' },
      { id: 'c', name: 'Gamma', code: 'C-3' },
    ];
    const columns: ListColumn<Row, 'name' | 'code'>[] = [
      { id: 'name', header: '名前', sortField: 'name', cell: (r) => r.name },
      { id: 'code', header: 'コード', sortField: 'code', cell: (r) => r.code },
      { id: 'id', header: 'ID', cell: (r) => r.id },
    ];
    const noop = () => undefined;
    /** The viewport below the small breakpoint or not, as window.matchMedia answers the table. */
    const phoneWidth = (phone: boolean) =>
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) =>
          ({
            matches: phone && query === PHONE_WIDTH_QUERY,
            media: query,
            addEventListener: noop,
            removeEventListener: noop,
          }) as unknown as MediaQueryList,
      );
    // DataTable renders the cards' titles at every width, ours at phone width: compared there.
    beforeEach(() => phoneWidth(true));
    afterEach(() => vi.restoreAllMocks());
    const ours = (props: Partial<ListTableProps<Row, 'name' | 'code'>>) => (
      <ListTable<Row, 'name' | 'code'>
        label="一覧"
        rows={rows}
        rowKey={(r) => r.id}
        columns={columns}
        {...(props as object)}
      />
    );
    const libraryColumns = [
      <Column key="name" field="name" header="名前" sortable />,
      <Column key="code" field="code" header="コード" sortable />,
      <Column key="id" field="id" header="ID" />,
    ];
    // Our table is always small and striped (DataTable's `size="small" stripedRows`), and stacks
    // its rows on a phone unless told otherwise (`responsiveLayout="stack"`, at the small breakpoint).
    const library = (props: Record<string, unknown>, extra: ReactElement[] = []) => (
      <DataTable
        value={rows}
        dataKey="id"
        size="small"
        stripedRows
        removableSort
        responsiveLayout="stack"
        breakpoint="575.98px"
        pt={{ table: { 'aria-label': '一覧' } }}
        {...props}
      >
        {[...extra, ...libraryColumns]}
      </DataTable>
    );
    // The roles too: both state every part's table role, which the phone's cards rely on
    // (list-table.tsx). DataTable writes its body's as ' rowgroup'.
    const ARIA: ShapeOptions = {
      attrs: ['role', 'aria-label', 'aria-sort', 'aria-selected', 'aria-expanded', 'colspan'],
    };
    const trimmedRoles = (s: Shape) =>
      rewrite(s, (n) => (n.attrs.role ? { ...n, attrs: { ...n.attrs, role: n.attrs.role.trim() } } : n));
    const lib = (el: Element, options: ShapeOptions = ARIA) => trimmedRoles(shape(el, options));

    // DataTable wraps a sort icon in a classless span; ours puts the icon in the header content.
    const unwrapSortIcon = (s: Shape) =>
      rewrite(s, (n) =>
        n.tag === 'span' && n.classes.length === 0 && n.children.length === 1 && n.children[0]!.tag === 'icon'
          ? n.children[0]!
          : n,
      );

    it('sorted by a column, rows opening a detail: the root, the headers (aria-sort, the sort icons) and the rows, each cell with its column title', () => {
      const { library: l, ours: own } = pair(
        library({ sortField: 'name', sortOrder: 1, selectionMode: 'single', selection: null, onSelectionChange: noop }),
        ours({ sortField: 'name', sortOrder: 1, onSort: noop, onRowOpen: noop }),
      );
      // A row that opens a detail selects nothing: no aria-selected (DataTable's single selection says false).
      const expected = withoutAttrs(lib(only(l)), (n) => n.tag === 'tr', 'aria-selected');
      expect(shape(only(own), ARIA)).toEqual(unwrapSortIcon(expected));
    });

    it("in the stack layout each body cell opens with its column's title, as DataTable's: the phone's label, hidden from screen readers (they hear the header)", () => {
      const { library: l, ours: own } = pair(library({}), ours({}));
      expect(shape(only(own, 'tbody'), ARIA)).toEqual(lib(only(l, 'tbody')));
      const titles = all(own, 'tbody td > .p-column-title');
      expect(titles.map((t) => t.textContent)).toEqual(rows.flatMap(() => ['名前', 'コード', 'ID']));
      for (const t of titles) {
        expect(t.parentElement!.firstElementChild).toBe(t);
        expect(t).toHaveAttribute('aria-hidden', 'true');
      }
      expect(only(own).classList.contains('p-datatable-responsive-stack')).toBe(true);
    });

    it("at a wider screen the stack layout renders no column title in the cells: the cards are a phone's only", () => {
      phoneWidth(false);
      const { ours: own } = pair(library({}), ours({}));
      expect(all(own, 'tbody .p-column-title')).toHaveLength(0);
      expect(all(own, 'tbody td')).toHaveLength(rows.length * 3);
      expect(only(own).classList.contains('p-datatable-responsive-stack')).toBe(true);
    });

    it("in the scroll layout (responsiveLayout='scroll'): DataTable's default, no column titles in the cells; the wrapper a region the keyboard scrolls", () => {
      const { library: l, ours: own } = pair(
        library({ responsiveLayout: 'scroll' }),
        ours({ responsiveLayout: 'scroll' }),
      );
      // Deliberate: DataTable's wrapper scrolls where a keyboard cannot reach it (axe's scrollable-region-focusable).
      const wrapper = (n: Shape) => n.classes.includes('p-datatable-wrapper');
      expect(withoutAttrs(shape(only(own), ARIA), wrapper, 'role', 'aria-label')).toEqual(unwrapSortIcon(lib(only(l))));
      expect(all(own, 'tbody .p-column-title')).toHaveLength(0);
      const region = only(own, '.p-datatable-wrapper');
      expect(region).toHaveAttribute('tabindex', '0');
      expect(region).toHaveAttribute('role', 'region');
      expect(region).toHaveAttribute('aria-label', '一覧');
      expect(only(pair(library({}), ours({})).ours, '.p-datatable-wrapper')).not.toHaveAttribute('tabindex');
    });

    it('sorted descending, then unsorted: the headers', () => {
      for (const order of [-1, 0] as const) {
        const { library: l, ours: own } = pair(
          library(order === 0 ? {} : { sortField: 'code', sortOrder: order }),
          ours(order === 0 ? { onSort: noop } : { sortField: 'code', sortOrder: order, onSort: noop }),
        );
        expect(shape(only(own, 'thead'), ARIA)).toEqual(unwrapSortIcon(lib(only(l, 'thead'))));
      }
    });

    it('without rows: the empty message row', () => {
      const { library: l, ours: own } = pair(
        library({ value: [], emptyMessage: '該当なし' }),
        ours({ rows: [], emptyMessage: '該当なし' }),
      );
      expect(shape(only(own, 'tbody'), ARIA)).toEqual(lib(only(l, 'tbody')));
    });

    it('with a checkbox selection: the rows say whether they are selected', () => {
      const selected = new Set(['b']);
      const { library: l, ours: own } = pair(
        library(
          { selectionMode: 'checkbox', selection: rows.filter((r) => selected.has(r.id)), onSelectionChange: noop },
          [<Column key="check" selectionMode="multiple" />],
        ),
        ours({
          selection: {
            selected,
            onToggle: noop,
            onTogglePage: noop,
            rowLabel: (k) => `${k} を選択`,
            pageLabel: 'ページの行をすべて選択',
          },
        }),
      );
      // The selection cells are the console's own: a native checkbox (list-table-check), not
      // PrimeReact's Checkbox in a p-selection-column.
      const own_ = shape(only(own, 'tbody'), { ...ARIA, skip: (el) => el.classList.contains('list-table-check') });
      const lib_ = lib(only(l, 'tbody'), { ...ARIA, skip: (el) => el.classList.contains('p-selection-column') });
      // A checked row is not highlighted: the checkbox says it (DataTable adds p-highlight).
      expect(own_).toEqual(withoutClasses(lib_, 'p-highlight'));
      for (const cell of all(own, 'tbody td.list-table-check'))
        expect(cell.querySelector(':scope > input[type="checkbox"]')).not.toBeNull();
    });

    it('with row expansion: the toggles and the expansion row', () => {
      const expanded = new Set(['a']);
      const { library: l, ours: own } = pair(
        library(
          { expandedRows: { a: true }, onRowToggle: noop, rowExpansionTemplate: (r: Row) => `${r.name} の詳細` },
          [<Column key="expander" header="詳細" expander={(r: Row) => r.id !== 'c'} />],
        ),
        ours({
          expansion: {
            header: '詳細',
            expanded,
            onToggle: noop,
            canExpand: (r) => r.id !== 'c',
            toggleLabel: (r, open) => `${r.name} の詳細を${open ? '閉じる' : '開く'}`,
            render: (r) => `${r.name} の詳細`,
          },
        }),
      );
      // The toggles' names are the screen's (DataTable's: its locale's 'expand'/'collapse' and the row).
      // The toggle's cell has no column title: the toggle is labelled, and a phone's card shows it
      // in its corner (DataTable's stack layout puts the title there as in every cell).
      const TOGGLE: ShapeOptions = { attrs: ['role', 'aria-expanded', 'colspan'] };
      const untitled = (td: Shape): Shape => ({
        ...td,
        children: td.children.filter((c) => !c.classes.includes('p-column-title')),
      });
      const toggleTitles = (s: Shape) =>
        rewrite(s, (n) =>
          n.tag === 'tr' && !n.classes.includes('p-datatable-row-expansion')
            ? { ...n, children: n.children.map((td, i) => (i === 0 ? untitled(td) : td)) }
            : n,
        );
      expect(shape(only(own, 'tbody'), TOGGLE)).toEqual(toggleTitles(lib(only(l, 'tbody'), TOGGLE)));
    });
  });
}
