import { describe, expect, it } from 'vitest';
import { phraseParts } from '../../../src/shared/phrase-breaks.ts';

describe('phraseParts', () => {
  it('splits a compound noun between its katakana and kanji words', () => {
    expect(phraseParts('ライセンス認証クライアント')).toEqual(['ライセンス', '認証', 'クライアント']);
    expect(phraseParts('会計ソフト クラウド版')).toEqual(['会計', 'ソフト クラウド', '版']);
    expect(phraseParts('データ連携サーバー')).toEqual(['データ', '連携', 'サーバー']);
  });

  it("splits an e-mail address before its '@'", () => {
    expect(phraseParts('makoto.yamada21@example.co.jp')).toEqual(['makoto.yamada21', '@example.co.jp']);
  });

  it('leaves words of one script, Latin text and keys whole', () => {
    for (const text of ['アプリケーション', '設定', 'CADビューア Pro', '@example', 'a@b', 'ABCD-1234-EFGH-5678', ''])
      expect(phraseParts(text)).toEqual([text]);
  });
});
