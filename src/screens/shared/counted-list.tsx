// A list of the user's own items held whole (my licences, my devices): skeleton rows while it
// loads, the failure with a retry, then the counts as cards, the note on how they count, and the table.
import type { UseQueryResult } from '@tanstack/react-query';
import { ListTable, type ListColumn } from './list-table/list-table.tsx';
import { ErrorState, LoadingRows } from './query-state.tsx';
import { StatCard, StatCards } from './stat-cards.tsx';

export interface CountCard {
  title: string;
  icon: string;
  value: number;
}

export interface CountedListProps<T> {
  query: UseQueryResult<T[]>;
  failedMessage: string;
  /** The cards' region name. */
  summaryLabel: string;
  cards: readonly CountCard[];
  countsNote: string;
  /** The table's name. */
  label: string;
  rowKey: (row: T) => string;
  columns: readonly ListColumn<T, never>[];
  emptyMessage: string;
  onRowOpen?: (row: T) => void;
}

export function CountedList<T>({ query, failedMessage, summaryLabel, cards, countsNote, label, rowKey, columns, emptyMessage, onRowOpen }: CountedListProps<T>) {
  if (query.isPending) return <LoadingRows rows={5} label={label} />;
  if (query.isError) return <ErrorState message={failedMessage} onRetry={() => void query.refetch()} />;
  return (
    <>
      <StatCards label={summaryLabel}>
        {cards.map((card) => (
          <StatCard key={card.title} title={card.title} icon={card.icon} value={card.value} />
        ))}
      </StatCards>
      <p className="counts-note text-color-secondary">{countsNote}</p>
      <ListTable<T, never> label={label} rows={query.data} rowKey={rowKey} columns={columns} emptyMessage={emptyMessage} onRowOpen={onRowOpen} />
    </>
  );
}
