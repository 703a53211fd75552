// The bulk run a call belongs to, as a header. Another server's CORS may not allow the header:
// it goes only to a server known to read it (one with the audit log).
import type { Capabilities } from '../../catalog/capabilities.ts';
import { OPERATION_ID_HEADER } from '../../../shared/constants.ts';
import type { HttpRequest } from '../transport.ts';

export function attachOperationId(
  request: HttpRequest,
  operationId: string | undefined,
  capabilities: Pick<Capabilities, 'state'>,
): HttpRequest {
  return operationId && capabilities.state('auditLog') === 'present'
    ? request.headers({ [OPERATION_ID_HEADER]: operationId })
    : request;
}
