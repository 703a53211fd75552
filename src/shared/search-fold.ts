// Japanese-aware search text (docs/features.md): what a user types and what a row holds are
// folded alike (NFKC, lower case, hiragana → katakana, dashes → '-', spaces collapsed), so
// full-width/half-width forms, kana, case and the dash variants of licence keys compare equal.
import { DASHES } from './ascii-form.ts';

const HIRAGANA = /[\u3041-\u3096\u309D\u309E]/g;
const LONG_VOWEL = 0x30fc;

/** Kana (after folding: katakana incl. small ones, ヴ, iteration marks) or ー itself. */
function isKana(code: number): boolean {
  return (code >= 0x30a1 && code <= 0x30fa) || code === LONG_VOWEL || code === 0x30fd || code === 0x30fe;
}

export function foldForSearch(text: string | null | undefined): string {
  if (!text) return '';
  const folded = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(HIRAGANA, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0x60))
    .replace(DASHES, '-');
  if (!folded.includes('\u30FC')) return folded.replace(/\s+/g, ' ').trim();
  let out = '';
  // ー after a non-kana character is a dash ('ABCDー1234'); after kana it lengthens a vowel and
  // stays, so 'テスター' keeps its mark (and so does the ambiguous key 'テストー1').
  for (let i = 0; i < folded.length; i++) {
    const code = folded.charCodeAt(i);
    if (code === LONG_VOWEL && (i === 0 || !isKana(folded.charCodeAt(i - 1)) || out.endsWith('-'))) out += '-';
    else out += folded[i];
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** True when the folded needle occurs in the folded haystack; an empty needle matches all. */
export function matchesSearch(haystack: string | null | undefined, needle: string | null | undefined): boolean {
  const n = foldForSearch(needle);
  if (n === '') return true;
  return foldForSearch(haystack).includes(n);
}
