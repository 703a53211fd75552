// A list on a phone: its filters behind one button and a sheet, each active filter a chip, and
// one control for the order.
export const phoneList = {
  filter: '絞り込み',
  filterCount: (n: number) => (n > 0 ? `絞り込み (${n})` : '絞り込み'),
  sheetTitle: '絞り込み',
  activeFilters: '適用中の絞り込み',
  chip: (label: string, value: string) => `${label}: ${value}`,
  removeChip: (chip: string) => `「${chip}」を解除`,
  search: '検索',
  sort: '並べ替え',
  unsorted: '既定の順',
  ascending: (column: string) => `${column}（昇順）`,
  descending: (column: string) => `${column}（降順）`,
  oldestFirst: (column: string) => `${column}（古い順）`,
  newestFirst: (column: string) => `${column}（新しい順）`,
} as const;
