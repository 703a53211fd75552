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

/** True with probability p. */
export function chance(rand: Random, p: number): boolean {
  return rand() < p;
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

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `count` characters from an alphabet without look-alikes (no I, O, 0, 1). */
export function keyChars(rand: Random, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += KEY_ALPHABET[Math.floor(rand() * KEY_ALPHABET.length)];
  return out;
}

/** Lower-case hex of the given length. */
export function hex(rand: Random, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += HEX[Math.floor(rand() * 16)];
  return out;
}

/** A PRNG for run-time values (new ids, tokens): seeded from the platform's crypto when present. */
export function runtimeRandom(): Random {
  const c = globalThis.crypto;
  if (c?.getRandomValues) {
    const buf = new Uint32Array(1);
    return () => {
      c.getRandomValues(buf);
      return buf[0]! / 4294967296;
    };
  }
  return Math.random;
}
