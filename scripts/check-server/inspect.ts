// What an answer tells a server team, beside "it was read": the fields the console shows as
// fallbacks, the list's form and paging, and where it differs from the documented schema.
import * as z from 'zod';
import type { EndpointDef } from '../../src/api/catalog/endpoints.ts';
import { asListEnvelope } from '../../src/api/reading/read-response.ts';
import type { Fallback, ListShape } from './types.ts';

type Tally = Map<string, { count: number; of: number }>;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema without nullable/optional wrappers, and whether one of them allowed null. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; nullable: boolean } {
  let inner = schema;
  let nullable = false;
  while (inner instanceof z.ZodNullable || inner instanceof z.ZodOptional) {
    nullable = true;
    inner = inner.unwrap() as z.ZodType;
  }
  return { inner, nullable };
}

/** The option of a discriminated union that `value` is (the owner: exists true or false). */
function optionOf(schema: z.ZodDiscriminatedUnion, value: Record<string, unknown>): z.ZodObject | undefined {
  const key = schema.def.discriminator;
  return (schema.options as z.ZodObject[]).find((option) => {
    const literal = option.shape[key];
    return literal instanceof z.ZodLiteral && literal.values.has(value[key] as never);
  });
}

function walk(schema: z.ZodType, value: unknown, path: string, tally: Tally): void {
  if (schema instanceof z.ZodDiscriminatedUnion && isObject(value)) {
    const option = optionOf(schema, value);
    if (option) walk(option, value, path, tally);
  } else if (schema instanceof z.ZodObject && isObject(value)) {
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      const at = path ? `${path}.${key}` : key;
      const { inner, nullable } = unwrap(field);
      const entry = tally.get(at) ?? { count: 0, of: 0 };
      entry.of += 1;
      // Null where the contract allows it is an answer, not a fallback.
      if (value[key] === null || value[key] === undefined) entry.count += nullable ? 0 : 1;
      else walk(inner, value[key], at, tally);
      tally.set(at, entry);
    }
  } else if (schema instanceof z.ZodArray && Array.isArray(value)) {
    for (const row of value) walk(schema.element as z.ZodType, row, `${path}[]`, tally);
  }
}

const fallbacksOfTally = (tally: Tally): Fallback[] =>
  [...tally].filter(([, t]) => t.count > 0).map(([field, t]) => ({ field, count: t.count, of: t.of }));

/**
 * The contract's fields the console read as null though the contract says they are always
 * there. For a list, its rows' fields by name (`type`), and the envelope's other fields.
 */
export function fallbacksOf(def: EndpointDef, data: unknown): Fallback[] {
  const tally: Tally = new Map();
  if (!def.list || !(def.response instanceof z.ZodObject) || !isObject(data)) {
    walk(def.response, data, '', tally);
    return fallbacksOfTally(tally);
  }
  const shape = def.response.shape as Record<string, z.ZodType>;
  const rows = unwrap(shape[def.list]!).inner;
  if (rows instanceof z.ZodArray)
    for (const row of (data[def.list] as unknown[]) ?? []) walk(rows.element as z.ZodType, row, '', tally);
  // The total is reported with the list's form; `skippedRows` is the reader's own.
  const { [def.list]: _rows, total: _total, ...rest } = shape;
  walk(z.object(rest), data, '', tally);
  return fallbacksOfTally(tally);
}

/** Where the answer differs from the documented schema (held as callContract holds it), paths only: no values. */
export function strictDiffsOf(def: EndpointDef, json: unknown): string[] {
  const input = def.list ? asListEnvelope(json, def.list) : json;
  const parsed = def.response.safeParse(input);
  if (parsed.success) return [];
  const rowPrefix = def.list ? `${def.list}[].` : null;
  const paths = parsed.error.issues.map((issue) => {
    const path =
      issue.path
        .map((part) => (typeof part === 'number' ? '[]' : `.${String(part)}`))
        .join('')
        .replace(/^\./, '') || '(the answer)';
    return rowPrefix && path.startsWith(rowPrefix) ? path.slice(rowPrefix.length) : path;
  });
  return [...new Set(paths)];
}

/**
 * A list answer's form as the console sees it. `paged` follows the console's rule
 * (src/api/resources/list-adapter.ts): a total, and no more rows than the page asked for.
 */
export function listShapeOf(
  def: EndpointDef & { list: string },
  json: unknown,
  data: Record<string, unknown>,
  pageSize: number | null,
): Omit<ListShape, 'browserPages'> {
  const rows = (data[def.list] as unknown[] | undefined) ?? [];
  const envelope = asListEnvelope(json, def.list);
  const rowsField = isObject(json)
    ? (Object.keys(json).find((key) => json[key] === envelope?.[def.list]) ?? def.list)
    : def.list;
  const hasTotal = def.response instanceof z.ZodObject && 'total' in def.response.shape;
  const total = data.total !== null && data.total !== undefined;
  return {
    field: def.list,
    rows: rows.length,
    leftOut: typeof data.skippedRows === 'number' ? data.skippedRows : 0,
    form: Array.isArray(json) ? { bare: true } : { bare: false, rowsField },
    total: hasTotal ? total : null,
    totalRows: typeof data.total === 'number' ? data.total : null,
    paged: pageSize === null ? null : total && rows.length <= pageSize,
  };
}
