// The server's reason in a refusal, whatever its shape: ours ({error, message, fields}), the plain
// {error, message}, {detail} (and FastAPI's list of {loc, msg}), errors[] of texts or of
// {field|pointer, message|detail}, errors as {field: [texts]}, and RFC 9457 problem+json
// ({title, detail, errors}). A reason in Japanese wins; a bare code or status phrase is no reason.
import { errorBodySchema, quotaInfoSchema, type ErrorBody } from '../schemas/common.ts';
import { ApiError, fallbackMessageForStatus, parseRetryAfter } from './errors.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;
/** `EMAIL_TAKEN`, `invalid_grant`, `Conflict`: a code or the status's own name says nothing more than the status. */
const CODE = /^(?:[A-Z][A-Z0-9_]+|[A-Za-z0-9]+(?:_[A-Za-z0-9]+)+)$/;
const STATUS_NAME =
  /^(?:bad request|unauthori[sz]ed|forbidden|not found|method not allowed|conflict|gone|unprocessable (?:entity|content)|too many requests|internal server error|service unavailable|error)$/i;
const isNoReason = (text: string) => CODE.test(text) || STATUS_NAME.test(text);

/** `#/email`, `/body/email`, `body.email`, `['body', 'email']` as the form's field name (`email`). */
function fieldName(value: unknown): string | undefined {
  const path = Array.isArray(value) ? value.map(String).join('.') : text(value);
  if (!path) return undefined;
  const name = path
    .replace(/^#?\//, '')
    .replaceAll('/', '.')
    .replace(/^body\./, '');
  return name === '' || name === 'body' ? undefined : name;
}

/** One entry of errors[] (or of FastAPI's detail[]): its field, if it names one, and its text. */
function entryOf(entry: unknown): { field?: string; message: string } | null {
  if (typeof entry === 'string') return text(entry) ? { message: entry.trim() } : null;
  if (!isObject(entry)) return null;
  const message = text(entry.message) ?? text(entry.detail) ?? text(entry.msg) ?? text(entry.title);
  if (!message) return null;
  const field = fieldName(entry.field ?? entry.pointer ?? entry.path ?? entry.property ?? entry.name ?? entry.loc);
  return field ? { field, message } : { message };
}

function entriesOf(json: Json): { field?: string; message: string }[] {
  const lists = [json.errors, Array.isArray(json.detail) ? json.detail : undefined];
  const entries = lists.flatMap((list) => (Array.isArray(list) ? list.map(entryOf) : []));
  if (isObject(json.errors)) {
    for (const [field, value] of Object.entries(json.errors))
      for (const message of (Array.isArray(value) ? value : [value]).map(text))
        if (message) entries.push({ field: fieldName(field), message });
  }
  return entries.filter((entry): entry is { field?: string; message: string } => entry !== null);
}

/** The reason to show: a Japanese text first, then the first that is more than a code. */
function reasonOf(json: Json, entries: readonly { message: string }[]): string | undefined {
  const candidates = [json.error, json.message, json.detail, json.title, json.error_description]
    .map(text)
    .concat(entries.map((e) => e.message))
    .filter((c): c is string => c !== undefined);
  return candidates.find((c) => JAPANESE.test(c)) ?? candidates.find((c) => !isNoReason(c));
}

/** A refusal's body read into ours (undefined when it carries nothing the console can show). */
export function readErrorBody(raw: string): ErrorBody | undefined {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isObject(json)) return undefined;
  const ours = errorBodySchema.safeParse(json);
  const entries = entriesOf(json);
  const reason = reasonOf(json, entries);
  const fields: Record<string, string[]> = { ...(ours.success ? ours.data.fields : {}) };
  for (const { field, message } of entries)
    if (field && !fields[field]?.includes(message)) (fields[field] ??= []).push(message);
  const quota = quotaInfoSchema.safeParse(json.quota_info);
  if (!reason && Object.keys(fields).length === 0 && !quota.success) return undefined;
  // The server's own message stays its message when it says something (the quota dialog shows it).
  const message = text(json.message);
  return {
    error: reason ?? '',
    message: message && !isNoReason(message) ? message : (reason ?? ''),
    ...(text(json.code) ? { code: text(json.code) } : ours.success && ours.data.code ? { code: ours.data.code } : {}),
    ...(Object.keys(fields).length > 0 ? { fields } : {}),
    ...(quota.success ? { quota_info: quota.data } : {}),
  };
}

/** Builds an ApiError from a non-2xx response body (already read as text) and its headers. */
export function httpError(status: number, text: string, headers?: Headers): ApiError {
  const body = readErrorBody(text);
  const retryAfterSeconds = parseRetryAfter(headers?.get('Retry-After'));
  return new ApiError({
    status,
    kind: 'http',
    message: body?.message || body?.error || fallbackMessageForStatus(status),
    body,
    retryAfterSeconds,
  });
}
