// Turns the endpoint catalog into msw handlers: each endpoint has one implementation, and this
// wrapper does what they share, in the order of docs/mock-backend.md ("How a request is handled").
// The only place the running profile (profiles/) is asked: calls, parameters, headers, answers.
import { delay, http, HttpResponse, passthrough, type HttpHandler } from 'msw';
import type * as z from 'zod';
import { OPERATION_ID_HEADER } from '../../api/schemas/reports/audit.ts';
import type { ErrorBody } from '../../api/schemas/common.ts';
import { common } from '../../shared/messages/common.ts';
import { validation as v } from '../../shared/messages/forms/validation.ts';
import { isAuditedAction, openAuditRecord, operationIdOf } from '../audit/record.ts';
import { endpoints, type EndpointDef, type EndpointId, type Endpoints } from '../catalog.ts';
import { transaction, type SessionRow, type UserRow } from '../db.ts';
import { authenticate } from '../domain/auth.ts';
import { badRequest, forbidden, HttpError, noRoute, notFound, textForStatus } from '../domain/errors.ts';
import { activeProfile } from '../profiles/index.ts';
import { mockSettings, takeFault } from '../settings.ts';

type Def<K extends EndpointId> = Endpoints[K];
type ParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type ParamsOf<K extends EndpointId> = { readonly [N in ParamName<Def<K>['path']>]: string };
export type QueryOf<K extends EndpointId> =
  Def<K> extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;
export type BodyOf<K extends EndpointId> = Def<K> extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
export type ResponseOf<K extends EndpointId> = z.input<Def<K>['response']>;
type Caller<K extends EndpointId> = Def<K>['access'] extends 'public' ? null : Readonly<UserRow>;
type CallerSession<K extends EndpointId> = Def<K>['access'] extends 'public' ? null : Readonly<SessionRow>;

export interface RequestContext<K extends EndpointId> {
  readonly endpoint: K;
  readonly request: Request;
  readonly params: ParamsOf<K>;
  readonly query: QueryOf<K>;
  readonly body: BodyOf<K>;
  /** The signed-in caller (null on public calls). */
  readonly user: Caller<K>;
  readonly session: CallerSession<K>;
}

/** A response with a status other than 200. */
export class Reply<T> {
  readonly status: number;
  readonly body: T;
  constructor(status: number, body: T) {
    this.status = status;
    this.body = body;
  }
}
export const created = <T>(body: T) => new Reply(201, body);

/** An answer finished after the transaction: WebCrypto is asynchronous, the database is not (signing). */
export class Later<T> {
  readonly finish: () => Promise<T | Reply<T>>;
  constructor(finish: () => Promise<T | Reply<T>>) {
    this.finish = finish;
  }
}
export const later = <T>(finish: () => Promise<T | Reply<T>>) => new Later(finish);

export type Implementation<K extends EndpointId> = (
  ctx: RequestContext<K>,
) => ResponseOf<K> | Reply<ResponseOf<K>> | Later<ResponseOf<K>>;
export type Implementations<K extends EndpointId> = { readonly [P in K]: Implementation<P> };

/** Typed helper for a resource file's implementation table. */
export function implement<K extends EndpointId>(impls: Implementations<K>): Implementations<K> {
  return impls;
}

// ---------------------------------------------------------------------------------------
// Parsing

/** Japanese texts for issues whose schema carries none (zod's defaults are English). */
function japaneseIssue(issue: { code?: string; input?: unknown; path?: PropertyKey[] }): string {
  if (!issue.path || issue.path.length === 0) return v.invalidBody;
  if (issue.code === 'invalid_type' && issue.input === undefined) return v.fieldRequired;
  return v.invalidValue;
}

export function validationError(error: z.ZodError): HttpError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return badRequest(error.issues[0]?.message ?? v.invalidBody, fields);
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { error: japaneseIssue });
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** The body as JSON ({} when empty); 400 when it cannot be read or parsed. */
async function readJson(request: Request): Promise<unknown> {
  try {
    const text = await request.text();
    return text.trim() === '' ? {} : (JSON.parse(text) as unknown);
  } catch {
    throw badRequest(v.invalidBody);
  }
}

// ---------------------------------------------------------------------------------------
// Responses

export function jsonResponse(body: unknown, status = 200, headers: Readonly<Record<string, string>> = {}): Response {
  return HttpResponse.json(body as Record<string, unknown>, {
    status,
    headers: { ...headers, 'Cache-Control': 'no-store' },
  });
}

/** A refusal, as the running profile sends it. */
export function errorResponse(error: HttpError): Response {
  const { body, contentType } = activeProfile().refusal(error.status, error.body satisfies ErrorBody);
  return jsonResponse(
    body,
    error.status,
    contentType ? { ...error.headers, 'Content-Type': contentType } : error.headers,
  );
}

/** A success, as the running profile sends it: 204 without a body. */
function successResponse(id: EndpointId, status: number, body: unknown): Response {
  const profile = activeProfile();
  const sent = profile.statusOf(id, status);
  if (sent === 204) return new HttpResponse(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  return jsonResponse(profile.shape(id, body), sent);
}

function unexpected(endpoint: string, error: unknown): Response {
  console.error(`[mock] unexpected error in ${endpoint}; answered 400`, error);
  return errorResponse(new HttpError(400, common.unexpectedError, { code: 'UNEXPECTED' }));
}

// ---------------------------------------------------------------------------------------
// The wrapper

const PARAM_PATTERN = /^[^/]{1,64}$/;

const settledListeners = new Set<() => void>();

/** Called after every request a mock handler answered (the browser host persists then). */
export function onRequestSettled(listener: () => void): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}

