// What a profile of the mock decides (settings.ts): which calls the server has, which query
// parameters, body fields and headers it reads, and the shape of its answers. The handler
// wrapper (handlers/define.ts) asks the running profile at these five points and nowhere else.
import type { EndpointId } from '../catalog.ts';

export interface Profile {
  /** Whether the server has the call at all: an absent one answers like an unknown route. */
  hasCall(id: EndpointId): boolean;
  /** The query parameters the call reads, before its schema parses them; the others are ignored. */
  queryOf(id: EndpointId, params: URLSearchParams): Record<string, string>;
  /** The body as the call reads it, before its schema parses it: the fields it does not know are dropped. */
  bodyOf(id: EndpointId, json: unknown): unknown;
  /** Whether the server reads this request header (an unread one is ignored, never refused). */
  readsHeader(name: string): boolean;
  /** The answer's body as this server sends it (after the audit log has recorded ours). */
  shape(id: EndpointId, body: unknown): unknown;
}

/** Our server: every call, parameter and field. */
export const fullProfile: Profile = {
  hasCall: () => true,
  queryOf: (_id, params) => Object.fromEntries(params),
  bodyOf: (_id, json) => json,
  readsHeader: () => true,
  shape: (_id, body) => body,
};
