// The markup pin of src/ui (../primereact-markup.test.tsx runs it): ListPaginator against DataTable's Paginator.
import { describe, expect, it } from 'vitest';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Paginator } from 'primereact/paginator';
import { ListTable } from '../../../../src/ui/table/list-table.tsx';
import { shape, type ShapeOptions } from '../markup-shape.ts';
import { pair, only, all } from './pair.tsx';

export function describePaginatorMarkup(): void {
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
}
