// What is wrong with the layout of the screen shown now: the page wider than the viewport, the
// title out of the top bar, the type scale, cramped columns, tall rows, lines broken inside a word,
// card titles out of their card (docs/adr/0049-phones-read-rows-as-cards.md).
import type { Page } from '@playwright/test';

/** What is wrong with the layout on screen now, as readable lines (none: fine). */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const vw = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > vw + 1)
      problems.push(`page ${document.documentElement.scrollWidth}px wide in a ${vw}px viewport`);

    const bar = document.querySelector('.top-bar')!.getBoundingClientRect();
    const title = document.querySelector<HTMLElement>('.top-bar-title')!;
    const t = title.getBoundingClientRect();
    if (
      t.left < bar.left ||
      t.right > bar.right + 1 ||
      t.top < bar.top ||
      t.bottom > bar.bottom + 1 ||
      title.scrollWidth > title.clientWidth + 1
    )
      problems.push('the title does not fit the top bar');

    const size = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
    const main = document.querySelector('main')!;
    const h1 = main.querySelector('h1');
    if (!h1) problems.push('no page title');
    const h2s = [...main.querySelectorAll('h2')];
    const h3s = [...main.querySelectorAll('h3')];
    for (const h of h2s)
      if (h1 && size(h) >= size(h1))
        problems.push(`section title 「${h.textContent}」 ${size(h)}px not below the page title's ${size(h1)}px`);
    const smallestH2 = Math.min(...h2s.map(size));
    for (const h of h3s)
      if (size(h) > smallestH2) problems.push(`card title 「${h.textContent}」 larger than a section title`);

    // Lines break between words: never inside a katakana word (「クライ/アント」), and an e-mail
    // only before its '@' (not 「…@example.co./jp」). Keys and ids (code) may break anywhere.
    const katakana = /[\p{Script=Katakana}ー]/u;
    /** The cell's characters outside code, each with the top of its line box. */
    const placedChars = (cell: HTMLElement) => {
      const chars: { ch: string; top: number }[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (node.parentElement?.closest('code')) continue;
        for (let i = 0; i < node.data.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) chars.push({ ch: node.data[i]!, top: rect.top });
        }
      }
      return chars;
    };
    // A phone's cards hide the headers that sort nothing (for screen readers only): not a column.
    const visuallyHidden = (el: Element) =>
      getComputedStyle(el).clip !== 'auto' && el.getBoundingClientRect().width <= 1;
    for (const cell of main.querySelectorAll<HTMLElement>('tbody td, thead th')) {
      const text = cell.innerText.trim();
      if (!text || visuallyHidden(cell)) continue;
      const w = cell.getBoundingClientRect().width;
      const min = Math.min(3, text.length) * size(cell);
      if (w < min)
        problems.push(`column of 「${text.slice(0, 12)}」 ${Math.round(w)}px wide (under ${Math.round(min)}px)`);

      const chars = placedChars(cell);
      const shown = chars.map((c) => c.ch).join('');
      const email = /^[^\s@]+@[^\s@]+$/.test(shown.trim());
      for (let i = 1; i < chars.length; i++) {
        if (chars[i]!.top <= chars[i - 1]!.top + 4) continue;
        const [before, after] = [chars[i - 1]!.ch, chars[i]!.ch];
        if ((katakana.test(before) && katakana.test(after)) || (email && after !== '@'))
          problems.push(`「${shown.slice(0, i)}/${shown.slice(i)}」 breaks inside a word`);
      }
    }
    // A table's row, or a card's line (a phone's card has a line per column).
    const tall = (el: HTMLElement, what: string) => {
      const h = el.getBoundingClientRect().height;
      const lines = h / (size(el) * 1.5);
      if (lines > 6)
        problems.push(
          `${what} ${Math.round(h)}px tall (≈${Math.round(lines)} lines): 「${el.innerText.replace(/\s+/g, ' ').slice(0, 30)}」`,
        );
    };
    for (const row of main.querySelectorAll<HTMLElement>('tbody tr')) {
      if (getComputedStyle(row).display === 'table-row') tall(row, 'a row');
      else for (const cell of row.querySelectorAll<HTMLElement>(':scope > td')) tall(cell, "a card's line");
    }

    // Every card's title inside its card's content box (two figure cards to a row on a phone).
    for (const card of main.querySelectorAll('.p-card')) {
      const body = card.querySelector('.p-card-body')!;
      const style = getComputedStyle(body);
      const box = body.getBoundingClientRect();
      const [left, right] = [box.left + parseFloat(style.paddingLeft), box.right - parseFloat(style.paddingRight)];
      for (const heading of card.querySelectorAll('h2, h3')) {
        if (heading.closest('table, .p-dialog')) continue;
        const range = document.createRange();
        range.selectNodeContents(heading);
        const text = range.getBoundingClientRect();
        if (text.left < left - 1 || text.right > right + 1)
          problems.push(
            `the card title 「${heading.textContent}」 runs out of its card (${Math.round(text.left)}–${Math.round(text.right)} in ${Math.round(left)}–${Math.round(right)})`,
          );
      }
    }
    return problems;
  });
}
