// The markup pin of src/ui (docs/adr/0027-hand-written-stand-ins.md): each stand-in is rendered
// beside the PrimeReact 10.9 part it copies, both are reduced to what the stand-in copies (tag,
// PrimeReact classes, the ARIA the console relies on, text: markup-shape.ts), and they must be
// equal but for the differences listed here, each on purpose. The CSS src/ui copies from the
// styles PrimeReact injects at run time must equal the library's own text. A PrimeReact upgrade
// that changes what a stand-in copies fails here: update the stand-in (and its A/B), or drop it.
// (Vitest loads PrimeReact's CommonJS build, Parcel its ES one: the same version, the same parts.)
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ReactElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrimeReactProvider } from 'primereact/api';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { Menu } from 'primereact/menu';
import { Message } from 'primereact/message';
import { Paginator } from 'primereact/paginator';
import { Password } from 'primereact/password';
import { ProgressSpinner } from 'primereact/progressspinner';
import { Tag } from 'primereact/tag';
import { PRIME_LOCALE, setupPrimeReactLocale } from '../../../src/app/primereact-setup.ts';
import { PHONE_WIDTH_QUERY } from '../../../src/ui/table/phone-width.ts';
import { LightCard } from '../../../src/ui/light/card.tsx';
import { InlineMessage } from '../../../src/ui/light/inline-message.tsx';
import { LightInputText, LightPassword } from '../../../src/ui/light/input-text.tsx';
import { LightButton } from '../../../src/ui/light/light-button.tsx';
import { LightMenu, LightMenuItem } from '../../../src/ui/light/menu.tsx';
import { Spinner } from '../../../src/ui/light/spinner.tsx';
import { RowButton } from '../../../src/ui/row-button.tsx';
import { StatusTag, type TagSeverity } from '../../../src/ui/light/status-tag.tsx';
import { ListTable, type ListColumn, type ListTableProps } from '../../../src/ui/table/list-table.tsx';
import {
  parseCss,
  rewrite,
  shape,
  withoutAttrs,
  withoutClasses,
  type CssRule,
  type Shape,
  type ShapeOptions,
} from './markup-shape.ts';

setupPrimeReactLocale();

// As the console configures PrimeReact (src/app/app-providers.tsx).
const PRIME_VALUE = { locale: PRIME_LOCALE, ripple: false, cssTransition: false };

/** Renders PrimeReact's part and ours, each in its own container. */
function pair(library: ReactElement, ours: ReactElement): { library: HTMLElement; ours: HTMLElement } {
  const lib = render(<PrimeReactProvider value={PRIME_VALUE}>{library}</PrimeReactProvider>).container;
  const own = render(<PrimeReactProvider value={PRIME_VALUE}>{ours}</PrimeReactProvider>).container;
  return { library: lib, ours: own };
}

const only = (container: HTMLElement, selector = ':scope > *'): Element => {
  const found = container.querySelectorAll(selector);
  expect(found, selector).toHaveLength(1);
  return found[0]!;
};

const all = (container: HTMLElement, selector: string): Element[] => [...container.querySelectorAll(selector)];

afterEach(cleanup);

// ---------------------------------------------------------------------------------------------
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
      library({ expandedRows: { a: true }, onRowToggle: noop, rowExpansionTemplate: (r: Row) => `${r.name} の詳細` }, [
        <Column key="expander" header="詳細" expander={(r: Row) => r.id !== 'c'} />,
      ]),
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

