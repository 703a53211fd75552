// A list of the user's own items held whole (my licences, my devices): skeleton rows while it
// loads, the failure with a retry, then the counts as cards (chips on a phone), the note on how they count, and the table.
import type { UseQueryResult } from '@tanstack/react-query';
import { ListTable, type ListColumn } from '../../../ui/table/list-table.tsx';
import { ErrorState, LoadingRows } from '../feedback/query-state.tsx';
import { StatCard, StatCards } from '../layout/stat-cards.tsx';
import { usePhoneWidth } from '../../../ui/table/phone-width.ts';

/** The screen's texts (its group in shared/messages/self-service.ts). */
export interface CountedListTexts {
  /** The cards' region name. */
  summaryLabel: string;
  countsNote: string;
  tableLabel: string;
  empty: string;
}

export interface CountedListProps<T, K extends string> {
  query: UseQueryResult<T[]>;
  /** Also each card's title, under the key of its count. */
  texts: CountedListTexts & Record<NoInfer<K>, string>;
  failedMessage: string;
  counts: Record<NoInfer<K>, number>;
  /** A card per count, in this order, with its icon. */
  cardIcons: Record<K, string>;
  rowKey: (row: T) => string;
  columns: readonly ListColumn<T, never>[];
  onRowOpen?: (row: T) => void;
}

export function CountedList<T, K extends string>({
  query,
  texts,
  failedMessage,
  counts,
  cardIcons,
  rowKey,
  columns,
  onRowOpen,
}: CountedListProps<T, K>) {
  const phone = usePhoneWidth();
  if (query.isPending) return <LoadingRows rows={5} label={texts.tableLabel} />;
  if (query.isError) return <ErrorState message={failedMessage} onRetry={() => void query.refetch()} />;
  return (
    <>
      {phone ? (
        // A phone shows the counts as one line of chips: the rows start on the first screen.
        <ul className="counted-chips" aria-label={texts.summaryLabel}>
          {(Object.keys(cardIcons) as K[]).map((key) => (
            <li key={key} className="counted-chip">
              {texts[key]} <strong>{counts[key]}</strong>
            </li>
          ))}
        </ul>
      ) : (
        <StatCards label={texts.summaryLabel}>
          {(Object.keys(cardIcons) as K[]).map((key) => (
            <StatCard key={key} title={texts[key]} icon={cardIcons[key]} value={counts[key]} />
          ))}
        </StatCards>
      )}
      <p className="counts-note text-color-secondary">{texts.countsNote}</p>
      <ListTable<T, never>
        label={texts.tableLabel}
        rows={query.data}
        rowKey={rowKey}
        columns={columns}
        emptyMessage={texts.empty}
        onRowOpen={onRowOpen}
      />
    </>
  );
}
