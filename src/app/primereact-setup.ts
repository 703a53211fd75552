// PrimeReact speaks Japanese everywhere: calendar, paginator, confirm dialogs (weeks start on Sunday),
// and its client-side 'contains' filter is Japanese-aware (src/shared/search-fold.ts).
import { FilterService, addLocale, locale } from 'primereact/api';
import { ja } from 'primelocale/js/ja.js';
import { WEEK_STARTS_ON } from '../shared/constants.ts';
import { matchesSearch } from '../shared/search-fold.ts';

export const PRIME_LOCALE = 'ja';

let done = false;
export function setupPrimeReactLocale(): void {
  if (done) return;
  addLocale(PRIME_LOCALE, { ...ja, firstDayOfWeek: WEEK_STARTS_ON });
  locale(PRIME_LOCALE);
  // Client-side filters (dropdown option search) match like the server's search:
  // full/half width, hiragana/katakana and key dashes compare equal.
  FilterService.register('contains', (value: unknown, filter: unknown) =>
    filter === undefined || filter === null || String(filter).trim() === ''
      ? true
      : value !== undefined && value !== null && matchesSearch(String(value), String(filter)),
  );
  done = true;
}
