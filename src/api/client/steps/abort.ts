// A call its caller can cancel (a save the user cancels): it then rejects as `aborted`.
import type { HttpRequest } from '../transport.ts';

export const attachAbort = (request: HttpRequest, abort: AbortController | undefined): HttpRequest =>
  abort ? request.signal(abort) : request;
