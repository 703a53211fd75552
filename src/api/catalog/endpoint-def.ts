// What one call of the API catalog is (endpoints.ts), and how its path is filled: no schema is
// built here, so the client's first-load code reads them without the catalog's chunks.
import type * as z from 'zod';

/** public: no token; authenticated: any signed-in user (own data only); admin: ADMIN only (403 otherwise). */
export type Access = 'public' | 'authenticated' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDef {
  readonly method: Method;
  /** msw/path-to-regexp style: `/licenses/:id`. */
  readonly path: string;
  readonly access: Access;
  readonly summary: string;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  /** A list call: the response's field that holds the rows (a server may answer with the bare array instead). */
  readonly list?: string;
  /** Status codes beyond 200/400/401/403 that the call documents. */
  readonly errors?: readonly number[];
}

/** Fills `:name` segments, encoding each value. */
export function buildPath(path: string, params?: Record<string, string>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

/** An admin's list call: a GET whose rows stand under `list`, narrowed by `query`. */
export function adminList<L extends string, Q extends z.ZodType, R extends z.ZodType>(
  list: L,
  path: string,
  summary: string,
  schemas: { query: Q; response: R },
) {
  return { method: 'GET', list, path, access: 'admin', summary, ...schemas } as const;
}
