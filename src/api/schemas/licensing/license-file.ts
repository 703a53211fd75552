// Licence files and offline activation (the `licenseFiles` extension; docs/licence-files.md):
// the signed licence file, the client software's request and return files, and the calls' payloads.
import * as z from 'zod';
import type { Read } from '../../reading/read-types.ts';
import { asciiText, id, isoDateTime, nullableIsoDateTime } from '../common.ts';
import { deviceSchema } from './device.ts';
import { licenseTypeSchema } from './license.ts';
import { essential } from '../reading.ts';
import { JSON_FILE_MAX_DEPTH, LICENSE_FILE_TTL_DAYS, OFFLINE_FILE_MAX_BYTES } from '../../../shared/constants.ts';
import { licenseFiles as files } from '../../../shared/messages/licensing/license-files.ts';
import { validation as v } from '../../../shared/messages/forms/validation.ts';
import { readStrictJson, type JsonRefusal } from '../../../shared/strict-json.ts';

export const LICENSE_FILE_FORMAT = 'license-file/1';
export const ACTIVATION_REQUEST_FORMAT = 'activation-request/1';
export const RETURN_FILE_FORMAT = 'license-return/1';

/** What a licence file grants, and to which machine: the signed part. */
export const licenseFilePayloadSchema = z.object({
  fileId: z.string().min(1),
  license: z.object({
    id: z.string(),
    key: z.string(),
    type: licenseTypeSchema,
    maxActivations: z.number().int(),
    expiresAt: nullableIsoDateTime,
  }),
  application: z.object({ id: z.string(), name: z.string() }),
  device: z.object({ id: z.string(), hardwareId: z.string(), name: z.string() }),
  issuedAt: isoDateTime,
  /** The file's own end: issuedAt + ttlDays, or the licence's expiry when that comes first. */
  expiresAt: isoDateTime,
  ttlDays: z.number().int().min(1),
  /** What the client software shows once it has removed the file: the admin enters it to free the slot. */
  returnCode: z.string(),
});
export type LicenseFilePayload = z.infer<typeof licenseFilePayloadSchema>;

export const licenseFileSignatureSchema = z.object({
  algorithm: z.literal('Ed25519'),
  keyId: z.string().min(1),
  value: z.string().min(1),
});

/** The `.lic` document. The signature covers the canonical bytes of every member but `signature`. */
export const licenseFileSchema = z.object({
  format: z.literal(LICENSE_FILE_FORMAT),
  payload: licenseFilePayloadSchema,
  signature: licenseFileSignatureSchema,
});
export type LicenseFile = z.infer<typeof licenseFileSchema>;

/** The client software's activation request (`.req`), as it writes it. */
export const activationRequestSchema = z.object({
  format: z.literal(ACTIVATION_REQUEST_FORMAT),
  licenseKey: z.string().min(1).max(64),
  applicationId: z.string().min(1).max(64),
  hardwareId: z.string().min(1).max(128),
  hostname: z.string().max(255),
  platform: z.string().max(64),
  /** Random, used once: a second request with the same nonce is a replay. */
  nonce: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
  createdAt: isoDateTime,
});
export type ActivationRequest = z.infer<typeof activationRequestSchema>;

/** Why a request or return file was refused by the strict reader, in Japanese. */
export function offlineFileRefusal(refusal: JsonRefusal, unreadable: string): string {
  if (refusal.problem === 'too-large') return files.fileTooLarge(Math.floor(refusal.maxBytes / 1024));
  if (refusal.problem === 'duplicate-key') return files.fileDuplicateKey(refusal.key);
  if (refusal.problem === 'too-deep') return files.fileTooDeep;
  return unreadable;
}

/**
 * A request or return file's JSON, read by the strict rules (size, byte-order mark, duplicate
 * members, nesting); `null` text is a file not read for its size. The Japanese reason otherwise.
 */
export function readOfflineFile(text: string | null, unreadable: string): { json: unknown } | { error: string } {
  const read =
    text === null
      ? ({ ok: false, problem: 'too-large', maxBytes: OFFLINE_FILE_MAX_BYTES } as const)
      : readStrictJson(text, { maxBytes: OFFLINE_FILE_MAX_BYTES, maxDepth: JSON_FILE_MAX_DEPTH });
  return read.ok ? { json: read.value } : { error: offlineFileRefusal(read, unreadable) };
}

