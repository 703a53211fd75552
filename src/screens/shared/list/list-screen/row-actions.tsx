// The actions cell of a list row (licences, devices, users), described as data. Rows are
// memoised on their data (ListTable), so the cell reads what changes outside the row (which
// call is in flight, what runs an action) from one context ListScreen provides: the rows stay
// memoised and the buttons still follow the pending states. A row's detail dialog reads the same.
import { createContext, useContext, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { confirmDelete } from '../../feedback/confirm-delete.tsx';
import { notifyFailure } from '../../feedback/notify-failure.ts';
import { useNotify } from '../../feedback/notify.tsx';
import { RowButton, type RowButtonProps } from '../../../../ui/row-button.tsx';
import type { ListColumn } from '../../../../ui/table/list-table.tsx';

export interface RowAction<T, A extends string = string> {
  id: A;
  icon: string;
  /** Visible text; an icon-only button without. */
  label?: string;
  /** Tooltip of an icon-only button. */
  title?: string;
  /** The accessible name, naming the row, e.g. 'ABCD-… を失効'. */
  ariaLabel: (row: T) => string;
  severity?: RowButtonProps['severity'];
  variant: 'text' | 'outlined';
  /** Only administrators see it (left out of the ordinary user's columns). */
  adminOnly?: boolean;
  /** Whether this row offers the action (default: every row). A row that does not either
   *  leaves the place to the next action ('next': two actions that exclude each other share
   *  one place, so a new page updates the button in place), or keeps it concealed. */
  offered?: (row: T) => boolean;
  whenNotOffered?: 'next' | 'conceal';
}

/** What the cells read at run time: the screen's state, not the row's. */
export interface RowActionsState<T = never, A extends string = string> {
  /** Per action, the id of the row whose call is in flight. */
  pending?: Partial<Record<A, string | null>>;
  /** Actions no row may start now (e.g. another activation is confirming). */
  blocked?: Partial<Record<A, boolean>>;
  /** Runs an action on a row (ListScreen hands the cells one that never changes). */
  run: (action: A, row: T) => void;
}

const RowActionsContext = createContext<RowActionsState<unknown> | null>(null);

export const RowActionsProvider = RowActionsContext.Provider as <T, A extends string>(props: {
  value: RowActionsState<T, A>;
  children: ReactNode;
}) => ReactNode;

/** The row actions' state, where ListScreen provides it (its table and the screen's dialogs). */
export function useRowActions<T, A extends string>(): RowActionsState<T, A> {
  const state = useContext(RowActionsContext) as RowActionsState<T, A> | null;
  if (!state) throw new Error('row actions need a ListScreen with rowActions');
  return state;
}

function RowActions<T extends { id: string }, A extends string>({
  row,
  actions,
}: {
  row: T;
  actions: readonly RowAction<T, A>[];
}) {
  const state = useRowActions<T, A>();
  const rowId = row.id;
  const shown = actions.filter((a) => a.whenNotOffered !== 'next' || (a.offered?.(row) ?? true));
  return (
    <div className="flex gap-1">
      {shown.map((a, i) => {
        const offered = a.offered?.(row) ?? true;
        const pending = state.pending?.[a.id] === rowId;
        return (
          <RowButton
            // By place: the actions that share one place update it in place.
            key={i}
            label={a.label}
            title={a.title}
            aria-label={a.ariaLabel(row)}
            icon={a.icon}
            severity={a.severity}
            variant={a.variant}
            concealed={!offered}
            loading={pending}
            disabled={pending || (state.blocked?.[a.id] ?? false)}
            onClick={() => offered && state.run(a.id, row)}
          />
        );
      })}
    </div>
  );
}

/** The data columns and the actions column: for administrators, and for ordinary users without the admin-only actions. */
export function withRowActions<T extends { id: string }, F extends string, A extends string>(
  columns: readonly ListColumn<T, F>[],
  header: string,
  actions: readonly RowAction<T, A>[],
  widths: { admin: string; user: string },
): { admin: readonly ListColumn<T, F>[]; user: readonly ListColumn<T, F>[] } {
  const withColumn = (width: string, list: readonly RowAction<T, A>[]): readonly ListColumn<T, F>[] => [
    ...columns,
    {
      id: 'actions',
      header,
      width,
      nowrap: true,
      actions: true,
      cell: (row) => <RowActions row={row} actions={list} />,
    },
  ];
  return {
    admin: withColumn(widths.admin, actions),
    user: withColumn(
      widths.user,
      actions.filter((a) => !a.adminOnly),
    ),
  };
}

/**
 * A row's call (a mutation of its resource by id) with its toasts: `start` is what a screen's
 * `run` does for the action, `pending` the row it runs on (RowActionsState's `pending`). A
 * delete is confirmed first, and its failure says the server's reason when it gave one.
 */
export function useRowCall<T extends { id: string }>(
  mutation: Pick<UseMutationResult<unknown, Error, string>, 'mutate' | 'isPending' | 'variables'>,
  texts: { done: string; failed: string },
  {
    confirmDelete: deleting,
    onDone,
  }: {
    confirmDelete?: (row: T) => { header: string; message: string; subject?: string };
    onDone?: (row: T) => void;
  } = {},
) {
  const notify = useNotify();
  const call = (row: T) =>
    mutation.mutate(row.id, {
      onSuccess: () => {
        notify.success(texts.done);
        onDone?.(row);
      },
      onError: (error) => (deleting ? notifyFailure(notify, error, texts.failed) : notify.error(texts.failed)),
    });
  return {
    start: (row: T) => (deleting ? confirmDelete({ ...deleting(row), accept: () => call(row) }) : call(row)),
    pending: mutation.isPending ? (mutation.variables ?? null) : null,
  };
}
