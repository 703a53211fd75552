// Which rows of a server-side list are selected: single rows across pages, a whole page, or
// "everything matching the filters" (resolved to ids only when an action runs). A new view
// (other filters, search or order) starts with nothing selected.
import { useState } from 'react';
import type { BulkItem } from '../../../machines/bulk-action/bulk-action-machine.ts';
import type { ListSelection } from '../list-table/list-table.tsx';

export function useRowSelection<T>({ viewKey, rows, keyOf, labelOf, rowLabel, pageLabel }: {
  /** Changes whenever the filters, search or order change. */
  viewKey: string;
  rows: readonly T[];
  keyOf: (row: T) => string;
  labelOf: (row: T) => string;
  rowLabel: (label: string) => string;
  pageLabel: string;
}) {
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const [allMatching, setAllMatching] = useState(false);
  const [seenView, setSeenView] = useState(viewKey);
  if (seenView !== viewKey) {
    setSeenView(viewKey);
    setPicked(new Map());
    setAllMatching(false);
  }

  const labels = new Map(rows.map((r) => [keyOf(r), labelOf(r)]));
  const change = (keys: readonly string[], checked: boolean) => {
    setAllMatching(false);
    setPicked((prev) => {
      const next = new Map(prev);
      for (const k of keys) {
        if (checked) next.set(k, labels.get(k) ?? k);
        else next.delete(k);
      }
      return next;
    });
  };

  const table: ListSelection = {
    selected: { has: (key) => allMatching || picked.has(key) },
    onToggle: (key, checked) => {
      // Leaving "all matching" by unticking one row keeps the rest of this page.
      if (allMatching && !checked) {
        setAllMatching(false);
        setPicked(new Map([...labels].filter(([k]) => k !== key)));
        return;
      }
      change([key], checked);
    },
    onTogglePage: (keys, checked) => change(keys, checked),
    rowLabel: (key) => rowLabel(labels.get(key) ?? key),
    pageLabel,
  };

  return {
    table,
    count: picked.size,
    allMatching,
    selectAllMatching: () => setAllMatching(true),
    clear: () => {
      setPicked(new Map());
      setAllMatching(false);
    },
    /** The picked rows as bulk items (when not "all matching"). */
    items: (): BulkItem[] => [...picked].map(([id, label]) => ({ id, label })),
  };
}
