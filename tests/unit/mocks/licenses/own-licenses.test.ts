// Licences: the caller's own licences.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../support/api.ts';
import { ownership, signIn } from '../_helpers.ts';

describe("the caller's own licences", () => {
  it("my-licenses and /licenses/user list only the caller's", async () => {
    await signIn('user');
    const own = ownership()
      .ownLicenses.map((l) => l.id)
      .sort();
    expect(own.length).toBeGreaterThanOrEqual(3);
    expect((await callApi('listMyLicenses', {})).licenses.map((l) => l.id).sort()).toEqual(own);
    const profile = await callApi('listUserLicenses', {});
    expect(profile.licenses.map((l) => l.id).sort()).toEqual(own);
    expect(new Set(profile.licenses.map((l) => l.status))).toEqual(new Set(['active', 'inactive', 'expired']));
  });
});
