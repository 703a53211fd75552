// What a profile of the mock decides (settings.ts): which calls the server has, which query
// parameters, body fields and headers it reads, the shape and status of its answers and of its
// refusals. The handler wrapper (handlers/define.ts) asks the running profile at these points
// and nowhere else.
import type { ErrorBody } from '../../api/schemas/common.ts';
import type { EndpointId } from '../catalog.ts';

/** A refusal as a server sends it: its body and, when not JSON's, its content type. */
export interface Refusal {
  body: unknown;
  contentType?: string;
}

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
  /** The status of a success (ours: 200, or the handler's 201); 204 is sent without a body. */
  statusOf(id: EndpointId, status: number): number;
  /** A refusal's body as this server sends it (ours: {error, message, code, fields, quota_info}). */
  refusal(status: number, body: ErrorBody): Refusal;
}

/** Our server: every call, parameter and field. */
export const fullProfile: Profile = {
  hasCall: () => true,
  queryOf: (_id, params) => Object.fromEntries(params),
  bodyOf: (_id, json) => json,
  readsHeader: () => true,
  shape: (_id, body) => body,
  statusOf: (_id, status) => status,
  refusal: (_status, body) => ({ body }),
};
