// Whether the viewport is below the small breakpoint, where a stacked table reads its rows as
// cards (list-table.css): only then does a row render its cells' column titles, which a wider
// screen would create in every cell only to hide them.
import { useSyncExternalStore } from 'react';

/** The small breakpoint of list-table.css and DataTable's `breakpoint="575.98px"`. */
export const PHONE_WIDTH_QUERY = '(max-width: 575.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_WIDTH_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhoneWidth = () => window.matchMedia(PHONE_WIDTH_QUERY).matches;

export function usePhoneWidth(): boolean {
  return useSyncExternalStore(subscribe, isPhoneWidth, () => false);
}