/** The client software's request file as the console and the mock read it, or why it is refused. */
export function readActivationRequest(
  text: string | null,
): { request: ActivationRequest; error: null } | { request: null; error: string } {
  const read = readOfflineFile(text, files.requestMalformed);
  if ('error' in read) return { request: null, error: read.error };
  const parsed = activationRequestSchema.safeParse(read.json);
  return parsed.success ? { request: parsed.data, error: null } : { request: null, error: files.requestMalformed };
}

/** `ABCD-EFGH-JKLM-NPQR`, typed in any case, with or without the hyphens. */
export const returnCodeSchema = asciiText({ error: v.returnCodeInvalid })
  .transform((text) => text.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[A-Z0-9]{16}$/, { error: v.returnCodeInvalid }))
  .transform((code) => code.match(/.{4}/g)!.join('-'));

/** The client software's return file (`.ret`): the code, and which file and machine it was. */
export const returnFileSchema = z.object({
  format: z.literal(RETURN_FILE_FORMAT),
  licenseKey: z.string(),
  hardwareId: z.string(),
  fileId: z.string(),
  returnCode: z.string(),
  returnedAt: isoDateTime,
});

/** One of the allowed times to live, refused with `error` otherwise (a policy's field says whose). */
export const ttlDaysSchema = (error: string = v.ttlInvalid) =>
  z.union(
    LICENSE_FILE_TTL_DAYS.map((days) => z.literal(days)),
    { error },
  );

/** POST /licenses/{id}/license-file: for one of the licence's devices, or a machine by its hardware id. */
export const licenseFileCheckoutPayloadSchema = z
  .object({
    deviceId: id.optional(),
    hardwareId: asciiText()
      .pipe(z.string().min(1, { error: v.hardwareIdRequired }).max(128, { error: v.invalidValue }))
      .optional(),
    ttlDays: ttlDaysSchema(),
  })
  .refine((p) => (p.deviceId === undefined) !== (p.hardwareId === undefined), {
    path: ['deviceId'],
    error: v.deviceOrHardwareId,
  });
export type LicenseFileCheckoutPayload = z.input<typeof licenseFileCheckoutPayloadSchema>;

/** POST /api/offline-activations: the request file's text, as the client software wrote it. */
export const offlineActivationPayloadSchema = z.object({
  requestFile: z
    .string({ error: v.requestFileRequired })
    .min(1, { error: v.requestFileRequired })
    .max(OFFLINE_FILE_MAX_BYTES, { error: v.requestFileTooLarge }),
  ttlDays: ttlDaysSchema().optional(),
});
export type OfflineActivationPayload = z.input<typeof offlineActivationPayloadSchema>;

/** POST /devices/{id}/offline-return. */
export const offlineReturnPayloadSchema = z.object({ returnCode: returnCodeSchema });

/** A licence file as the server wrote it: the exact text to save (its layout is the server's). */
export const licenseFileResponseSchema = z.object({
  fileName: z.string(),
  content: essential(z.string().min(1)),
  device: deviceSchema,
});
export type LicenseFileResponse = Read<typeof licenseFileResponseSchema>;

/** GET /api/license-files/signing-key: the public half only. */
export const signingKeySchema = z.object({
  keyId: essential(z.string().min(1)),
  algorithm: z.literal('Ed25519'),
  /** The raw 32-byte public key, base64. */
  publicKey: essential(z.string().min(1)),
  fingerprint: z.string(),
  createdAt: isoDateTime,
});
export type SigningKeyInfo = Read<typeof signingKeySchema>;

/** GET /api/license-files/settings: what a client of the calls may choose and must respect. */
export const licenseFileSettingsSchema = z.object({
  ttlDays: z.array(z.number().int().min(1)),
  defaultTtlDays: z.number().int().min(1),
  requestMaxAgeHours: z.number().int().min(1),
});
export type LicenseFileSettings = Read<typeof licenseFileSettingsSchema>;
