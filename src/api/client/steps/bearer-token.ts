// The Bearer token: the caller's own (logout sends the one it just cleared) or the stored one,
// and only on calls that are not public.
import type { EndpointDef } from '../../catalog/endpoint-def.ts';
import type { CallOptions, TokenStore } from '../client-types.ts';
import type { HttpRequest } from '../transport.ts';

export const tokenToSend = (options: CallOptions, tokens: Pick<TokenStore, 'getAccessToken'>): string | null =>
  options.accessToken !== undefined ? options.accessToken : tokens.getAccessToken();

export const isAuthenticated = (def: EndpointDef) => def.access !== 'public';

export function attachBearer(request: HttpRequest, token: string | null, def: EndpointDef): HttpRequest {
  return token && isAuthenticated(def) ? request.auth(`Bearer ${token}`) : request;
}
