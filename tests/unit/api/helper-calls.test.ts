// The helper calls an operator may map (src/api/catalog/helper-calls.ts): each names a call of the
// catalog that is an extension or a contract call by owner, keeps its path parameters, and
// config.json's `paths` is checked as the console reads it.
import { describe, expect, it } from 'vitest';
import { readConfigFile } from '../../../src/api/client/config.ts';
import { endpoints } from '../../../src/api/catalog/endpoints.ts';
import { EXTENSION_IDS, EXTENSIONS, extensionOfCall } from '../../../src/api/catalog/extensions.ts';
import { HELPER_CALLS, HELPER_NAMES, helperPathProblem } from '../../../src/api/catalog/helper-calls.ts';

describe('HELPER_CALLS', () => {
  it("keeps each catalog call's path parameters", () => {
    for (const name of HELPER_NAMES) {
      const { call, params } = HELPER_CALLS[name];
      const inPath = [...endpoints[call].path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
      expect(inPath, name).toEqual([...params]);
    }
  });

  it('every helper extension of the registry can be mapped', () => {
    const helpers = EXTENSION_IDS.filter((id) => EXTENSIONS[id].helper);
    expect(helpers.length).toBeGreaterThan(0);
    const mappable = new Set(HELPER_NAMES.map((name) => extensionOfCall(HELPER_CALLS[name].call)));
    for (const id of helpers) expect(mappable.has(id), id).toBe(true);
  });
});

describe("config.json's paths", () => {
  it('reads mapped paths and refuses what cannot stand for the call', () => {
    const base = { apiBaseUrl: 'https://api.example.com' };
    expect(readConfigFile({ ...base, paths: { myApplications: '/v2/apps' } })).toEqual({
      ok: true,
      config: { ...base, paths: { myApplications: '/v2/apps' } },
    });
    expect(readConfigFile(base)).toEqual({ ok: true, config: base });
    for (const paths of [
      { myApplications: 'v2/apps' },
      { myApplications: '/v2/apps?x=1' },
      { licenseUsage: '/v2/usage' },
      { myApplications: '/v2/:id/apps' },
      { noSuchHelper: '/x' },
      { myApplications: 42 },
    ])
      expect(readConfigFile({ ...base, paths }), JSON.stringify(paths)).toEqual({
        ok: false,
        field: `paths.${Object.keys(paths)[0]}`,
      });
    // An unknown name or a value that is no text is named before a path that cannot stand for its call.
    expect(readConfigFile({ ...base, paths: { myApplications: 'v2', noSuchHelper: '/x' } })).toEqual({
      ok: false,
      field: 'paths.noSuchHelper',
    });
    for (const paths of [null, [], '/x'])
      expect(readConfigFile({ ...base, paths })).toEqual({ ok: false, field: 'paths' });
    expect(helperPathProblem('licenseUsage', '/v2/usage')).toBe('a path with the parameter :id');
    expect(helperPathProblem('quotaSync', '/owners/:id/quota/sync')).toBeNull();
  });
});
