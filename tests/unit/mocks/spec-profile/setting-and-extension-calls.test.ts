// The `spec` profile through msw/node (the hosts select it in ../spec-profile-hosts.test.ts).
// Here: the profile setting, and extension calls answering 404.
import { beforeEach, describe, expect, it } from 'vitest';
import { auditRows } from '../../../../src/mocks/db.ts';
import { SPEC_SHAPES } from '../../../../src/mocks/profiles/spec.ts';
import { mockSettings, resetMockSettings } from '../../../../src/mocks/settings.ts';
import { databaseText, EXTENSION_REQUESTS, extensionCall } from '../_helpers.ts';
import { ids, extensionCalls, NO_ROUTE, spec, signInBoth } from './support.ts';

let admin: string;
let user: string;
beforeEach(async () => ({ admin, user } = await signInBoth()));

describe('the profile setting', () => {
  it('is full by default, switched by configureMock and put back by resetMockSettings', () => {
    expect(mockSettings.profile).toBe('full');
    spec();
    expect(mockSettings.profile).toBe('spec');
    resetMockSettings();
    expect(mockSettings.profile).toBe('full');
  });

  it('shapes every call of the contract and none of the extensions (read from the registry)', () => {
    expect(extensionCalls).toContain('getCapabilities');
    expect(extensionCalls.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(SPEC_SHAPES).sort()).toEqual(ids.filter((id) => !extensionCalls.includes(id)).sort());
  });
});

describe('extension calls', () => {
  it('the request table covers exactly the calls of the registry', () => {
    expect(Object.keys(EXTENSION_REQUESTS).sort()).toEqual([...extensionCalls].sort());
  });

  it.each(extensionCalls)(
    '%s answers in full and is a 404 like an unknown route in spec, changing nothing',
    async (id) => {
      const full = await extensionCall(id, admin);
      expect([200, 201], JSON.stringify(full.json).slice(0, 200)).toContain(full.status);
      spec();
      const before = databaseText();
      const audited = auditRows().length;
      for (const token of [admin, user, null]) {
        const res = await extensionCall(id, token);
        expect(res.status, `${id} with ${token ? 'a token' : 'no token'}`).toBe(404);
        expect(res.json).toEqual(NO_ROUTE);
      }
      expect(databaseText()).toBe(before);
      expect(auditRows()).toHaveLength(audited);
    },
  );
});
