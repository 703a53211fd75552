// The contract's helper calls whose paths it leaves open (docs/product.md §7), by the name an
// operator maps each to their server's path in config.json (`npm run configure -- --path
// myApplications=/v2/apps`; docs/adr/0063-helper-calls-are-extensions-with-fallbacks.md).
// No catalog import and no zod: config.json is read before the catalog's and zod's chunk loads
// (docs/adr/0069-the-login-evaluates-no-zod.md).
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

/**
 * config.json's `paths`: a helper's name and the server's path for it. The key of the first
 * entry that is not one (an unknown name, a value that is no text, then a path that cannot
 * stand for the call), or the mapped paths.
 */
export function readHelperPaths(value: unknown): { ok: true; paths: HelperPaths } | { ok: false; key?: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false };
  const entries = Object.entries(value);
  const unfit = entries.find(([name, path]) => !HELPER_NAMES.includes(name as HelperName) || typeof path !== 'string');
  if (unfit) return { ok: false, key: unfit[0] };
  const refused = entries.find(([name, path]) => helperPathProblem(name as HelperName, path as string) !== null);
  if (refused) return { ok: false, key: refused[0] };
  return { ok: true, paths: Object.fromEntries(entries) as HelperPaths };
}
export type HelperPaths = Partial<Record<HelperName, string>>;

/** The mapped paths by the catalog's call, for the client. */
export function pathsByCall(paths: HelperPaths = {}): Partial<Record<EndpointId, string>> {
  return Object.fromEntries(
    (Object.entries(paths) as [HelperName, string][]).map(([name, path]) => [HELPER_CALLS[name].call, path]),
  );
}
