// The one error type every call rejects with: HTTP status plus the server's Japanese text. No
// schema here (a refusal's body is read in error-reasons.ts): the first load's shell and query
// client use this file before zod's chunk is loaded (docs/adr/0069-the-login-evaluates-no-zod.md).
import type { ErrorBody, QuotaInfo } from '../schemas/common.ts';
import { common } from '../../shared/messages/common.ts';

/**
 * `absent`: the call belongs to an extension this server does not have (capabilities.ts).
 * `aborted`: its caller cancelled it (the server may still have done it).
 */
export type ApiErrorKind = 'http' | 'network' | 'invalid-response' | 'session-expired' | 'absent' | 'aborted';

export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly body: ErrorBody | undefined;
  readonly code: string | undefined;
  /** Seconds the server asked to wait (Retry-After of a 429 or 503), if it said. */
  readonly retryAfterSeconds: number | undefined;
  /** A second sentence: for `absent`, what the server would need to offer it. */
  readonly detail: string | undefined;

  constructor(init: {
    status: number;
    kind: ApiErrorKind;
    message: string;
    body?: ErrorBody;
    cause?: unknown;
    retryAfterSeconds?: number;
    detail?: string;
  }) {
    super(init.message, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.kind = init.kind;
    this.body = init.body;
    this.code = init.body?.code;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.detail = init.detail;
  }

  /** The quota figures of a refusal for lack of quota (docs/product.md §8), if any. */
  get quotaInfo(): QuotaInfo | undefined {
    return this.body?.quota_info;
  }

  /** Field-level messages from the server's validation, keyed by field name. */
  get fields(): Record<string, string[]> | undefined {
    return this.body?.fields;
  }

  get isClientError(): boolean {
    return this.kind === 'http' && this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A call that got no answer at all (or a chunk of the client's code that could not be downloaded). */
export const networkError = (cause: unknown) =>
  new ApiError({ status: 0, kind: 'network', message: common.networkError, cause });

/** A call its caller cancelled (a save the user cancelled). */
export const abortedError = (cause?: unknown) =>
  new ApiError({ status: 0, kind: 'aborted', message: common.callAborted, cause });

/** The call's answer, or `absent` when it failed with one of `statuses` (an answer that means "none"). */
export async function orIfStatus<T, A>(call: Promise<T>, statuses: readonly number[], absent: A): Promise<T | A> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && statuses.includes(error.status)) return absent;
    throw error;
  }
}

/** The server has no such call (an extension it lacks): nothing to retry, nothing to report as an error. */
export function isAbsent(error: unknown): boolean {
  return isApiError(error) && error.kind === 'absent';
}

/** The server refused this account the call (403): asking again will not change that. */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

/** A generic Japanese text by status, for when the server sent none. */
export function fallbackMessageForStatus(status: number): string {
  if (status === 403) return common.forbidden;
  if (status === 404) return common.notFound;
  if (status === 429) return common.tooManyRequests;
  if (status >= 500) return common.serverError;
  return common.unexpectedError;
}

/** Retry-After as seconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, nowMs: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // An HTTP date ends in GMT (RFC 9110); Date.parse alone would also take '-5' as a year.
  const at = /GMT$/.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/**
 * The message to show for a failed call: the server's own text for a 4xx that carries one,
 * otherwise the screen's fallback (docs/product.md §8).
 */
export function messageOf(error: unknown, fallback: string): string {
  if (isApiError(error) && error.kind === 'http' && error.body && error.status < 500)
    return error.body.error || error.body.message || fallback;
  return fallback;
}
