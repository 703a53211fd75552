// Where a name may break in a narrow column: between a compound's katakana and kanji words
// (「ライセンス/認証/クライアント」), which auto-phrase keeps whole, and before an e-mail's '@'
// (docs/adr/0048-japanese-line-breaking.md).
const BREAK =
  /(?<=[\p{Script=Katakana}ー])(?=\p{Script=Han})|(?<=\p{Script=Han})(?=\p{Script=Katakana})|(?<=[^\s@])(?=@[^\s@]+\.[^\s@]+$)/u;

/** What a break needs: a kanji, or an e-mail's '@' (a one-pass test, cheaper than the lookbehinds). */
const MAY_BREAK = /[\p{Script=Han}@]/u;

/** The text cut where a break may fall (one part when there is none). */
export function phraseParts(text: string): string[] {
  return MAY_BREAK.test(text) ? text.split(BREAK) : [text];
}
