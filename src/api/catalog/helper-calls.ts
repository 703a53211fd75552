// The contract's helper calls whose paths it leaves open (docs/product.md §7), by the name an
// operator maps each to their server's path in config.json (`npm run configure -- --path
// myApplications=/v2/apps`; docs/adr/0063-helper-calls-are-extensions-with-fallbacks.md).
// No catalog import: config.json is read before the catalog's chunk loads.
import * as z from 'zod';
import type { EndpointId } from './endpoints.ts';

export interface HelperCall {
  /** The catalog's call the mapping replaces the path of. */
  readonly call: EndpointId;
  /** The path parameters a mapped path must keep (the catalog's path has them too: a unit test holds them equal). */
  readonly params: readonly string[];
}

export const HELPER_CALLS = {
  myApplications: { call: 'listMyApplications', params: [] },
  createFromProduct: { call: 'createApplicationFromProduct', params: [] },
  applicationsForLicense: { call: 'listApplicationsForLicense', params: [] },
  licenseUsage: { call: 'getLicenseUsage', params: ['id'] },
  quotaSync: { call: 'syncQuota', params: ['id'] },
} as const satisfies Record<string, HelperCall>;

export type HelperName = keyof typeof HELPER_CALLS;
export const HELPER_NAMES = Object.keys(HELPER_CALLS) as HelperName[];

/** A path on the API's base URL: from `/`, without query or fragment, path parameters as `:id`. */
const PATH = /^\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$/;
const paramsOf = (path: string) => [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);

/** Why a mapped path cannot stand for the helper call, or null when it can. */
export function helperPathProblem(name: HelperName, path: string): string | null {
  if (!PATH.test(path)) return 'a path from / without query or fragment';
  const wanted = [...HELPER_CALLS[name].params].sort().join(',');
  if (paramsOf(path).sort().join(',') !== wanted)
    return wanted
      ? `a path with the parameter${wanted.includes(',') ? 's' : ''} :${wanted}`
      : 'a path without parameters';
  return null;
}

/** config.json's `paths`: a helper's name and the server's path for it (unknown names refused). */
export const helperPathsSchema = z.partialRecord(z.enum(HELPER_NAMES), z.string()).superRefine((paths, ctx) => {
  for (const [name, path] of Object.entries(paths) as [HelperName, string][]) {
    const problem = helperPathProblem(name, path);
    if (problem) ctx.addIssue({ code: 'custom', path: [name], message: problem });
  }
});
export type HelperPaths = Partial<Record<HelperName, string>>;

/** The mapped paths by the catalog's call, for the client. */
export function pathsByCall(paths: HelperPaths = {}): Partial<Record<EndpointId, string>> {
  return Object.fromEntries(
    (Object.entries(paths) as [HelperName, string][]).map(([name, path]) => [HELPER_CALLS[name].call, path]),
  );
}
