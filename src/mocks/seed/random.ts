// A small seeded PRNG (mulberry32) and the helpers the scenarios draw from. Same seed,
// same data: ids, keys, names and offsets are all taken from here.

export type Random = () => number;

/** mulberry32: a 32-bit state, good enough for test data and very fast. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max]. */
export function int(rand: Random, min: number, max: number): number {
  return min + Math.floor(rand() * (max - min + 1));
}

export function pick<T>(rand: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[Math.floor(rand() * items.length)]!;
}

const HEX = '0123456789abcdef';

/** A version-4-shaped UUID drawn from the PRNG. */
export function uuid(rand: Random): string {
  let out = '';
  for (let i = 0; i < 32; i++) {
    let nibble = Math.floor(rand() * 16);
    if (i === 12) nibble = 4;
    if (i === 16) nibble = 8 + (nibble & 3);
    out += HEX[nibble];
    if (i === 7 || i === 11 || i === 15 || i === 19) out += '-';
  }
  return out;
}

function chars(rand: Random, alphabet: string, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += alphabet[Math.floor(rand() * alphabet.length)];
  return out;
}

/** `count` characters from an alphabet without look-alikes (no I, O, 0, 1). */
export const keyChars = (rand: Random, count: number) => chars(rand, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', count);

/** Lower-case hex of the given length. */
export const hex = (rand: Random, length: number) => chars(rand, HEX, length);

/** An application's internal API key. */
export const apiKey = (rand: Random) => `ak_${hex(rand, 32)}`;

/** `ABCD-EFGH-JKLM-NPQR`, or `PREFIX-ABCD-EFGH-JKLM-NPQR` when the product has a prefix. */
export function licenseKey(prefix: string | null, rand: Random): string {
  const body = [keyChars(rand, 4), keyChars(rand, 4), keyChars(rand, 4), keyChars(rand, 4)].join('-');
  return prefix ? `${prefix}-${body}` : body;
}

/** A PRNG for run-time values (new ids, tokens), drawn from the platform's crypto. */
export function runtimeRandom(): Random {
  const buf = new Uint32Array(1);
  return () => crypto.getRandomValues(buf)[0]! / 4294967296;
}
