// Japanese-aware search text: what a user types and what a row holds are folded the same
// way, so full-width/half-width forms, hiragana/katakana, letter case and the many dash
// characters of licence keys compare equal.
//
// 1. NFKC: 'ＡＢＣ' → 'ABC', 'ﾃｽﾄ' → 'テスト' (voiced marks composed), 'ｰ' → 'ー', '－' '﹣' → '-',
//    the ideographic space → ' '.
// 2. Lower case.
// 3. Hiragana → katakana ('てすと' → 'テスト'; ゝゞ → ヽヾ).
// 4. Dashes: ‐ ‑ ‒ – — ― − ⁃ → '-'. The long vowel mark ー is a dash only where it cannot
//    lengthen a vowel: when the character before it is not kana (start of text, a letter,
//    a digit, a space or another dash), as in 'ABCDー1234'. After kana (テスター, すーぱー
//    after step 3) it stays ー, so katakana words are never split by a hyphen. The one
//    ambiguous case, a key written 'テストー1' with a kana right before the dash, keeps ー.
// 5. Runs of white space → one space, trimmed.
// Steps 1 and 4 are the ASCII form of ascii-form.ts (the same dash set).
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
  // ー after a non-kana character is a dash; the original previous character decides, so
  // 'ーー' after a digit becomes '--' and 'テスター' keeps its mark.
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
