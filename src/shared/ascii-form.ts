// Where ASCII is meant (e-mails, numbers, versions, site identifiers, licence keys, ids, API
// keys), a Japanese IME delivers full-width forms: 'ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ', '３', '１．０．０',
// a key pasted with '－' or '‐', a trailing ideographic space. One fold makes them the ASCII the
// field means; the shared zod schemas apply it, so the client and the mock agree.
//
// 1. NFKC: full-width letters, digits and punctuation → ASCII, half-width katakana → full-width,
//    the ideographic space U+3000 → ' '.
// 2. The dash characters NFKC leaves alone (‐ ‑ ‒ – — ― − ⁃ ﹘) → '-'.
// 3. Trim (String#trim removes U+3000 too, should step 1 ever be skipped).
// Never for passwords (every character counts as typed) nor for names (kana and kanji as typed).

/** Dash characters that stand for '-' in keys and identifiers (NFKC maps '－' U+FF0D and '﹣' U+FE63 itself). */
export const DASHES = /[\u2010\u2011\u2012\u2013\u2014\u2015\u2043\u2212\uFE58\uFE63\uFF0D]/g;

/** The ASCII form of text typed where ASCII is meant; idempotent. */
export function toAsciiForm(text: string): string {
  return text.normalize('NFKC').replace(DASHES, '-').trim();
}
