import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch } from '../../../src/shared/search-fold.ts';

describe('foldForSearch', () => {
  it.each([
    ['ﾃｽﾄ', 'テスト'],
    ['てすと', 'テスト'],
    ['ＡＢＣ', 'abc'],
    ['ＡＢＣＤ－１２３４', 'abcd-1234'],
    ['ﾃﾞﾊﾞｲｽ', 'デバイス'],
    ['ぱそこん', 'パソコン'],
    ['テスター', 'テスター'],
    ['てすたー', 'テスター'],
    ['ﾃｽﾀｰ', 'テスター'],
    ['ABCDー1234', 'abcd-1234'],
    ['ABCDｰ1234', 'abcd-1234'],
    ['ーABC', '-abc'],
    ['12ーー34', '12--34'],
    ['　山田　 太郎 ', '山田 太郎'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(foldForSearch(input)).toBe(expected);
  });

  it.each(['‐', '-', '‑', '‒', '–', '—', '―', '−', '﹣', '－'])('the dash %s in a key folds to "-"', (dash) => {
    expect(foldForSearch(`ABCD${dash}1234`)).toBe('abcd-1234');
  });

  it('null and undefined fold to the empty string', () => {
    expect(foldForSearch(null)).toBe('');
    expect(foldForSearch(undefined)).toBe('');
  });
});

describe('matchesSearch', () => {
  it.each([
    ['テストユーザー', 'ﾃｽﾄ'],
    ['テストユーザー', 'てすと'],
    ['abc株式会社', 'ＡＢＣ'],
    ['ABC株式会社', 'abc'],
    ['ABCD-1234-EFGH', 'ABCD–1234'],
    ['ABCD–1234', 'abcd-1234'],
    ['ABCD-1234', 'ｂｃｄー１２'],
    ['テスター', 'ﾃｽﾀｰ'],
    ['anything', ''],
    ['anything', '   '],
  ])('%s contains %s', (haystack, needle) => {
    expect(matchesSearch(haystack, needle)).toBe(true);
  });

  it.each([
    ['テスト', 'ﾃｽﾀ'],
    ['テスター', 'テスト-'],
    ['ABCD1234', 'ABCD-1234'],
    [null, 'a'],
  ])('%s does not contain %s', (haystack, needle) => {
    expect(matchesSearch(haystack, needle)).toBe(false);
  });
});