// ---------------------------------------------------------------------------------------------
describe("the paginator (ListPaginator, src/ui/table/list-paginator.tsx) against DataTable's Paginator", () => {
  const rows = Array.from({ length: 10 }, (_, i) => ({ id: String(i) }));
  const TEMPLATE =
    'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport';
  const REPORT = '{first} - {last} / {totalRecords} 件';
  // The page-size choice is PrimeReact's own Dropdown in both: compared by its root's classes.
  const PAGINATOR: ShapeOptions = {
    attrs: ['aria-label', 'aria-current', 'aria-live', 'disabled'],
    opaque: (el) => el.classList.contains('p-dropdown'),
  };

  for (const [first, where] of [
    [0, 'on the first page'],
    [40, 'in the middle'],
    [190, 'on the last page'],
  ] as const) {
    it(`${where}: its buttons, classes, labels of the ja locale and report`, () => {
      const { library: lib, ours: own } = pair(
        <DataTable
          value={rows}
          lazy
          paginator
          first={first}
          rows={10}
          totalRecords={200}
          rowsPerPageOptions={[10, 25, 50]}
          paginatorTemplate={TEMPLATE}
          currentPageReportTemplate={REPORT}
          onPage={() => undefined}
        >
          <Column field="id" header="ID" />
        </DataTable>,
        <ListTable
          label="一覧"
          rows={rows}
          rowKey={(r) => r.id}
          columns={[{ id: 'id', header: 'ID', cell: (r) => r.id }]}
          page={first / 10 + 1}
          pageSize={10}
          totalRecords={200}
          pageSizeOptions={[10, 25, 50]}
          pageReportTemplate={REPORT}
          onPage={() => undefined}
        />,
      );
      expect(shape(only(own, '.p-paginator'), PAGINATOR)).toEqual(shape(only(lib, '.p-paginator'), PAGINATOR));
    });
  }

  it('the page links around the current page, as the library counts them, for small and large page counts', () => {
    for (const total of [0, 15, 35, 200]) {
      for (const first of [0, 10, 20, 30].filter((f) => f < Math.max(total, 1))) {
        const { library: lib, ours: own } = pair(
          <Paginator
            first={first}
            rows={10}
            totalRecords={total}
            template={TEMPLATE}
            currentPageReportTemplate={REPORT}
          />,
          <ListTable
            label="一覧"
            rows={[]}
            rowKey={() => ''}
            columns={[]}
            page={first / 10 + 1}
            pageSize={10}
            totalRecords={total}
            pageReportTemplate={REPORT}
            onPage={() => undefined}
          />,
        );
        const texts = (c: HTMLElement) =>
          [...all(c, '.p-paginator-page'), ...all(c, '.p-paginator-current')].map((e) => e.textContent);
        // With no rows at all ours still shows page 1 (every arrow disabled); PrimeReact shows no page link.
        expect(texts(own), `${first} of ${total}`).toEqual(total === 0 ? ['1', ...texts(lib)] : texts(lib));
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
describe('the buttons (RowButton, src/ui/row-button.tsx; LightButton, src/ui/light/) against Button', () => {
  const BUTTON: ShapeOptions = { attrs: ['disabled', 'aria-label'] };
  // PrimeReact's loading spinner is an SVG with classes of its own; ours is primeicons' spinner.
  const loading = (s: Shape) => withoutClasses(s, 'p-button-loading-left', 'p-button-loading-icon');
  // PrimeReact also names a labelled button by an aria-label of its label; the label names it here.
  const labelNames = (s: Shape) =>
    withoutAttrs(s, (n) => n.tag === 'button' && !n.classes.includes('p-button-icon-only'), 'aria-label');
  // An icon-only RowButton leaves out the label PrimeReact keeps hidden (a no-break space).
  const noHiddenLabel = (s: Shape) =>
    rewrite(s, (n) => (n.classes.includes('p-button-label') && n.text === '' ? null : n));

  const rowCases: [string, ReactElement, ReactElement, (s: Shape) => Shape][] = [
    [
      'a text button with a severity, an icon and a label',
      <Button size="small" text severity="danger" icon="pi pi-ban" label="無効化" />,
      <RowButton variant="text" severity="danger" icon="pi pi-ban" label="無効化" />,
      (s) => s,
    ],
    [
      'an outlined icon-only button',
      <Button size="small" outlined icon="pi pi-pencil" aria-label="編集" />,
      <RowButton variant="outlined" icon="pi pi-pencil" aria-label="編集" />,
      noHiddenLabel,
    ],
    [
      'a loading button',
      <Button size="small" severity="success" icon="pi pi-check" label="有効化" loading />,
      <RowButton severity="success" icon="pi pi-check" label="有効化" loading />,
      loading,
    ],
    [
      'a disabled button',
      <Button size="small" severity="secondary" icon="pi pi-trash" label="削除" disabled />,
      <RowButton severity="secondary" icon="pi pi-trash" label="削除" disabled />,
      (s) => s,
    ],
  ];
  for (const [name, library, ours, differences] of rowCases) {
    it(`RowButton: ${name}`, () => {
      const { library: lib, ours: own } = pair(library, ours);
      expect(shape(only(own), BUTTON)).toEqual(differences(labelNames(shape(only(lib), BUTTON))));
    });
  }

  const lightCases: [string, ReactElement, ReactElement, (s: Shape) => Shape][] = [
    [
      'the login button',
      <Button type="submit" icon="pi pi-sign-in" label="ログイン" />,
      <LightButton type="submit" icon="pi pi-sign-in" label="ログイン" />,
      (s) => s,
    ],
    [
      'the user menu button (rounded, text, icon only)',
      <Button icon="pi pi-user" rounded text aria-label="ユーザーメニュー" />,
      <LightButton icon="pi pi-user" rounded text aria-label="ユーザーメニュー" />,
      (s) => s,
    ],
    [
      'a loading button',
      <Button icon="pi pi-sign-in" label="ログイン" loading />,
      <LightButton icon="pi pi-sign-in" label="ログイン" loading />,
      loading,
    ],
    [
      'a secondary text button without an icon',
      <Button text severity="secondary" label="閉じる" />,
      <LightButton text severity="secondary" label="閉じる" />,
      (s) => s,
    ],
  ];
  for (const [name, library, ours, differences] of lightCases) {
    it(`LightButton: ${name}`, () => {
      const { library: lib, ours: own } = pair(library, ours);
      expect(shape(only(own), BUTTON)).toEqual(differences(labelNames(shape(only(lib), BUTTON))));
    });
  }
});

// ---------------------------------------------------------------------------------------------
describe('the status tag (StatusTag, src/ui/light/status-tag.tsx) against Tag', () => {
  const severities: TagSeverity[] = ['success', 'info', 'warning', 'danger', 'secondary', 'contrast'];
  for (const severity of severities) {
    it(`a rounded ${severity} tag`, () => {
      const { library: lib, ours: own } = pair(
        <Tag value="有効" severity={severity} rounded />,
        <StatusTag view={{ label: '有効', severity }} />,
      );
      // Tag renders its (absent) children in an empty span after the value.
      const l = rewrite(shape(only(lib)), (n) =>
        n.tag === 'span' && n.classes.length === 0 && n.text === '' && n.children.length === 0 ? null : n,
      );
      expect(shape(only(own))).toEqual(l);
    });
  }
});

// ---------------------------------------------------------------------------------------------
describe("the first load's parts (src/ui/light/) against Card, InputText, Password, Message, Menu and ProgressSpinner", () => {
  it('Card: body and content', () => {
    const { library: lib, ours: own } = pair(<Card>中身</Card>, <LightCard className="login-card">中身</LightCard>);
    expect(shape(only(own))).toEqual(shape(only(lib)));
  });

  it('InputText', () => {
    const { library: lib, ours: own } = pair(
      <InputText id="email" type="email" />,
      <LightInputText id="email" type="email" />,
    );
    expect(shape(only(own), { attrs: ['type'] })).toEqual(shape(only(lib), { attrs: ['type'] }));
  });

  it('Password: the wrapper and its input', () => {
    const { library: lib, ours: own } = pair(
      <Password inputId="password" feedback={false} toggleMask value="" onChange={() => undefined} />,
      <LightPassword className="login-password">
        <LightInputText
          id="password"
          className="p-password-input"
          type="password"
          value=""
          onChange={() => undefined}
        />
        <button type="button" className="login-password-toggle" aria-label="パスワードを表示" />
      </LightPassword>,
    );
    // PrimeReact 10.9 puts the input in an IconField with an SVG toggle; the login has the
    // input and a toggle button of its own in the wrapper.
    expect({ ...shape(only(own)), children: [] }).toEqual({ ...shape(only(lib)), children: [] });
    expect(shape(only(own, 'input'), { attrs: ['type'] })).toEqual(shape(only(lib, 'input'), { attrs: ['type'] }));
  });

  const severities = ['error', 'warn', 'info', 'success'] as const;
  const MESSAGE: ShapeOptions = { attrs: ['role', 'aria-live', 'aria-atomic'] };
  for (const severity of severities) {
    it(`Message: an inline ${severity} message`, () => {
      const { library: lib, ours: own } = pair(
        <Message severity={severity} text="入力内容を確認してください" />,
        <InlineMessage severity={severity} text="入力内容を確認してください" />,
      );
      expect(shape(only(own), MESSAGE)).toEqual(shape(only(lib), MESSAGE));
    });
  }

  it('Message: with content of its own', () => {
    const { library: lib, ours: own } = pair(
      <Message severity="warn" content={<strong>注意</strong>} />,
      <InlineMessage severity="warn" content={<strong>注意</strong>} />,
    );
    expect(shape(only(own), MESSAGE)).toEqual(shape(only(lib), MESSAGE));
  });

  it('Menu: the popup with one item (classes and structure)', () => {
    const { library: lib, ours: own } = pair(
      <Menu model={[{ label: 'ログアウト', icon: 'pi pi-sign-out' }]} />,
      <LightMenu id="menu" label="ユーザーメニュー">
        <LightMenuItem icon="pi pi-sign-out" label="ログアウト" onSelect={() => undefined} />
      </LightMenu>,
    );
    // Ours is only ever the open popup (p-menu-overlay); PrimeReact marks its root
    // p-ripple-disabled, a class no rule of the theme reads. The roles differ on purpose: the
    // ARIA menu pattern (menuitem on the link, none on its li), where PrimeReact puts menuitem on the li.
    const l = shape(only(lib));
    expect(shape(only(own))).toEqual({
      ...withoutClasses(l, 'p-ripple-disabled'),
      classes: [...l.classes.filter((c) => c !== 'p-ripple-disabled'), 'p-menu-overlay'].sort(),
    });
  });

  it('ProgressSpinner: the drawing', () => {
    const { library: lib, ours: own } = pair(<ProgressSpinner />, <Spinner />);
    // Ours is decorative (aria-hidden; the status around it is labelled), PrimeReact's a progressbar.
    const DRAWING: ShapeOptions = { attrs: ['viewBox', 'cx', 'cy', 'r', 'fill', 'stroke-width', 'stroke-miterlimit'] };
    expect(shape(only(own), DRAWING)).toEqual(shape(only(lib), DRAWING));
  });
});

// ---------------------------------------------------------------------------------------------
describe('the CSS src/ui copies from the styles PrimeReact injects at run time', () => {
  const UI = join(import.meta.dirname, '../../../src/ui');
  const cssFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? cssFiles(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : [],
    );

  /**
   * The files that copy some: the first load's parts, the Dropdown's (there before a list's filters
   * first paint), StatusTag's (in prime-base.css), the paginator's, the table's (its column titles).
   */
  const COPIES = ['dropdown/dropdown-base.css', 'prime-base.css', 'table/list-paginator.css', 'table/list-table.css'];
  /** The copies: every rule in a `@layer primereact` block, every keyframe, and the base style's hidden-but-read class. */
  const copied = (rule: CssRule) =>
    rule.context.startsWith('@layer primereact') ||
    /@(-webkit-)?keyframes /.test(rule.context) ||
    rule.selector === '.p-hidden-accessible';

  let library: CssRule[] = [];
  beforeAll(() => {
    // Mount every part whose styles src/ui copies; PrimeReact writes them into <head>.
    render(
      <PrimeReactProvider value={PRIME_VALUE}>
        <Button label="b" />
        <InputText />
        <Password feedback={false} />
        <Message severity="info" text="m" />
        <Menu model={[{ label: 'm' }]} />
        <ProgressSpinner />
        <Dropdown options={['a']} />
        <Tag value="t" />
        <Paginator first={0} rows={10} totalRecords={100} />
        <Card>c</Card>
        <DataTable value={[]} responsiveLayout="stack">
          <Column field="id" header="ID" />
        </DataTable>
      </PrimeReactProvider>,
    );
    library = [...document.head.querySelectorAll('style[data-primereact-style-id]')].flatMap((s) =>
      parseCss(s.textContent ?? ''),
    );
    cleanup();
  });

  it('finds the library text and the copies', () => {
    expect(library.length).toBeGreaterThan(100);
    const files = cssFiles(UI).filter((f) => parseCss(readFileSync(f, 'utf8')).some(copied));
    expect(files.map((f) => relative(UI, f)).sort()).toEqual(COPIES);
  });

  for (const file of COPIES) {
    it(`${file}: every copied rule is the library's rule for that selector, declaration for declaration`, () => {
      const rules = parseCss(readFileSync(join(UI, file), 'utf8')).filter(copied);
      expect(rules.length).toBeGreaterThan(0);
      for (const rule of rules) {
        const candidates = library.filter((r) => r.context === rule.context && r.selector === rule.selector);
        expect(
          candidates.map((r) => r.declarations),
          `${rule.context} ${rule.selector}`,
        ).toContain(rule.declarations);
      }
    });
  }
});