function notifySettled(): void {
  for (const listener of settledListeners) {
    try {
      listener();
    } catch (error) {
      console.error('[mock] request listener failed', error);
    }
  }
}

async function handle<K extends EndpointId>(
  id: K,
  def: EndpointDef,
  impl: Implementation<K>,
  request: Request,
  rawParams: Record<string, unknown>,
): Promise<Response> {
  const profile = activeProfile();
  // A server without the call has no handler for it: nothing is checked, delayed or recorded.
  if (!profile.hasCall(id)) return errorResponse(noRoute());
  const record = isAuditedAction(id) ? openAuditRecord(id) : null;
  try {
    if (mockSettings.latencyMs > 0) await delay(mockSettings.latencyMs);
    const url = new URL(request.url);
    const fault = takeFault(request.method, url.pathname);
    if (fault) return errorResponse(new HttpError(fault.status, textForStatus(fault.status), { code: 'MOCK_FAULT' }));

    const auth = def.access === 'public' ? null : authenticate(request.headers.get('authorization'));
    const textParams = Object.fromEntries(
      Object.entries(rawParams).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    if (auth) {
      record?.caller(auth.user);
      record?.input({ params: textParams, body: undefined, userId: auth.user.id }, undefined);
    }
    if (def.access === 'admin' && auth?.user.role !== 'ADMIN') throw forbidden();

    const params: Record<string, string> = {};
    for (const [name, value] of Object.entries(rawParams)) {
      if (typeof value !== 'string' || !PARAM_PATTERN.test(value)) throw notFound();
      params[name] = value;
    }
    const operationId = profile.readsHeader(OPERATION_ID_HEADER) ? operationIdOf(request) : undefined;
    if (operationId === null) throw badRequest(v.invalidValue);
    const query = def.query ? parseWith(def.query, profile.queryOf(id, url.searchParams)) : undefined;
    const json = def.body ? profile.bodyOf(id, await readJson(request)) : undefined;
    // What was asked is recorded even when the body is refused (the address of a failed login).
    record?.input({ params, body: json, userId: auth?.user.id ?? null }, operationId);
    const body = def.body ? parseWith(def.body, json) : undefined;
    if (body !== undefined) record?.input({ params, body, userId: auth?.user.id ?? null }, operationId);

    const ctx = {
      endpoint: id,
      request,
      params,
      query,
      body,
      user: auth?.user ?? null,
      session: auth?.session ?? null,
    } as unknown as RequestContext<K>;
    const result = transaction(() => impl(ctx));
    const settled = result instanceof Later ? await result.finish() : result;
    const reply = settled instanceof Reply ? settled : new Reply(200, settled);
    record?.done(reply.body);
    return successResponse(id, reply.status, reply.body);
  } catch (error) {
    if (error instanceof HttpError) {
      record?.refused(error.body.message);
      return errorResponse(error);
    }
    record?.refused(common.unexpectedError);
    return unexpected(id, error);
  } finally {
    notifySettled();
  }
}

/**
 * msw's path matching throws on a URL (without its query) longer than 8192 characters, and
 * msw answers such a throw with a 500. This handler goes first and answers those URLs 404
 * (no resource has such a path) before any catalog handler tries to match them.
 */
export const MAX_MATCHABLE_URL_LENGTH = 8192;
export const urlTooLongHandler: HttpHandler = http.all(
  new RegExp(`^.{${MAX_MATCHABLE_URL_LENGTH + 1},}$`, 's'),
  ({ request }) => {
    if (isNavigation(request)) return passthrough();
    try {
      return errorResponse(notFound());
    } finally {
      notifySettled();
    }
  },
);

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/**
 * A page load or reload is the browser's, never the API's: in a service worker, a handler
 * whose URL equals a page's would otherwise answer the navigation with JSON.
 */
function isNavigation(request: Request): boolean {
  return request.mode === 'navigate';
}

/**
 * One msw handler per implemented endpoint, on `baseUrl` + the catalog's path. Without a base
 * the path is relative (msw/node, the HTTP host); the browser worker passes the API's own
 * origin, which no page route shares.
 */
export function createHandlers<K extends EndpointId>(impls: Implementations<K>, baseUrl = ''): HttpHandler[] {
  return (Object.keys(impls) as K[]).map((id) => {
    const def: EndpointDef = endpoints[id];
    const impl = impls[id] as Implementation<K>;
    return METHODS[def.method](`${baseUrl}${def.path}`, ({ request, params }) =>
      isNavigation(request) ? passthrough() : handle(id, def, impl, request, params as Record<string, unknown>),
    );
  });
}

/**
 * Orders handlers so that, segment by segment, a literal segment comes before a `:param`
 * (`/licenses/user` before `/licenses/:id`), whatever order the resource files use.
 */
export function bySpecificity(a: string, b: string): number {
  const sa = a.split('/');
  const sb = b.split('/');
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    const pa = sa[i]!.startsWith(':');
    const pb = sb[i]!.startsWith(':');
    if (pa !== pb) return pa ? 1 : -1;
  }
  return 0;
}
