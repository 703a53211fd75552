// How the client reads every answer (client.ts): liberally (lenient.ts). A list may come as a
// bare array or as an object whose array field holds the rows, with or without a total; a single
// record bare or in any envelope (single-record.ts); an empty answer (204, or no body) reads as an
// object whose fields are all missing. A write whose answer the console can do without is a
// success whatever its body (docs/adr/0059-any-2xx-write-is-a-success.md).
import type * as z from 'zod';
import type { EndpointDef } from '../catalog/endpoint-def.ts';
import { readable, readCounting } from './lenient.ts';
import { asRecordAnswer, fieldsOf } from './single-record.ts';

/** Where another server may put a list's rows when not under the contract's field. */
const ROW_FIELDS = ['data', 'items', 'results', 'rows', 'records'];
/** Where it may put the number of rows of every page. */
const TOTAL_FIELDS = ['total', 'count', 'totalCount', 'total_count', 'totalRecords'];

export class UnreadableAnswer extends Error {}

/** The answer's text as JSON; nothing at all is an empty object. */
export function parseAnswerText(text: string): unknown {
  if (text.trim() === '') return {};
  return JSON.parse(text) as unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list answer in the contract's shape: its rows under `field`, its total under `total` (if it said). */
export function asListEnvelope(json: unknown, field: string): Record<string, unknown> | null {
  if (Array.isArray(json)) return { [field]: json };
  if (!isObject(json)) return null;
  const rowsKey = Array.isArray(json[field])
    ? field
    : (ROW_FIELDS.find((k) => Array.isArray(json[k])) ?? Object.keys(json).find((k) => Array.isArray(json[k])));
  if (rowsKey === undefined) return null;
  const meta = isObject(json.meta) ? json.meta : {};
  const totalKey = TOTAL_FIELDS.find((k) => json[k] !== undefined && json[k] !== null);
  const metaTotalKey = TOTAL_FIELDS.find((k) => meta[k] !== undefined && meta[k] !== null);
  const total = totalKey !== undefined ? json[totalKey] : metaTotalKey !== undefined ? meta[metaTotalKey] : undefined;
  return { ...json, [field]: json[rowsKey], total };
}

const reported = new Set<string>();

/** Says once per call and reason why rows were left out (the screen says how many). */
function logOmission(def: EndpointDef, count: number, reason: string | null): void {
  const key = `${def.method} ${def.path} ${reason ?? ''}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.warn(
    `必要な項目のない行を表示していません: ${def.method} ${def.path} ${count}件（最初の行: ${reason ?? '読めない行'}）`,
  );
}

/** An object that holds none of the fields asked for is some other thing (an error page's JSON, a wrong URL's answer). */
function isSomethingElse(schema: z.ZodType, json: unknown): boolean {
  if (!isObject(json)) return false;
  const fields = fieldsOf(schema);
  return fields.length > 0 && Object.keys(json).length > 0 && !fields.some((field) => field in json);
}

const optional = new WeakMap<EndpointDef, boolean>();

/**
 * A write whose answer holds nothing the console cannot do without (unlike a login's token or a
 * revealed key): any 2xx is its success, and what it sent is only a hint of the changed record.
 */
export function isOptionalAnswer(def: EndpointDef): boolean {
  if (def.method === 'GET' || def.list) return false;
  let known = optional.get(def);
  if (known === undefined) {
    known = readable(def.response).safeParse({}).success;
    optional.set(def, known);
  }
  return known;
}

/**
 * Reads one answer of `def` (already parsed JSON; `{}` for an empty answer); throws
 * UnreadableAnswer when its shape is not understood, except for a write whose answer is
 * optional: that reads as the empty answer (every field missing) instead.
 */
export function readAnswer(def: EndpointDef, json: unknown): unknown {
  try {
    return readStrictly(def, json);
  } catch (error) {
    if (error instanceof UnreadableAnswer && isOptionalAnswer(def)) return readStrictly(def, {});
    throw error;
  }
}

function readStrictly(def: EndpointDef, json: unknown): unknown {
  const input = def.list ? asListEnvelope(json, def.list) : (asRecordAnswer(def.response, json) ?? json);
  if (input === null) throw new UnreadableAnswer(`${def.method} ${def.path}: no list of rows in the answer`);
  if (!def.list && isSomethingElse(def.response, input))
    throw new UnreadableAnswer(`${def.method} ${def.path}: none of the fields asked for`);
  const { result, omitted } = readCounting(readable(def.response), input);
  if (!result.success)
    throw new UnreadableAnswer(`${def.method} ${def.path}: ${result.error.issues[0]?.message ?? 'unreadable'}`, {
      cause: result.error,
    });
  if (omitted.count > 0) logOmission(def, omitted.count, omitted.reason);
  if (!def.list) return result.data;
  const data = result.data as Record<string, unknown>;
  return { ...data, [def.list]: data[def.list] ?? [], skippedRows: omitted.count };
}
