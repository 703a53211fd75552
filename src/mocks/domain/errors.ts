// Refusals: an HttpError carries the status and the Japanese error body (errorBodySchema).
// Throwing one inside a handler rolls back every write of the request.
import type { ErrorBody } from '../../api/schemas/common.ts';
import { common } from '../../shared/messages/common.ts';

export class HttpError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  /** Response headers beyond the JSON ones (Retry-After on a 429). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: number,
    text: string,
    extra: Omit<Partial<ErrorBody>, 'error' | 'message'> = {},
    headers: Record<string, string> = {},
  ) {
    super(text);
    this.name = 'HttpError';
    this.status = status;
    this.body = { error: text, message: text, ...extra };
    this.headers = headers;
  }
}

export const badRequest = (text: string, fields?: Record<string, string[]>) =>
  new HttpError(400, text, { code: 'VALIDATION_ERROR', ...(fields ? { fields } : {}) });
export const unauthorized = (text: string, code = 'UNAUTHENTICATED') => new HttpError(401, text, { code });
export const forbidden = () => new HttpError(403, common.forbidden, { code: 'FORBIDDEN' });
export const notFound = (text: string = common.notFound) => new HttpError(404, text, { code: 'NOT_FOUND' });
/** What a path no call answers gets (the HTTP host), and a call the running profile lacks. */
export const noRoute = () => new HttpError(404, common.notFound, { code: 'NO_ROUTE' });
export const conflict = (
  text: string,
  code = 'CONFLICT',
  extra: Omit<Partial<ErrorBody>, 'error' | 'message' | 'code'> = {},
) => new HttpError(409, text, { code, ...extra });

/** The row, or 404 with `text` when there is none. */
export function found<T extends object>(row: T | undefined, text: string): T {
  if (!row) throw notFound(text);
  return row;
}

/** A generic Japanese text for a status (injected faults). */
export function textForStatus(status: number): string {
  if (status === 401) return common.unexpectedError;
  if (status === 403) return common.forbidden;
  if (status === 404) return common.notFound;
  if (status === 429) return common.tooManyRequests;
  if (status >= 500) return common.serverError;
  return common.unexpectedError;
}
