// The licence a test issues through the API to arrange its data: a perpetual licence of the first
// active application for the first USER, without dates.
import { callApi } from './api.ts';
import { tables } from '../../src/mocks/db.ts';

/** Issues it (POST /licenses) with `maxActivations` seats; the created licence. */
export async function issuePerpetualLicence(maxActivations = 2) {
  const app = tables.applications.all().find((a) => a.status === 'active')!;
  const holder = tables.users.all().find((u) => u.role === 'USER')!;
  const { license } = await callApi('createLicense', {
    body: {
      applicationId: app.id,
      userId: holder.id,
      type: 'perpetual',
      maxActivations,
      startDate: null,
      endDate: null,
      expiresAt: null,
    },
  });
  return license;
}
