// Building blocks shared by the entity schemas.
import * as z from 'zod';
import { toAsciiForm } from '../../shared/ascii-form.ts';
import { essential } from './reading.ts';
import { LIMITS, MAX_LIST_PAGE_SIZE } from '../../shared/constants.ts';
import { validation as v } from '../../shared/messages/forms/validation.ts';

/** An ISO 8601 date-time as the server sends it (UTC `Z` or with an offset). */
export const isoDateTime = z.iso.datetime({ offset: true, error: v.dateInvalid });
export const nullableIsoDateTime = isoDateTime.nullable();

export const id = z.string().min(1).max(64);
/** A row's own id in an answer: essential (reading.ts), and any length another server uses. */
export const rowId = essential(z.string().min(1));

/** A count: a whole number from 0. */
export const count = z.number().int().min(0);

/** A whole number from 1 (to `max`) in a query, typed or read from a URL, each check with the one message. */
export const queryWhole = (error: string, max?: number) => {
  const whole = z.coerce.number<string | number>({ error }).int({ error }).min(1, { error });
  return (max === undefined ? whole : whole.max(max, { error })).optional();
};

/** Optional paging/sorting/search query accepted by the list calls (server-side paging:
 *  docs/adr/0024-server-side-paging-with-read-ahead.md). */
export const pageQuery = z.object({
  page: queryWhole(v.pageInvalid),
  pageSize: queryWhole(v.pageSizeInvalid, MAX_LIST_PAGE_SIZE),
  search: z.string().overwrite(toAsciiForm).max(LIMITS.searchMax, { error: v.searchTooLong }).optional(),
  sortOrder: z.enum(['asc', 'desc'], { error: v.invalidValue }).optional(),
});

/** The error body every refusal carries: Japanese `error` and `message` (same text). */
export const quotaInfoSchema = z.object({
  license_quota_total: z.number().int(),
  license_quota_used: z.number().int(),
  license_quota_available: z.number().int(),
  is_quota_expired: z.boolean(),
});
export type QuotaInfo = z.infer<typeof quotaInfoSchema>;

export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
  quota_info: quotaInfoSchema.optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Free JSON object (device metadata), bounded in size. */
export const metadataSchema = z
  .record(z.string(), z.unknown(), { error: v.metadataInvalid })
  .refine((m) => JSON.stringify(m).length <= LIMITS.metadataMaxBytes, { error: v.metadataTooLarge });

/** A trimmed required string with a Japanese "required" message. */
export const requiredText = (required: string) => z.string({ error: required }).trim().min(1, { error: required });

/**
 * Text where ASCII is meant (e-mail, version, site identifier, API key, licence key, id): its
 * ASCII form (NFKC, dashes, trimmed; src/shared/ascii-form.ts) before any check, so a full-width
 * '３' or 'ｕｓｅｒ＠ｅｘａｍｐｌｅ．ｃｏｍ' passes as what it means. Never for passwords or names.
 */
export const asciiText = (params?: Parameters<typeof z.string>[0]) => z.string(params).overwrite(toAsciiForm);

/** A required `asciiText` with a Japanese "required" message. */
export const requiredAscii = (required: string) => asciiText({ error: required }).min(1, { error: required });

/** A stored secret on an edit form: blank (in its ASCII form) means "keep the current one" and is dropped; anything else must pass `secret`. */
export const keepIfBlank = <T extends z.ZodType<string, string>>(secret: T) =>
  z
    .string()
    .optional()
    .transform((s) => (s === undefined || toAsciiForm(s) === '' ? undefined : s))
    .pipe(secret.optional());

/**
 * A whole number typed as text (a numeric text input, so an IME's '３' arrives): its ASCII form
 * read as a number; blank is undefined (the schema's "required"); a number passes through.
 */
export function typedNumber<T extends z.ZodType>(schema: T) {
  return z.preprocess((value: unknown) => {
    if (typeof value !== 'string') return value;
    const text = toAsciiForm(value);
    return text === '' ? undefined : Number(text);
  }, schema);
}

/** Non-space text, @, then a domain containing a dot (docs/product.md §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailSchema = asciiText({ error: v.emailRequired })
  .min(1, { error: v.emailRequired })
  .max(LIMITS.emailMax, { error: v.emailFormat })
  .regex(EMAIL_PATTERN, { error: v.emailFormat });
