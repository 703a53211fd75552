// The Tolerant Reader (docs/adr/0053-answers-read-by-a-tolerant-reader.md): a schema derived from
// the contract's that reads what another server sends; an inessential field missing or unreadable
// reads as null, a row lacking an essential one is left out and counted.
import * as z from 'zod';
import { isEssential, readingHints } from '../schemas/reading.ts';

/** Rows left out while one answer is read (reads are synchronous, so one at a time). */
export interface Omissions {
  count: number;
  /** The first reason, for the console's log. */
  reason: string | null;
}
let omissions: Omissions | null = null;

/** Reads `json` with `schema`, collecting the rows it leaves out. */
export function readCounting<T>(
  schema: z.ZodType<T>,
  json: unknown,
): { result: z.ZodSafeParseResult<T>; omitted: Omissions } {
  const outer = omissions;
  omissions = { count: 0, reason: null };
  try {
    return { result: schema.safeParse(json), omitted: omissions };
  } finally {
    omissions = outer;
  }
}

const derived = new WeakMap<z.ZodType, z.ZodType>();

/** The reading schema of a contract schema (derived once per schema). */
export function readable(schema: z.ZodType): z.ZodType {
  let reader = derived.get(schema);
  if (!reader) {
    reader = derive(schema);
    derived.set(schema, reader);
  }
  return reader;
}

/** Never fails: the value read, or null. */
const orNull = (schema: z.ZodType) => schema.nullable().catch(null);

function derive(schema: z.ZodType): z.ZodType {
  const hint = readingHints.get(schema);
  const reader = adapt(schema);
  return hint ? z.preprocess(hint.prepare, reader) : reader;
}

function adapt(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) {
    return z.preprocess((v) => v ?? null, readable(schema.unwrap() as z.ZodType).nullable());
  }
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [
        key,
        isEssential(field) ? readable(field) : orNull(readable(field)),
      ]),
    );
    return z.object(shape);
  }
  if (schema instanceof z.ZodArray)
    return readableRows(readable(schema.element as z.ZodType), contractRow(schema.element as z.ZodType));
  if (schema instanceof z.ZodDiscriminatedUnion || schema instanceof z.ZodUnion) {
    return z.union((schema.options as z.ZodType[]).map((option) => readable(option)) as [z.ZodType, ...z.ZodType[]]);
  }
  if (schema instanceof z.ZodEnum) return z.preprocess(anyCase(schema.options as readonly string[]), schema);
  if (schema instanceof z.ZodLiteral) return z.preprocess(anyCase([...schema.values]), schema);
  if (schema instanceof z.ZodISODateTime) return z.preprocess(toInstant, schema);
  if (schema instanceof z.ZodString) return z.preprocess(numberAsText, schema);
  if (schema instanceof z.ZodNumber) return z.preprocess(textAsNumber, schema);
  if (schema instanceof z.ZodBoolean) return z.preprocess(textAsBoolean, schema);
  return schema;
}

/**
 * The quick reading of a row that is the contract's but for missing or null fields (our server's,
 * and most others'): the contract's schema with every inessential field nullish. Only a row it
 * refuses goes through the field-by-field reader, several times slower on lists of thousands.
 */
function contractRow(
  schema: z.ZodType,
): { schema: z.ZodType; fields: readonly string[]; instants: readonly string[] } | null {
  if (!(schema instanceof z.ZodObject)) return null;
  const shape = schema.shape as Record<string, z.ZodType>;
  const loose = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, isEssential(field) ? field : field.nullish()]),
  );
  const instants = Object.keys(shape).filter((key) => isInstant(shape[key]!));
  return { schema: z.object(loose), fields: Object.keys(shape), instants };
}

const isInstant = (schema: z.ZodType): boolean =>
  schema instanceof z.ZodISODateTime ||
  ((schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) && isInstant(schema.unwrap() as z.ZodType));

/** An array of the readable rows: an unreadable row is left out and counted. */
function readableRows(row: z.ZodType, quick: ReturnType<typeof contractRow>): z.ZodType {
  return z.array(z.unknown()).transform((items) => {
    const rows: unknown[] = [];
    for (const item of items) {
      if (quick) {
        const fast = quick.schema.safeParse(item);
        if (fast.success) {
          const data = fast.data as Record<string, unknown>;
          for (const field of quick.fields) data[field] ??= null;
          // One form for every instant (UTC, milliseconds), whatever offset the server wrote.
          for (const field of quick.instants) if (typeof data[field] === 'string') data[field] = toInstant(data[field]);
          rows.push(data);
          continue;
        }
      }
      const read = row.safeParse(item);
      if (read.success) rows.push(read.data);
      else if (omissions) {
        omissions.count += 1;
        omissions.reason ??= describe(read.error);
      }
    }
    return rows;
  });
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || '(row)'}: ${issue.message}` : 'unreadable';
}

/** Matches a text to one of `values` whatever its case ('active' reads as 'ACTIVE'). */
function anyCase(values: readonly unknown[]) {
  const byLower = new Map(values.filter((v): v is string => typeof v === 'string').map((v) => [v.toLowerCase(), v]));
  return (value: unknown) => (typeof value === 'string' ? (byLower.get(value.trim().toLowerCase()) ?? value) : value);
}

// A date, or a date and time with or without seconds, fractions and offset.
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/** Any ISO 8601 instant as the contract's form (UTC with milliseconds); anything else unchanged (and refused). */
function toInstant(value: unknown): unknown {
  if (typeof value !== 'string' || !ISO_8601.test(value.trim())) return value;
  const trimmed = value.trim().replace(' ', 'T');
  // The offset forms Date.parse does not take (+0900, +09) as +09:00; a date alone is left as it is.
  const text = trimmed.includes('T')
    ? trimmed.replace(/([+-]\d{2})(\d{2})$/, '$1:$2').replace(/(T[\d:.]+[+-]\d{2})$/, '$1:00')
    : trimmed;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? value : new Date(ms).toISOString();
}

const numberAsText = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value);
const textAsNumber = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
const textAsBoolean = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);
