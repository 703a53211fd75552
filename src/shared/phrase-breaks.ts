// Where a name may break when its column is too narrow for it, rather than at any character.
// Chromium's phrase segmentation (word-break: auto-phrase) keeps 「ライセンス認証クライアント」
// whole, so a narrow cell fell back to breaking anywhere (「ライセンス認証クライ/アント」):
// between a katakana word and a kanji word is where a Japanese reader splits such a compound
// (「ライセンス/認証/クライアント」). An e-mail breaks before its '@' (「taro.yamada/@example.co.jp」,
// not 「…@example.co./jp」).
const BREAK = /(?<=[\p{Script=Katakana}ー])(?=\p{Script=Han})|(?<=\p{Script=Han})(?=\p{Script=Katakana})|(?<=[^\s@])(?=@[^\s@]+\.[^\s@]+$)/u;

/** The text cut where a break may fall (one part when there is none). */
export function phraseParts(text: string): string[] {
  return text.split(BREAK);
}
