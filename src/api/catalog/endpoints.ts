// The API contract, written once (docs/product.md §7): method, path, who may call it, and the
// schemas of its path parameters, query, body and response. The client, the mock backend, the
// OpenAPI document and the role-matrix tests all read this table.
import type * as z from 'zod';
import * as s from '../schemas/index.ts';
import type { Read, ReadList } from '../reading/read-types.ts';
import type { EndpointDef } from './endpoint-def.ts';
import { signInCalls } from './sign-in-calls.ts';
import { dashboardCalls } from './calls/dashboard.ts';
import { licenseCalls } from './calls/licenses.ts';
import { policyCalls } from './calls/policies.ts';
import { deviceCalls } from './calls/devices.ts';
import { userCalls } from './calls/users.ts';
import { applicationCalls } from './calls/applications.ts';
import { ownerCalls } from './calls/owner.ts';
import { licenseFileCalls } from './calls/license-files.ts';
import { auditCalls } from './calls/audit.ts';
import { attentionCalls } from './calls/attention.ts';

export { buildPath, type Access, type EndpointDef, type Method } from './endpoint-def.ts';

export const endpoints = {
  // Authentication (what the login page may call: its own chunk, sign-in-calls.ts) and discovery
  ...signInCalls,

  getCapabilities: {
    method: 'GET',
    path: '/api/capabilities',
    access: 'public',
    summary: 'サーバー機能の一覧（拡張: このサーバーにある拡張機能）',
    response: s.capabilitiesSchema,
  },
  ...dashboardCalls,
  ...licenseCalls,
  ...policyCalls,
  ...deviceCalls,
  ...userCalls,
  ...applicationCalls,
  ...ownerCalls,
  ...licenseFileCalls,
  ...auditCalls,
  ...attentionCalls,
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsArg<E> = E extends { path: infer P extends string }
  ? [ParamNames<P>] extends [never]
    ? { params?: undefined }
    : { params: Record<ParamNames<P>, string> }
  : never;
type QueryArg<E> = E extends { query: infer Q extends z.ZodType } ? { query?: z.input<Q> } : { query?: undefined };
type BodyArg<E> = E extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: undefined };

/** The arguments of a call, typed from the catalog. */
export type CallArgs<K extends EndpointId> = ParamsArg<Endpoints[K]> & QueryArg<Endpoints[K]> & BodyArg<Endpoints[K]>;
/** A call's answer as the console reads it (reading/): liberally, rows of a list never null. */
export type CallResult<K extends EndpointId> = Endpoints[K] extends { list: infer L extends string }
  ? ReadList<Endpoints[K]['response'], L>
  : Read<Endpoints[K]['response']>;
/** A call's answer as the contract defines it (what the mock sends). */
export type ContractResult<K extends EndpointId> = z.output<Endpoints[K]['response']>;
