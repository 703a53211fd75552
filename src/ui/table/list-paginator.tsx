// Stands in for PrimeReact 10.9.9's <Paginator> under a DataTable (docs/adr/0027-hand-written-stand-ins.md);
// tests/unit/ui/primereact-markup.test.tsx pins its markup and its base rules (list-paginator.css).

// Its classes, five page links around the current page, first/previous/next/last disabled at
// the ends, the report template, aria-current on the current page, the labels of PrimeReact's
// ja locale, without its runtime, which ran its pass-through machinery for every link on every
// page change. The page-size Dropdown is PrimeReact's own, as in PrimeReact's Paginator, and
// re-renders only when the size changes. It speaks in pages (1-based, as the URL), not in
// PrimeReact's row offsets: the list's one unit from the URL to the links.
import { memo, useId } from 'react';
import { ariaLabel } from 'primereact/api';
import { Dropdown } from 'primereact/dropdown';
import { DROPDOWN_DEFAULTS } from '../dropdown/dropdown-defaults.ts';
import './list-paginator.css';

/** PrimeReact's default number of page links. */
const PAGE_LINKS = 5;

export interface ListPaginatorProps {
  /** The page shown, from 1 (past the last page: the last page). */
  page: number;
  rows: number;
  total: number;
  options: readonly number[] | undefined;
  /** PrimeReact's tokens: {first} {last} {totalRecords} {currentPage} {totalPages} {rows} */
  template: string;
  /** Stable (the list hook's): the paginator and its page-size Dropdown skip renders that change nothing here. */
  onPage: (page: number, rows: number) => void;
}

/** The page links shown around the current page (0-based), as PrimeReact computes them. */
export function pageLinks(page: number, pageCount: number, size = PAGE_LINKS): number[] {
  const visible = Math.min(size, pageCount);
  let start = Math.max(0, Math.ceil(page - visible / 2));
  const end = Math.min(pageCount - 1, start + visible - 1);
  start = Math.max(0, start - (size - (end - start + 1)));
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

function report(
  template: string,
  { rows, total, page, pageCount }: { rows: number; total: number; page: number; pageCount: number },
): string {
  const first = page * rows;
  const values: Record<string, number> = {
    currentPage: total > 0 ? page + 1 : 0,
    totalPages: pageCount,
    first: total > 0 ? first + 1 : 0,
    last: Math.min(first + rows, total),
    rows,
    totalRecords: total,
  };
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** Each end and step link: its icon and its label in PrimeReact's locale. */
const NAV = {
  first: { icon: 'pi-angle-double-left', label: 'firstPageLabel' },
  prev: { icon: 'pi-angle-left', label: 'prevPageLabel' },
  next: { icon: 'pi-angle-right', label: 'nextPageLabel' },
  last: { icon: 'pi-angle-double-right', label: 'lastPageLabel' },
} as const;

function NavButton({ kind, disabled, onClick }: { kind: keyof typeof NAV; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className={`p-paginator-${kind} p-paginator-element p-link${disabled ? ' p-disabled' : ''}`}
      aria-label={ariaLabel(NAV[kind].label, {})}
      disabled={disabled}
      onClick={onClick}
    >
      <span className={`p-paginator-icon pi ${NAV[kind].icon}`} aria-hidden="true" />
    </button>
  );
}

// Memoised apart from the links: a page change leaves the size, its choices and onPage as they are.
const PageSize = memo(function PageSize({
  rows,
  options,
  onPage,
}: {
  rows: number;
  options: readonly number[];
  onPage: (page: number, rows: number) => void;
}) {
  // Named by aria-label; the inputId gives the combobox's listbox its id (app-providers.tsx).
  const inputId = useId();
  return (
    <Dropdown
      {...DROPDOWN_DEFAULTS}
      inputId={inputId}
      value={rows}
      options={[...options]}
      onChange={(e) => onPage(1, e.value as number)}
      aria-label={ariaLabel('rowsPerPageLabel', {})}
    />
  );
});

export const ListPaginator = memo(function ListPaginator({
  page: shown,
  rows,
  total,
  options,
  template,
  onPage,
}: ListPaginatorProps) {
  const pageCount = Math.max(1, Math.ceil(total / rows));
  // 0-based inside, as PrimeReact's links are computed.
  const page = Math.min(Math.max(shown, 1), pageCount) - 1;
  const atStart = page === 0;
  const atEnd = page >= pageCount - 1;
  const go = (target: number) => onPage(target + 1, rows);
  const links = pageLinks(page, pageCount);
  return (
    <div className="p-paginator-bottom p-paginator p-component">
      <NavButton kind="first" disabled={atStart} onClick={() => go(0)} />
      <NavButton kind="prev" disabled={atStart} onClick={() => go(page - 1)} />
      <span className="p-paginator-pages">
        {links.map((p, i) => (
          <button
            key={p}
            type="button"
            className={`p-paginator-page p-paginator-element p-link${i === 0 ? ' p-paginator-page-start' : ''}${i === links.length - 1 ? ' p-paginator-page-end' : ''}${p === page ? ' p-highlight' : ''}`}
            aria-label={ariaLabel('pageLabel', { page: p + 1 })}
            aria-current={p === page ? 'true' : undefined}
            onClick={() => go(p)}
          >
            {p + 1}
          </button>
        ))}
      </span>
      <NavButton kind="next" disabled={atEnd} onClick={() => go(page + 1)} />
      <NavButton kind="last" disabled={atEnd} onClick={() => go(pageCount - 1)} />
      {options ? <PageSize rows={rows} options={options} onPage={onPage} /> : null}
      <span className="p-paginator-current" aria-live="polite">
        {report(template, { rows, total, page, pageCount })}
      </span>
    </div>
  );
});
