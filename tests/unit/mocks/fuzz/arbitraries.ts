// Property-based fuzzing of the mock (fuzz.test.ts): the junk and boundary values every input draws from.
import * as fc from 'fast-check';
import { LIMITS, MAX_LIST_PAGE_SIZE, PASSWORD_ALLOWED_SYMBOLS } from '../../../../src/shared/constants.ts';
import { DEMO_ACCOUNTS } from '../../../../src/mocks/scenarios/index.ts';

// ---------------------------------------------------------------------------------------
// Junk and boundary values

export type Rec = Record<string, unknown>;
export const DROP = Symbol('drop');

export const withProto = JSON.parse(
  '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
) as Rec;
export const deep = (depth: number, leaf: unknown): unknown =>
  depth === 0 ? leaf : depth % 2 ? [deep(depth - 1, leaf)] : { a: deep(depth - 1, leaf) };

export const INJECTIONS = [
  "' OR '1'='1",
  "admin@example.com' --",
  "'; DROP TABLE users; --",
  '1; DELETE FROM licenses',
  '{"$gt": ""}',
  '{"$ne": null}',
  "'; return true; var x='",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '\u0000',
  'a\u0000b',
  '\u202Egnp.exe',
  'مرحبا بالعالم',
  'שלום',
  '👩‍👩‍👧‍👦🔥🏳️‍🌈',
  '\uD800',
  '𠮷野家',
  'ｱｲｳｴｵ０１２３',
  '\r\n\t',
  ' ',
  '',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '__proto__',
  'constructor',
];

export const junkString = fc.oneof(
  fc.constantFrom(...INJECTIONS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(100_000, 20_000, 2000).map((n) => 'x'.repeat(n)),
  fc.constantFrom(100_000, 2000).map((n) => '🔥'.repeat(n / 2)),
);

export const junkNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1,
    -0,
    0.5,
    1.5,
    1e308,
    -1e308,
    2 ** 31,
    2 ** 53,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MIN_SAFE_INTEGER,
  ),
  fc.constantFrom(LIMITS.maxActivationsMax, LIMITS.maxActivationsMax + 1, MAX_LIST_PAGE_SIZE, MAX_LIST_PAGE_SIZE + 1),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export const junk: fc.Arbitrary<unknown> = fc.oneof(
  junkString,
  junkNumber,
  fc.constantFrom(null, true, false, [], {}, [null], withProto, { $gt: '' }, { $ne: null }, { $where: 'sleep(1000)' }),
  fc.constantFrom(200, 2000).map((n) => deep(n, 'x')),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(junkString, { maxLength: 5 }),
);

/** Strings of exactly these lengths (UTF-16 units), in ASCII, kana or a 2-unit emoji. */
export const ofLengths = (...lengths: number[]) =>
  fc
    .tuple(fc.constantFrom(...lengths.filter((n) => n >= 0)), fc.constantFrom('a', 'あ', '😀'))
    .map(([n, ch]) => (ch.length === 2 ? ch.repeat(Math.ceil(n / 2)).slice(0, n) : ch.repeat(n)));

/** Bounds of a string field: both sides of min and max. */
export const bounds = (min: number, max: number) => ofLengths(0, min - 1, min, max, max + 1, max * 10);

// ---------------------------------------------------------------------------------------
// Valid values

export const nonBlank = (max: number, min = 1) =>
  fc.string({ minLength: min, maxLength: max }).filter((s) => s.trim().length >= min && s.trim().length <= max);
export const version = fc.tuple(fc.nat(99), fc.nat(99), fc.nat(999)).map((p) => p.join('.'));
export const siteId = fc.stringMatching(/^[A-Za-z0-9_-]{3,30}$/);
export const apiKey = fc.stringMatching(/^sl_(live|test)_[A-Za-z0-9]{6,40}$/);
export const passwordChars = [
  ...'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789',
  ...PASSWORD_ALLOWED_SYMBOLS,
];
export const strongPassword = fc
  .array(fc.constantFrom(...passwordChars), { minLength: 4, maxLength: 30 })
  .map((rest) => `Aa1!${rest.join('')}`);
export const email = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.user.email, 'USER@Example.com'),
);
export const isoDate = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((d) => d.toISOString());
export const metadata = fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 });
export const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
