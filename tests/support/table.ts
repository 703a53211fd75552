// Reading ListTable's cells as a table shows them. In the stack layout (src/ui/table/) each body
// cell opens with its column's title, a phone's label hidden above the small breakpoint and from
// screen readers: a cell's text here leaves it out.

/** A body cell's text without its column title (the label of a phone's card). */
export function cellText(cell: Element): string {
  return [...cell.childNodes]
    .filter((n) => !(n instanceof Element && n.classList.contains('p-column-title')))
    .map((n) => n.textContent ?? '')
    .join('');
}

/** A row's text without the column titles in its cells. */
export function rowText(row: Element): string {
  return [...row.children].map(cellText).join('');
}
