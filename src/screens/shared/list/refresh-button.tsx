// A list screen's refresh button: it spins while the list's shown queries fetch. It
// subscribes to that state on its own (as FetchingBar does): a fetch starting or ending
// (every sort, filter or refresh) re-renders this button, not the whole list screen.
import { memo } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useFetching } from './fetching-bar.tsx';

export interface RefreshButtonProps {
  /** The list's query keys (its adapter's `listsKey`, made once). */
  queryKey: QueryKey;
  label: string;
  ariaLabel: string;
  /** Stable (the list's, made once): the button then skips the screen's renders. */
  onClick: () => void;
}

export const RefreshButton = memo(function RefreshButton({ queryKey, label, ariaLabel, onClick }: RefreshButtonProps) {
  const fetching = useFetching(queryKey);
  return (
    <Button
      type="button"
      label={label}
      aria-label={ariaLabel}
      icon="pi pi-refresh"
      severity="secondary"
      outlined
      loading={fetching}
      onClick={onClick}
    />
  );
});
