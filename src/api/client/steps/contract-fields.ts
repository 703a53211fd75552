// Strict in what we send: the query and body leave out what belongs to an extension the server is
// known not to have (extensions.ts lists each extension's parameters and fields).
import type { Capabilities } from '../../catalog/capabilities.ts';
import type { EndpointId } from '../../catalog/endpoints.ts';
import { extensionFieldsOf, extensionParamsOf } from '../../catalog/extensions.ts';

type States = Pick<Capabilities, 'state'>;

const without = (value: object, dropped: ReadonlySet<string>) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !dropped.has(key)));

/** The query as sent: without the list parameters of ours once the server is known not to read them. */
export function contractQuery(id: EndpointId, query: object | undefined, capabilities: States): object {
  if (!query || capabilities.state('listQueries') !== 'absent') return query ?? {};
  return without(query, new Set(extensionParamsOf(id)));
}

/** The body as sent: without the fields of extensions the server is known not to have. */
export function contractBody(id: EndpointId, body: unknown, capabilities: States): object {
  const absentFields = extensionFieldsOf(id).filter(([ext]) => capabilities.state(ext) === 'absent');
  if (absentFields.length === 0 || typeof body !== 'object' || body === null) return body as object;
  return without(body, new Set(absentFields.map(([, field]) => field)));
}
