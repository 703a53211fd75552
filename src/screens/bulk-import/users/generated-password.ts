// A password for a user-import row whose cell is empty: 16 characters from the contract's allowed
// set with at least one upper-case letter, lower-case letter, digit and symbol (docs/product.md §5),
// drawn with crypto.getRandomValues without modulo bias. It appears only in the result file, so it
// never starts as a formula would (= + - @): the file's neutralising quote would change it.
import { PASSWORD_ALLOWED_SYMBOLS } from '../../../shared/constants.ts';
import { FORMULA_START } from '../../../shared/csv-text.ts';

export const GENERATED_PASSWORD_LENGTH = 16;

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const ALL = UPPER + LOWER + DIGITS + PASSWORD_ALLOWED_SYMBOLS;

/** A uniform integer in [0, n). */
function randomBelow(n: number): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    if (word[0]! < limit) return word[0]! % n;
  }
}

const pick = (set: string) => set[randomBelow(set.length)]!;

export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(PASSWORD_ALLOWED_SYMBOLS)];
  while (chars.length < length) chars.push(pick(ALL));
  // Fisher-Yates, so the four required kinds sit anywhere.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  // The upper-case letter (or any letter or digit) takes the first place from a formula's start.
  if (FORMULA_START.test(chars[0]!)) {
    const k = chars.findIndex((c) => /[A-Za-z0-9]/.test(c));
    [chars[0], chars[k]] = [chars[k]!, chars[0]!];
  }
  return chars.join('');
}
