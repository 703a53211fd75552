// 一括発行's extensions (docs/product.md §10): the order number (注文番号) a licence is issued
// for, the lookup of licences by order number, and the bulk creation of licences.
import * as z from 'zod';
import { id, isoDateTime } from './common.ts';
import { licenseCreatePayloadSchema, licenseReferenceSchema, licenseSchema } from './licensing/license.ts';
import { BULK_IMPORT } from '../../shared/constants.ts';
import { validation as v } from '../../shared/messages/forms/validation.ts';

/** POST /api/licenses/references: which of these order numbers already have licences. */
export const licenseReferenceLookupSchema = z.object({
  references: z
    .array(licenseReferenceSchema, { error: v.referencesRequired })
    .min(1, { error: v.referencesRequired })
    .max(BULK_IMPORT.referenceLookupMax, { error: v.invalidValue }),
});

export const licenseReferenceMatchSchema = z.object({
  reference: z.string(),
  licenseId: id,
  key: z.string().optional(),
  issuedAt: isoDateTime.optional(),
});
export type LicenseReferenceMatch = z.infer<typeof licenseReferenceMatchSchema>;

export const licenseReferenceLookupResponseSchema = z.object({
  licenses: z.array(licenseReferenceMatchSchema),
});

/** POST /api/licenses/bulk: licences issued one by one in a single call, each with its own result. */
export const licenseBulkCreatePayloadSchema = z.object({
  licenses: z
    .array(licenseCreatePayloadSchema, { error: v.bulkLicensesCount })
    .min(1, { error: v.bulkLicensesCount })
    .max(BULK_IMPORT.bulkMax, { error: v.bulkLicensesCount }),
});
export type LicenseBulkCreatePayload = z.infer<typeof licenseBulkCreatePayloadSchema>;

/** One row's result, in the order sent: the new licence, or why it was refused. */
export const licenseBulkResultSchema = z.union([
  z.object({ license: licenseSchema }),
  z.object({ error: z.object({ message: z.string(), code: z.string().optional() }) }),
]);
export type LicenseBulkResult = z.infer<typeof licenseBulkResultSchema>;

export const licenseBulkCreateResponseSchema = z.object({
  results: z.array(licenseBulkResultSchema),
});
