// Counts as the console writes them, apart from format.ts: messages the first load carries use
// them, and format.ts brings date-fns, which the first load leaves to the screens.
const NONE = '-';
const COUNT_FORMAT = new Intl.NumberFormat('ja-JP');
/** 12,345 (counts on the dashboard's charts and tables). */
export const formatCount = (value: number): string => COUNT_FORMAT.format(value);
/** A count the server may not have sent: '-' when unknown (never 0, which would be a claim). */
export const formatCountOrNone = (value: number | null | undefined): string =>
  value === null || value === undefined ? NONE : formatCount(value);
