// PrimeReact speaks Japanese everywhere: calendar, paginator, confirm dialogs (weeks start on Sunday).
import { addLocale, locale } from 'primereact/api';
import { ja } from 'primelocale/js/ja.js';
import { WEEK_STARTS_ON } from '../../shared/constants.ts';

export const PRIME_LOCALE = 'ja';

let done = false;
export function setupPrimeReactLocale(): void {
  if (done) return;
  addLocale(PRIME_LOCALE, { ...ja, firstDayOfWeek: WEEK_STARTS_ON });
  locale(PRIME_LOCALE);
  done = true;
}
