// Where ASCII is meant (e-mails, numbers, versions, keys, ids), an IME delivers full-width forms;
// one fold (NFKC, dashes → '-', trim) makes them ASCII, never for passwords or names. The shared
// schemas apply it (docs/adr/0046-full-width-input-normalised-in-the-shared-schemas.md).

/** Dash characters that stand for '-' in keys and identifiers (NFKC maps '－' U+FF0D and '﹣' U+FE63 itself). */
export const DASHES = /[\u2010\u2011\u2012\u2013\u2014\u2015\u2043\u2212\uFE58\uFE63\uFF0D]/g;

/** The ASCII form of text typed where ASCII is meant; idempotent. */
export function toAsciiForm(text: string): string {
  return text.normalize('NFKC').replace(DASHES, '-').trim();
}
