// Stands in for a body row of PrimeReact 10.9.9's <DataTable> (docs/adr/0027-hand-written-stand-ins.md):
// its selection checkbox (a native one), its expansion toggle, its cells, and opening the row on
// click, Enter or Space; in the stack layout at phone width each data cell also holds its column's
// title, as DataTable's `responsiveLayout="stack"` renders it (the card's label: list-table.css;
// DataTable renders it at every width); tests/unit/ui/primereact-markup.test.tsx pins the markup it copies.
import { memo, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { DomHandler } from 'primereact/utils';
import { PhrasedText } from '../phrased-text.tsx';
import type { ListColumn } from './list-table-types.ts';

interface RowProps<T> {
  row: T;
  rowId: string;
  odd: boolean;
  columns: readonly ListColumn<T, string>[];
  selectable: boolean;
  checked: boolean;
  checkLabel: string;
  onCheck: ((key: string, checked: boolean) => void) | undefined;
  onOpen: ((row: T) => void) | undefined;
  /** The toggle column's cell: none (no such column), empty (a row without one), or the toggle's state. */
  expander: 'none' | 'empty' | 'closed' | 'open';
  expandLabel: string;
  onExpand: ((key: string) => void) | undefined;
  /** The stack layout at phone width: a title per data cell (static text, the card's label). */
  stack: boolean;
}

// Memoised on the row object: unchanged rows (same object after structural sharing) skip.
export const Row = memo(function Row<T>({
  row,
  rowId,
  odd,
  columns,
  selectable,
  checked,
  checkLabel,
  onCheck,
  onOpen,
  expander,
  expandLabel,
  onExpand,
  stack,
}: RowProps<T>) {
  // Keys pressed on a control inside the row (a row button) are that control's own.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
    e.preventDefault();
    onOpen?.(row);
  };
  // A click on a control inside the row (a row button) is that control's, as in DataTable.
  const onClick = (e: MouseEvent) => {
    if (!DomHandler.isClickable(e.target as HTMLElement)) onOpen?.(row);
  };
  const openable = onOpen ? { tabIndex: 0, onClick, onKeyDown } : undefined;
  const className = [odd ? 'p-row-odd' : '', onOpen ? 'p-selectable-row' : ''].filter(Boolean).join(' ');
  return (
    <tr className={className || undefined} role="row" aria-selected={selectable ? checked : undefined} {...openable}>
      {selectable ? (
        <td className="list-table-check" role="cell">
          <input
            type="checkbox"
            className="list-table-checkbox"
            checked={checked}
            aria-label={checkLabel}
            onChange={(e) => onCheck?.(rowId, e.target.checked)}
          />
        </td>
      ) : null}
      {expander !== 'none' ? (
        <td className="list-table-expander" role="cell">
          {expander !== 'empty' ? (
            <button
              type="button"
              className="p-row-toggler p-link"
              aria-expanded={expander === 'open'}
              aria-label={expandLabel}
              onClick={() => onExpand?.(rowId)}
            >
              <span
                className={`p-row-toggler-icon pi ${expander === 'open' ? 'pi-chevron-down' : 'pi-chevron-right'}`}
                aria-hidden="true"
              />
            </button>
          ) : null}
        </td>
      ) : null}
      {columns.map((c) => (
        <td
          key={c.id}
          role="cell"
          className={`${c.nowrap ? 'list-table-nowrap' : ''} ${c.actions ? 'list-table-actions' : ''} ${c.className ?? ''}`}
        >
          {/* The label of a phone's card: screen readers hear the column's header instead. */}
          {stack ? (
            <span className="p-column-title" aria-hidden="true">
              {titleOf(c.header)}
            </span>
          ) : null}
          {phrasedCell(c.cell(row))}
        </td>
      ))}
    </tr>
  );
}) as <T>(props: RowProps<T>) => ReactNode;

/**
 * A column's title as a card's label: broken between words too (「最大/アクティベーション/数」
 * in its narrow column), made once per header and shared by every row, so a row renders
 * static text.
 */
const titles = new Map<string, ReactNode>();
function titleOf(header: string): ReactNode {
  let title = titles.get(header);
  if (title === undefined) {
    // PhrasedText holds no state: its nodes themselves are kept, not a component per cell.
    title = PhrasedText({ text: header });
    titles.set(header, title);
  }
  return title;
}

/** A text cell breaks between words, not inside one (../phrased-text.tsx). */
const phrasedCell = (content: ReactNode): ReactNode =>
  typeof content === 'string' ? <PhrasedText text={content} /> : content;
