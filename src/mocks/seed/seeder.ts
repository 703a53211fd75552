// The seeding clock and PRNG every scenario builds on. Everything comes from a seeded PRNG
// (ids, keys, names, offsets) except the base time: dates are relative to the moment of
// seeding, so the demo data stays realistic ("expires in 5 days") whenever it is loaded.
import { mulberry32, uuid, type Random } from './random.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export interface Seeder {
  readonly rand: Random;
  /** The seeding moment, epoch ms. */
  readonly at: number;
  id(): string;
  /** ISO time `ms` before the seeding moment. */
  ago(ms: number): string;
  /** ISO time `ms` after the seeding moment. */
  ahead(ms: number): string;
  /** ISO time a random amount between `minMs` and `maxMs` before the seeding moment. */
  agoBetween(minMs: number, maxMs: number): string;
}

export function createSeeder(seed: number, at: number): Seeder {
  const rand = mulberry32(seed);
  const iso = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString();
  return {
    rand,
    at,
    id: () => uuid(rand),
    ago: (ms) => iso(at - ms),
    ahead: (ms) => iso(at + ms),
    agoBetween: (minMs, maxMs) => iso(at - minMs - rand() * (maxMs - minMs)),
  };
}
