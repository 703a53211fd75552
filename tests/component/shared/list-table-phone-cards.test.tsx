// On a phone (below 576 px) list-table.css shows each row as a card: the title in each cell is
// its label, the actions' cell comes last. jsdom lays nothing out: these pin the markup the CSS
// reads (tests/e2e/layout-cards.e2e.ts checks the cards at 390 px).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListTable, type ListColumn } from '../../../src/ui/table/list-table.tsx';
import { PHONE_WIDTH_QUERY } from '../../../src/ui/table/phone-width.ts';
import { type Item, items } from './list-table-harness.tsx';

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
