// What a list on a phone shows of its view: the active filters as chips, and the choices of its
// one sort control. Both read the view in the URL, the one state the desktop's toolbar and sort
// headers use too.
import { phoneList } from '../../../../shared/messages/lists/phone-list.ts';
import type { ListFilterConfig } from './list-filters.tsx';

type FilterValue = string | number;
type Choices = Readonly<Record<string, readonly { label: string; value: FilterValue }[]>>;

export interface ActiveFilter {
  /** The view's field a removal clears. */
  param: string;
  /** 「ステータス: アクティブ」 */
  chip: string;
  /** What removing it does, for a screen reader (default 「「chip」を解除」). */
  removeLabel?: string;
}

/**
 * A filter set from elsewhere (a link, a row, a chart) that has no control of its own: the device
 * list's licence, the audit log's actor and bulk run. It counts and shows as a chip like the others.
 */
export interface LinkFilter {
  /** The view's field a removal clears. */
  param: string;
  /** The chip's text (「操作者: a@example.com」). */
  label: string;
  /** What removing it does, for a screen reader (「操作者の絞り込みを解除」). */
  clearLabel: string;
}

// A filter's label says what it does (「ステータスで絞り込み」); a chip names only the field.
const fieldOf = (label: string) => label.replace(/で絞り込み$/, '');

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The search and each filter the view sets, in the toolbar's order, then the link filters. */
export function activeFilters(
  filters: readonly ListFilterConfig[],
  params: Readonly<Record<string, unknown>>,
  choices: Choices | undefined,
  linkFilters: readonly LinkFilter[] = [],
): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  if (isSet(params.q)) active.push({ param: 'q', chip: phoneList.chip(phoneList.search, String(params.q)) });
  for (const f of filters) {
    const value = params[f.param];
    if (!isSet(value)) continue;
    const option = (f.options ?? choices?.[f.param])?.find((o) => o.value === value);
    active.push({ param: f.param, chip: phoneList.chip(fieldOf(f.label), option?.label ?? String(value)) });
  }
  for (const link of linkFilters) active.push({ param: link.param, chip: link.label, removeLabel: link.clearLabel });
  return active;
}

/** The sort control's value with no column chosen. */
// Not '': PrimeReact's Dropdown takes an empty value for no choice and hides the label.
export const UNSORTED = 'default';

export interface SortChoice {
  label: string;
  /** `${field}:asc`, `${field}:desc`, or UNSORTED. */
  value: string;
}

/** Every sortable column in both directions; a date's read 古い順 / 新しい順. */
export function sortChoices(
  columns: readonly { header: string; sortField?: string | undefined }[],
  dateFields: readonly string[] = [],
): SortChoice[] {
  const choices: SortChoice[] = [{ label: phoneList.unsorted, value: UNSORTED }];
  for (const { header, sortField } of columns) {
    if (!sortField) continue;
    const date = dateFields.includes(sortField);
    choices.push(
      { label: (date ? phoneList.newestFirst : phoneList.descending)(header), value: `${sortField}:desc` },
      { label: (date ? phoneList.oldestFirst : phoneList.ascending)(header), value: `${sortField}:asc` },
    );
  }
  return choices;
}

/** The view's order as the sort control's value. */
export const sortValueOf = (sort: string | undefined, order: 'asc' | 'desc') => (sort ? `${sort}:${order}` : UNSORTED);

/** The sort control's value as a sort header's choice (field, 1 | -1 | 0). */
export function sortOfValue(value: string): { field: string | undefined; order: 1 | -1 | 0 } {
  if (value === UNSORTED) return { field: undefined, order: 0 };
  const at = value.lastIndexOf(':');
  return { field: value.slice(0, at), order: value.slice(at + 1) === 'desc' ? -1 : 1 };
}
