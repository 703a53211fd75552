// check-server's run: signs in to a licence server, makes every GET of the catalog an account
// can make through the console's own client (so every answer is read exactly as the console
// reads it), signs out, and reports what the console will make of each answer (outcomes.ts).
// Nothing but the sign-in, the sign-out and GETs is sent; no token, password or answer text is kept.
import { createApiClient, type TokenStore } from '../../src/api/client/client.ts';
import { buildPath, endpoints, type EndpointDef, type EndpointId } from '../../src/api/catalog/endpoints.ts';
import { EXTENSION_IDS, extensionOfCall, type ExtensionId } from '../../src/api/catalog/extensions.ts';
import { parseAnswerText } from '../../src/api/reading/read-response.ts';
import { pathsByCall, type HelperPaths } from '../../src/api/catalog/helper-calls.ts';
import { fallbacksOf, listShapeOf, strictDiffsOf } from './inspect.ts';
import { runWrites, type WriteCheck } from './writes.ts';
import { noIdReason, PLAN, UNSENT_WRITES, type Ids, type Step } from './plan.ts';
import type { CallCheck, ExtensionState, Outcome, Report, SignIn } from './types.ts';
import { type Exchange, label, skipped, classify, signInMessage, extensionsOf } from './outcomes.ts';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface CheckOptions {
  /** The API's base URL, as the console's config.json names it. */
  baseUrl: string;
  email: string;
  password: string;
  fetch?: FetchLike;
  /** Also create, change and delete a licence and a user (scripts/check-server/writes.ts). */
  writes?: boolean;
  /** The server's own paths for the contract's helper calls, as config.json's `paths`. */
  paths?: HelperPaths;
}

/** The tokens of this run only, in memory. */
function memoryTokens(): TokenStore {
  let access: string | null = null;
  let refresh: string | null = null;
  return {
    getAccessToken: () => access,
    getRefreshToken: () => refresh,
    setAccessToken: (token) => void (access = token),
    setRefreshToken: (token) => void (refresh = token),
    clear: () => void (access = refresh = null),
  };
}

const FAILING: readonly Outcome[] = ['missing', 'network', 'unreadable', 'refused'];

const searchOf = (query?: Readonly<Record<string, string | number>>) =>
  query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';

