// What check-server makes of each answer, as the console would: a call's outcome (or why it was
// skipped), the sign-in failure's message, and each extension's state.
import { ABSENT_STATUSES } from '../../src/api/catalog/capabilities.ts';
import { type ApiClient } from '../../src/api/client/client.ts';
import { endpoints, type EndpointDef, type EndpointId } from '../../src/api/catalog/endpoints.ts';
import { isApiError } from '../../src/api/client/errors.ts';
import { EXTENSION_IDS, EXTENSIONS, extensionOfCall, type ExtensionId } from '../../src/api/catalog/extensions.ts';
import { documentsNone } from './plan.ts';
import type { CallCheck, ExtensionCheck, ExtensionState } from './types.ts';

export interface Exchange {
  method: string;
  url: URL;
  status: number;
  text: string | null;
}

/** A call as the report names it: at the server's own path when config.json maps it. */
export const label = (def: EndpointDef, search = '', path = def.path) => `${def.method} ${path}${search}`;

export function skipped(id: EndpointId, search: string, note: string): CallCheck {
  const def: EndpointDef = endpoints[id];
  return {
    id,
    method: def.method,
    endpoint: label(def),
    call: label(def, search),
    extension: extensionOfCall(id) ?? null,
    outcome: 'skipped',
    status: null,
    note,
    list: null,
    fallbacks: [],
    strictDiffs: [],
  };
}

/** What a failed call's error says, as a check's outcome. */
export function classify(
  def: EndpointDef,
  id: EndpointId,
  error: unknown,
  exchange: Exchange | undefined,
): Pick<CallCheck, 'outcome' | 'status' | 'note'> {
  if (!isApiError(error)) return { outcome: 'network', status: 0, note: String(error) };
  if (error.kind === 'network') return { outcome: 'network', status: 0, note: `no answer (${errorCause(error)})` };
  if (error.kind === 'invalid-response')
    return {
      outcome: 'unreadable',
      status: error.status,
      note: `the console cannot read the answer: ${errorCause(error)}`,
    };
  if (error.kind === 'absent' && !exchange)
    return {
      outcome: 'not-sent',
      status: null,
      note: 'not sent: the capabilities document does not list this extension, so the console never calls it',
    };
  const status = exchange?.status ?? error.status;
  if (status === 404 && documentsNone(id))
    return {
      outcome: 'none',
      status,
      note: `404: this call's answer when nothing is set up yet (a server without ${def.method} ${def.path} answers the same)`,
    };
  if (ABSENT_STATUSES.includes(status))
    return { outcome: 'missing', status, note: `no such call on this server (${status})` };
  return { outcome: 'refused', status, note: error.message };
}

export const errorCause = (error: Error): string =>
  error.cause instanceof Error ? error.cause.message : String(error.cause ?? error.message);

export function signInMessage(check: CallCheck): string {
  if (check.status === 401) return `the server refused the e-mail address or password (401): ${check.note}`;
  if (check.outcome === 'network') return `the server did not answer: ${check.note}`;
  return `sign-in failed (${check.status ?? 'no answer'}): ${check.note}`;
}

/** Each extension: from the capabilities document when there is one, else from its calls' answers. */
export function extensionsOf(
  api: ApiClient,
  calls: readonly CallCheck[],
  document: Partial<Record<ExtensionId, ExtensionState>> | null,
): ExtensionCheck[] {
  const callsOf = (ext: ExtensionId) => calls.filter((c) => c.extension === ext);
  const lists = calls.filter(
    (c) => (c.id === 'listLicenses' || c.id === 'listDevices') && c.list?.paged !== null && c.list?.paged !== undefined,
  );
  const unpaged = lists.filter((c) => c.list!.paged === false).map((c) => c.endpoint);
  return EXTENSION_IDS.map((id): ExtensionCheck => {
    const result = (state: ExtensionCheck['state'], evidence: string): ExtensionCheck => ({
      id,
      name: EXTENSIONS[id].name,
      state,
      evidence,
    });
    const own = callsOf(id);
    const answered = own.filter((c) => c.outcome === 'ok').map((c) => c.endpoint);
    const missing = own.filter((c) => c.outcome === 'missing');
    if (id === 'capabilities') {
      const doc = own[0]!;
      if (doc.outcome === 'ok') return result('present', `${doc.call} answered`);
      return result(
        doc.outcome === 'missing' ? 'absent' : 'unknown',
        `${doc.call} answered ${doc.status ?? 'nothing'}`,
      );
    }
    if (document) {
      // The state the console ends with: the document's, unless an answer said otherwise.
      const listed = document[id] === 'present';
      const against = listed
        ? [
            ...missing.map((c) => `${c.endpoint} answered ${c.status}`),
            ...(id === 'listQueries' ? unpaged.map((c) => `${c} did not page`) : []),
          ]
        : answered.map((c) => `${c} answered`);
      return result(
        api.capabilities.state(id),
        `${listed ? 'listed' : 'not listed'} in the capabilities document${against.length ? `, but ${against.join(', ')}` : ''}`,
      );
    }
    if (id === 'listQueries') {
      if (lists.length === 0) return result('unknown', 'neither GET /licenses nor GET /devices was read');
      if (unpaged.length) return result('absent', `${unpaged.join(' and ')} sent every row when asked for a page`);
      return result('present', `${lists.map((c) => c.endpoint).join(' and ')} answered one page`);
    }
    if (answered.length) return result('present', `${answered.join(', ')} answered`);
    if (missing.length) return result('absent', missing.map((c) => `${c.endpoint} answered ${c.status}`).join(', '));
    if (own.every((c) => c.method !== 'GET'))
      return result('unknown', 'not checked: its calls are POSTs (the console learns at their first use)');
    return result('unknown', own.map((c) => `${c.endpoint}: ${c.note ?? c.status}`).join('; '));
  });
}
