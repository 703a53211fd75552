// Every endpoint of the catalog, through the real client: the happy path (callApi parses the
// response with the catalog's schema). Who may call what: tests/unit/mocks/roles/.
// The cases (happy-*.ts) are keyed by EndpointId, so a new endpoint fails to compile until it has
// a case, and the first test fails at run time if the catalog and the table differ.
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointId } from '../../../../src/api/catalog/endpoints.ts';
import { type HappyPaths } from './support.ts';
import { authAndAccountHappy } from './happy-auth-account.ts';
import { licenceHappy } from './happy-licences.ts';
import { devicesUsersApplicationsHappy } from './happy-devices-users-applications.ts';
import { ownerFilesNotificationsHappy } from './happy-owner-files-notifications.ts';

const happy: HappyPaths = {
  ...authAndAccountHappy,
  ...licenceHappy,
  ...devicesUsersApplicationsHappy,
  ...ownerFilesNotificationsHappy,
};

const ids = Object.keys(endpoints) as EndpointId[];

describe('the catalog', () => {
  it('has a happy-path case for every endpoint and nothing else', () => {
    expect(Object.keys(happy).sort()).toEqual([...ids].sort());
  });
});

describe('happy paths (the response passes the catalog schema)', () => {
  it.each(ids)('%s', async (id) => {
    await happy[id]();
  });
});

// Who may call what (401, 403, own data only): tests/unit/mocks/roles/.
