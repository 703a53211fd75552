// What the console needs to know of a schema to read another server's answers liberally
// (src/api/reading/): which fields it cannot work without, and how to bring an answer into the
// contract's shape first. The contract itself (what the mock sends, what OpenAPI documents) is
// the schema unchanged.
import * as z from 'zod';

declare const essentialMark: unique symbol;
/** A schema marked essential: the type system knows, so read types keep it non-null. */
export type Essential<S extends z.ZodType> = S & { readonly [essentialMark]: true };
export type EssentialMark = { readonly [essentialMark]: true };

/** The JSON Schema keyword the mark becomes in docs/openapi.json. */
export const ESSENTIAL_KEYWORD = 'x-essential';

/**
 * A field a screen cannot work without (an id, a licence's key): a row without it is left out,
 * and a response without it is unreadable. Every other field may be missing or null.
 */
export function essential<S extends z.ZodType>(schema: S): Essential<S> {
  return schema.meta({ [ESSENTIAL_KEYWORD]: true }) as Essential<S>;
}

export function isEssential(schema: z.ZodType): boolean {
  return z.globalRegistry.get(schema)?.[ESSENTIAL_KEYWORD] === true;
}

/** How another server's answer is brought into the contract's shape before it is read (rare). */
export const readingHints = z.registry<{ prepare: (json: unknown) => unknown }>();
