// The contract's calls on a resource, as resourceCalls (src/api/catalog/calls/resource-calls.ts)
// writes them into the catalog: method, path, access and answer of each kind of call.
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/api/catalog/endpoints.ts';
import * as s from '../../../src/api/schemas/index.ts';

describe('the standard calls of a resource', () => {
  it('lists, creates, reads, updates and deletes under its path, admin only unless said', () => {
    const calls = [
      endpoints.listUsers,
      endpoints.createUser,
      endpoints.getUser,
      endpoints.updateUser,
      endpoints.deleteUser,
    ].map(({ method, path, access }) => [method, path, access]);
    expect(calls).toEqual([
      ['GET', '/users', 'admin'],
      ['POST', '/users', 'admin'],
      ['GET', '/users/:id', 'admin'],
      ['PUT', '/users/:id', 'admin'],
      ['DELETE', '/users/:id', 'admin'],
    ]);
    expect(endpoints.listUsers.list).toBe('users');
    expect(endpoints.getDevice.access).toBe('authenticated');
  });

  it("answers with the record's schema unless the call names its own; a deletion with { success }", () => {
    expect(endpoints.getUser.response).toBe(s.userResponseSchema);
    expect(endpoints.revokeLicense.response).toBe(s.licenseMutationResponseSchema);
    expect(endpoints.heartbeatDevice.response).toBe(s.deviceCheckInResponseSchema);
    expect(endpoints.deleteApplication.response).toBe(s.deleteResponseSchema);
    expect(endpoints.deleteApplication.errors).toEqual([404, 409]);
  });

  it('puts a change of state at <path>/:id/<verb> as a POST', () => {
    expect([endpoints.blockDevice.method, endpoints.blockDevice.path]).toEqual(['POST', '/devices/:id/block']);
    expect(endpoints.regenerateApplicationKey.path).toBe('/applications/:id/regenerate-key');
    expect(endpoints.heartbeatDevice.body).toBe(s.deviceHeartbeatPayloadSchema);
  });
});
