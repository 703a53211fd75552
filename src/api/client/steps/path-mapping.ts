// Where a call goes: the catalog's path, or the server's own one for a helper call (config.json's
// `paths`, helper-calls.ts), with the call's parameters filled in.
import { buildPath, type EndpointDef } from '../../catalog/endpoint-def.ts';
import type { EndpointId } from '../../catalog/endpoints.ts';
import { pathsByCall, type HelperPaths } from '../../catalog/helper-calls.ts';

export type PathOf = (id: EndpointId, def: EndpointDef) => string;

export function createPathOf(paths?: HelperPaths): PathOf {
  const mapped = pathsByCall(paths);
  return (id, def) => mapped[id] ?? def.path;
}

export const urlOf = (pathOf: PathOf, id: EndpointId, def: EndpointDef, params?: Record<string, string>) =>
  buildPath(pathOf(id, def), params);
