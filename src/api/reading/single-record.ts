// Where another server puts a single record (read-response.ts): under the contract's field
// (`{license: …}`), bare (the record's own fields at the top), or in an envelope of its own
// (`{data: …}`, `{result: {license: …}}`). Lists have asListEnvelope; this is its twin.
import * as z from 'zod';
import { readable } from './lenient.ts';
import { isEssential } from '../schemas/reading.ts';

/** The envelopes tried first; any other field holding an object is tried after them. */
const ENVELOPE_FIELDS = ['data', 'result', 'item', 'record', 'payload', 'body', 'resource'];
/** How deep an envelope may nest (`{data: {result: …}}`). */
const MAX_DEPTH = 2;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const unwrap = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodNullable || schema instanceof z.ZodOptional ? unwrap(schema.unwrap() as z.ZodType) : schema;

/** The answer's field that holds one record with an essential field (`license` of `{license: License}`), if any. */
export function recordFieldOf(schema: z.ZodType): { field: string; record: z.ZodObject } | null {
  if (!(schema instanceof z.ZodObject)) return null;
  for (const [field, value] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const record = unwrap(value);
    if (record instanceof z.ZodObject && Object.values(record.shape as Record<string, z.ZodType>).some(isEssential))
      return { field, record };
  }
  return null;
}

/** The fields an answer of this schema may hold (every option's, for a union). */
export function fieldsOf(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape as object);
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion)
    return (schema.options as z.ZodType[]).flatMap(fieldsOf);
  return [];
}

/** An object holding at least one of the schema's fields and readable by it (its essential fields there). */
function holds(schema: z.ZodType, json: unknown): json is Record<string, unknown> {
  if (!isObject(json)) return false;
  const fields = fieldsOf(schema);
  return fields.some((field) => field in json) && readable(schema).safeParse(json).success;
}

/**
 * The answer in the contract's shape when the record can be found in it, else null (the caller
 * reads it as it came). A bare record keeps its other fields beside it (`reactivated` of a 延長).
 */
export function asRecordAnswer(schema: z.ZodType, json: unknown, depth = 0): unknown {
  if (!isObject(json)) return null;
  const found = recordFieldOf(schema);
  if (found) {
    if (json[found.field] !== undefined && json[found.field] !== null) return json;
    // `{exists: false}` (as GET /api/my-owner may say) means there is none.
    if (depth === 0 && json.exists === false) return { ...json, [found.field]: null };
    if (holds(found.record, json)) return { ...json, [found.field]: json };
  } else if (holds(schema, json)) return json;
  if (depth >= MAX_DEPTH) return null;
  const others = Object.keys(json).filter((key) => !ENVELOPE_FIELDS.includes(key));
  for (const key of [...ENVELOPE_FIELDS.filter((k) => k in json), ...others]) {
    const inner = asRecordAnswer(schema, json[key], depth + 1);
    if (inner !== null) return inner;
  }
  return null;
}
