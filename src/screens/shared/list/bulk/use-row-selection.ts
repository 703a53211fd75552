// Which rows of a server-side list are selected: single rows across pages, a whole page, or
// "everything matching the filters" (resolved to ids only when an action runs). A new view
// (other filters, search or order) starts with nothing selected.
import { useReducer, useState } from 'react';
import type { BulkItem } from '../../../../machines/bulk-action/bulk-action-machine.ts';
import type { ListSelection } from '../../../../ui/table/list-table.tsx';

interface Picked {
  /** id → label of the rows picked (across pages). */
  rows: ReadonlyMap<string, string>;
  allMatching: boolean;
}

type Change =
  { type: 'toggle'; keys: readonly string[]; checked: boolean } | { type: 'allMatching' } | { type: 'clear' };

const NOTHING: Picked = { rows: new Map(), allMatching: false };

/** `labels`: the rows on screen, id → label (a picked row keeps the label it had then). */
function pick(state: Picked, change: Change, labels: ReadonlyMap<string, string>): Picked {
  switch (change.type) {
    case 'clear':
      return NOTHING;
    case 'allMatching':
      return { rows: state.rows, allMatching: true };
    case 'toggle': {
      // Leaving "all matching" by unticking one row keeps the rest of this page.
      if (state.allMatching && !change.checked)
        return { rows: new Map([...labels].filter(([k]) => !change.keys.includes(k))), allMatching: false };
      const rows = new Map(state.rows);
      for (const k of change.keys) {
        if (change.checked) rows.set(k, labels.get(k) ?? k);
        else rows.delete(k);
      }
      return { rows, allMatching: false };
    }
  }
}

export function useRowSelection<T>({
  viewKey,
  rows,
  keyOf,
  labelOf,
  rowLabel,
  pageLabel,
}: {
  /** Changes whenever the filters, search or order change. */
  viewKey: string;
  rows: readonly T[];
  keyOf: (row: T) => string;
  labelOf: (row: T) => string;
  rowLabel: (label: string) => string;
  pageLabel: string;
}) {
  const labels = new Map(rows.map((r) => [keyOf(r), labelOf(r)]));
  // The reducer is this render's: a change reads the labels of the rows on screen, so the
  // callbacks below, made once, never change (memoised rows keep skipping).
  const [picked, dispatch] = useReducer((state: Picked, change: Change) => pick(state, change, labels), NOTHING);
  const [seenView, setSeenView] = useState(viewKey);
  if (seenView !== viewKey) {
    setSeenView(viewKey);
    dispatch({ type: 'clear' });
  }
  const [on] = useState(() => ({
    toggle: (key: string, checked: boolean) => dispatch({ type: 'toggle', keys: [key], checked }),
    togglePage: (keys: string[], checked: boolean) => dispatch({ type: 'toggle', keys, checked }),
    selectAllMatching: () => dispatch({ type: 'allMatching' }),
    clear: () => dispatch({ type: 'clear' }),
  }));

  const table: ListSelection = {
    selected: { has: (key) => picked.allMatching || picked.rows.has(key) },
    onToggle: on.toggle,
    onTogglePage: on.togglePage,
    rowLabel: (key) => rowLabel(labels.get(key) ?? key),
    pageLabel,
  };
  return {
    table,
    count: picked.rows.size,
    allMatching: picked.allMatching,
    selectAllMatching: on.selectAllMatching,
    clear: on.clear,
    /** The picked rows as bulk items (when not "all matching"). */
    items: (): BulkItem[] => [...picked.rows].map(([id, label]) => ({ id, label })),
  };
}
