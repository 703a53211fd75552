// What each list sorts by, named once for the list calls' `sortField` (their schemas), the lists
// the console pages itself (src/api/resources) and the mock's tables. No zod here: the resources'
// code reads it, and zod comes only with the API's chunk (docs/adr/0069-the-login-evaluates-no-zod.md).
import { sortFields } from '../../shared/list-view.ts';

export const LICENSE_SORT = sortFields(
  ['key', 'applicationName', 'userName', 'status', 'currentActivations'],
  ['issuedAt', 'expiresAt'],
  { field: 'issuedAt', order: 'desc' },
);
export const DEVICE_SORT = sortFields(
  ['id', 'hardwareId', 'name', 'status', 'licenseId'],
  ['lastHeartbeat', 'createdAt'],
  { field: 'createdAt', order: 'desc' },
);
export const USER_SORT = sortFields(['username', 'email', 'role'], ['createdAt', 'updatedAt'], {
  field: 'createdAt',
  order: 'asc',
});