export async function checkServer({
  baseUrl,
  email,
  password,
  fetch: given,
  writes = false,
  paths,
}: CheckOptions): Promise<Report> {
  const exchanges: Exchange[] = [];
  // Each answer's text, for its form (bare array or envelope) and the strict comparison.
  const recording: FetchLike = async (url, init) => {
    const response = await (given ?? globalThis.fetch)(url, init);
    exchanges.push({
      method: (init.method ?? 'GET').toUpperCase(),
      url: new URL(url),
      status: response.status,
      text: await response
        .clone()
        .text()
        .catch(() => null),
    });
    return response;
  };
  const tokens = memoryTokens();
  const api = createApiClient({ baseUrl, tokens, fetch: recording, paths });
  const mapped = pathsByCall(paths);

  /** One call through the client, and what came of it. */
  async function perform(
    id: EndpointId,
    args: { params?: Record<string, string>; query?: object; body?: unknown },
    step?: Step,
  ): Promise<{ check: CallCheck; data: unknown }> {
    const def: EndpointDef = endpoints[id];
    const from = exchanges.length;
    const pathname = new URL(`${baseUrl}${buildPath(mapped[id] ?? def.path, args.params)}`).pathname;
    let data: unknown = null;
    let error: unknown = null;
    try {
      // No refresh and replay: a 401 is reported as it came, and no other POST is sent.
      data = await api.call(id, args as never, { noRefresh: true });
    } catch (caught) {
      error = caught;
    }
    const exchange = exchanges.slice(from).find((x) => x.method === def.method && x.url.pathname === pathname);
    const check: CallCheck = {
      id,
      method: def.method,
      endpoint: label(def),
      call: label(def, exchange ? exchange.url.search : searchOf(step?.query), mapped[id]),
      extension: extensionOfCall(id) ?? null,
      outcome: 'ok',
      status: exchange?.status ?? null,
      note: null,
      list: null,
      fallbacks: [],
      strictDiffs: [],
    };
    if (error !== null) {
      Object.assign(check, classify(def, id, error, exchange));
      return { check, data: null };
    }
    check.fallbacks = fallbacksOf(def, data);
    const json = exchange?.text != null ? parseAnswerText(exchange.text) : undefined;
    if (json !== undefined) check.strictDiffs = strictDiffsOf(def, json);
    if (def.list && json !== undefined) {
      const pageSize =
        step?.query && 'pageSize' in step.query ? Number(exchange?.url.searchParams.get('pageSize') ?? NaN) : NaN;
      check.list = {
        ...listShapeOf(
          def as EndpointDef & { list: string },
          json,
          data as Record<string, unknown>,
          Number.isNaN(pageSize) ? null : pageSize,
        ),
        browserPages: null,
      };
    }
    return { check, data };
  }

  const signIn: SignIn = { email, ok: false, status: null, role: null, admin: false, message: null };
  const login = await perform('login', { body: { email, password } });
  signIn.status = login.check.status;
  if (login.check.outcome !== 'ok') {
    signIn.message = signInMessage(login.check);
    return {
      baseUrl,
      signIn,
      calls: [login.check],
      extensions: [],
      failures: [login.check],
      writes: null,
      exitCode: 1,
    };
  }
  const answer = login.data as { access_token: string; refresh_token: string | null; user: { role: string | null } };
  tokens.setAccessToken(answer.access_token);
  if (answer.refresh_token) tokens.setRefreshToken(answer.refresh_token);
  Object.assign(signIn, { ok: true, role: answer.user.role, admin: answer.user.role?.toLowerCase() === 'admin' });

  const calls: CallCheck[] = [login.check];
  const ids: Ids = {};
  // What the document said, before later answers teach the client otherwise (a 501 makes it absent).
  const listed: Partial<Record<ExtensionId, ExtensionState>> = {};

  async function runPlan(): Promise<void> {
    for (const step of PLAN) {
      const def: EndpointDef = endpoints[step.id];
      const id = step.needs ? ids[step.needs] : undefined;
      if (def.access === 'admin' && !signIn.admin)
        calls.push(skipped(step.id, searchOf(step.query), 'not checked: the account is not an administrator'));
      else if (step.needs && id === undefined)
        calls.push(skipped(step.id, searchOf(step.query), noIdReason(step.needs)));
      else {
        const { check, data } = await perform(
          step.id,
          { params: id === undefined ? undefined : { id }, query: step.query },
          step,
        );
        calls.push(check);
        if (check.outcome === 'ok')
          for (const [key, pick] of Object.entries(step.yields ?? {})) ids[key as keyof Ids] ??= pick(data);
        // As the console starts: the capabilities document, when there is one, says what else is there.
        if (step.id === 'getCapabilities') {
          await api.capabilities.discover();
          for (const ext of EXTENSION_IDS) listed[ext] = api.capabilities.state(ext);
        }
      }
    }
    for (const id of UNSENT_WRITES)
      calls.push(
        skipped(
          id,
          '',
          `not checked (a ${endpoints[id].method}): an extension's change is never sent${writes ? '' : '; without --writes, no call but GETs, the sign-in and the sign-out'}`,
        ),
      );
  }

  let writeChecks: WriteCheck[] | null = null;
  try {
    await runPlan();
    if (writes && signIn.admin) writeChecks = await runWrites(api, exchanges);
  } finally {
    // Signed out even when the run broke off: the session is not left open on the server.
    const logout = await perform('logout', {});
    tokens.clear();
    calls.push(logout.check);
  }

  const document = calls.find((c) => c.id === 'getCapabilities')!.outcome === 'ok';
  const listQueriesAbsent = document && listed.listQueries === 'absent';
  for (const check of calls) {
    const step = PLAN.find((s) => s.id === check.id);
    if (!check.list || !step?.browserPaging) continue;
    check.list.browserPages = (step.browserPaging === 'ours' && listQueriesAbsent) || check.list.paged === false;
  }
  const failures = calls.filter((c) => c.extension === null && FAILING.includes(c.outcome));
  const writeFailed = (writeChecks ?? []).some((w) => w.status !== null && (!w.success || w.seen === false));
  return {
    baseUrl,
    signIn,
    calls,
    extensions: extensionsOf(api, calls, document ? listed : null),
    failures,
    writes: writes ? (writeChecks ?? []) : null,
    exitCode: failures.length > 0 || writeFailed ? 1 : 0,
  };
}
