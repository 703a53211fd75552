// Property-based fuzzing of the mock (fuzz.test.ts): the payloads drawn from a plan, how they are sent, and
// what a refusal must look like.
import * as fc from 'fast-check';
import { expect } from 'vitest';
import { type EndpointDef } from '../../../../src/api/catalog/endpoints.ts';
import { errorBodySchema } from '../../../../src/api/schemas/common.ts';
import { type RawResponse } from '../_helpers.ts';
import { type Rec, DROP, junk } from './arbitraries.ts';
import { type World } from './world.ts';
import { type Plan } from './plan.ts';

/** What is sent: a JSON value, or raw text as the body. */
export type Payload = { json: unknown } | { text: string };

export const EXTRA_KEYS = ['role', 'id', 'userId', 'passwordHash', '__proto__', '$where', 'isAdmin'];

export function inputs(plan: Plan, w: World): fc.Arbitrary<Payload> {
  const fieldArbs = plan.fields(w);
  const names = Object.keys(fieldArbs);
  const valid = fc
    .record(fieldArbs, { requiredKeys: [] })
    .map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) as Rec);
  const valueFor = (key: string, allowDrop: boolean) => {
    const edge = plan.edges && Object.hasOwn(plan.edges, key) ? plan.edges[key] : undefined;
    const bad = edge ? fc.oneof({ weight: 3, arbitrary: edge }, { weight: 2, arbitrary: junk }) : junk;
    return allowDrop ? fc.oneof({ weight: 3, arbitrary: bad }, { weight: 1, arbitrary: fc.constant(DROP) }) : bad;
  };
  // One field of the schema always gets a boundary or junk value; up to two more changes may
  // touch any key (extra keys such as role or __proto__ too) or drop one.
  const fieldChange = fc.constantFrom(...names).chain((key) => fc.tuple(fc.constant(key), valueFor(key, false)));
  const anyChange = fc
    .constantFrom(...names, ...EXTRA_KEYS)
    .chain((key) => fc.tuple(fc.constant(key), valueFor(key, true)));
  const mutated = fc.tuple(valid, fieldChange, fc.array(anyChange, { maxLength: 2 })).map(([base, first, more]) => {
    const out: Rec = { ...base };
    for (const [key, value] of [first, ...more]) {
      if (value === DROP) delete out[key];
      else Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    }
    return out;
  });
  const notAnObject = fc.oneof(
    junk.map((json) => ({ json })),
    fc
      .constantFrom(
        '{',
        '{"a":',
        '[',
        'nul',
        '\u0000',
        '{"a": 1,}',
        "{'a': 1}",
        '[]'.repeat(10_000),
        '['.repeat(50_000),
        '   ',
      )
      .map((text) => ({ text })),
  );
  return fc.oneof(
    { weight: 1, arbitrary: valid.map((json) => ({ json })) },
    { weight: 7, arbitrary: mutated.map((json) => ({ json })) },
    { weight: 2, arbitrary: notAnObject },
  );
}

/** The query string of a list call: values as text, keys possibly repeated. */
export function queryString(payload: Payload): string {
  if ('text' in payload) return `?${payload.text}`;
  const params = new URLSearchParams();
  const value = payload.json;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    params.append('q', typeof value === 'string' ? value : JSON.stringify(value));
  } else {
    for (const [k, v] of Object.entries(value)) params.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  }
  return `?${params}`;
}

/** Whether the catalog's schema accepts what the mock will read (its own parsing, mirrored). */
export function schemaAccepts(def: EndpointDef, sent: { query?: string; body?: string }): boolean {
  if (def.query) {
    const url = new URL(`http://x/${sent.query ?? ''}`);
    return def.query.safeParse(Object.fromEntries(url.searchParams)).success;
  }
  const text = sent.body ?? '';
  let parsed: unknown = {};
  if (text.trim() !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      return false;
    }
  }
  return def.body!.safeParse(parsed).success;
}

// ---------------------------------------------------------------------------------------
// Checks

export const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]/;

export function expectJapaneseRefusal(res: RawResponse, context: string): void {
  const parsed = errorBodySchema.safeParse(res.json);
  expect(parsed.success, `${context}: error body ${JSON.stringify(res.json)?.slice(0, 300)}`).toBe(true);
  const body = parsed.data!;
  expect(body.code, `${context}: a bug answered 400`).not.toBe('UNEXPECTED');
  expect(body.error).toBe(body.message);
  expect(body.message, context).toMatch(JAPANESE);
  for (const [field, texts] of Object.entries(body.fields ?? {})) {
    for (const text of texts) expect(text, `${context}: fields.${field}`).toMatch(JAPANESE);
  }
}
