// A call of an extension the server does not have fails as `absent`, naming what the server would
// need to offer; a 404, 405 or 501 teaches the client so, unless the capabilities document says
// the call is there (then a 404 means no such key or licence).
import type { Capabilities } from '../../catalog/capabilities.ts';
import { ABSENT_STATUSES } from '../../catalog/capabilities.ts';
import type { Catalog } from '../../catalog/catalog.ts';
import type { EndpointId } from '../../catalog/endpoints.ts';
import { EXTENSIONS, type ExtensionId } from '../../catalog/extensions.ts';
import { ApiError, isApiError } from '../errors.ts';
import type { PathOf } from './path-mapping.ts';
import { common } from '../../../shared/messages/common.ts';

export function absentError(ext: ExtensionId, endpoints: Catalog['endpoints'], pathOf: PathOf): ApiError {
  const calls = EXTENSIONS[ext].calls.map((id) => `${endpoints[id].method} ${pathOf(id, endpoints[id])}`).join('、');
  return new ApiError({
    status: 404,
    kind: 'absent',
    message: common.notOffered(EXTENSIONS[ext].name),
    detail: common.offeredWith(calls),
  });
}

/** Whether a failed call of extension `ext` shows the extension absent (learned, then). */
export async function learnAbsence(
  error: unknown,
  id: EndpointId,
  ext: ExtensionId,
  capabilities: Pick<Capabilities, 'discover' | 'absentAfter' | 'learn'>,
): Promise<boolean> {
  if (!isApiError(error) || error.kind !== 'http' || !ABSENT_STATUSES.includes(error.status)) return false;
  // Before a 404 says "absent", the capabilities document may say the call is there.
  if (id !== 'getCapabilities') await capabilities.discover();
  if (!capabilities.absentAfter(id, error.status)) return false;
  capabilities.learn(ext, 'absent');
  return true;
}
