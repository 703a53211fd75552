// The contract's calls on one resource (docs/product.md §7): its list, its creation, the record at
// `<path>/:id`, its update and deletion, and the POSTs on the record (`<path>/:id/<verb>`). Each
// area's file names its calls and what is its own; the method, path, access and answer come from here.
import type * as z from 'zod';
import * as s from '../../schemas/index.ts';
import { adminList, type Access, type Method } from '../endpoint-def.ts';

/** What a call adds to its method and path: `access` is `admin` and `response` the record's answer unless given. */
interface CallParts {
  readonly access?: Access;
  readonly body?: z.ZodType;
  readonly response?: z.ZodType;
  readonly errors?: readonly number[];
}
type AccessOf<C> = C extends { access: infer A extends Access } ? A : 'admin';
type ResponseOf<C, R> = C extends { response: infer S extends z.ZodType } ? S : R;

interface Resource<P extends string, L extends string, R extends z.ZodType> {
  /** The collection's path (`/users`). */
  readonly path: P;
  /** The list answer's field that holds the rows. */
  readonly rows: L;
  /** What a call on one record answers unless it says otherwise (`{ user }`). */
  readonly record: R;
}

/** The builders of one resource's calls. */
export function resourceCalls<const P extends string, const L extends string, R extends z.ZodType>({
  path,
  rows,
  record,
}: Resource<P, L, R>) {
  const call = <const M extends Method, const Q extends string, const C extends CallParts>(
    method: M,
    callPath: Q,
    summary: string,
    parts: C,
  ) => ({
    method,
    path: callPath,
    summary,
    ...parts,
    access: (parts.access ?? 'admin') as AccessOf<C>,
    response: (parts.response ?? record) as ResponseOf<C, R>,
  });
  const one = `${path}/:id` as const;
  return {
    list: <Q extends z.ZodType, A extends z.ZodType>(summary: string, schemas: { query: Q; response: A }) =>
      adminList(rows, path, summary, schemas),
    create: <const C extends CallParts>(summary: string, parts: C) => call('POST', path, summary, parts),
    get: <const C extends CallParts>(summary: string, parts: C) => call('GET', one, summary, parts),
    update: <const C extends CallParts>(summary: string, parts: C) => call('PUT', one, summary, parts),
    /** A deletion answers the contract's `{ success }` (a server may send nothing: any 2xx). */
    remove: <const C extends Omit<CallParts, 'response'>>(summary: string, parts: C) =>
      call('DELETE', one, summary, { ...parts, response: s.deleteResponseSchema }),
    /** `POST <path>/:id/<verb>`: a change of state of one record (revoke, block, …). */
    action: <const V extends string, const C extends CallParts>(verb: V, summary: string, parts: C) =>
      call('POST', `${one}/${verb}` as const, summary, parts),
  };
}
