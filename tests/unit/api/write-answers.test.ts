// Write answers read by what they mean (docs/adr/0059-any-2xx-write-is-a-success.md): any 2xx
// answer to a write of the catalog (empty, 204, text, the bare record, the record in any envelope,
// something unrelated) is a success, and the changed record is found when the answer holds it.
// Single records read bare or wrapped, like lists.
import fc from 'fast-check';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client/client.ts';
import { endpoints, type EndpointDef, type EndpointId } from '../../../src/api/catalog/endpoints.ts';
import { isOptionalAnswer, readAnswer } from '../../../src/api/reading/read-response.ts';
import { recordFieldOf } from '../../../src/api/reading/single-record.ts';
import { isEssential } from '../../../src/api/schemas/reading.ts';

/** The contract's writes (docs/product.md §7): each must be a success whatever 2xx it gets. */
const CONTRACT_WRITES: readonly EndpointId[] = [
  'createLicense',
  'revokeLicense',
  'activateLicense',
  'updateLicense',
  'deleteLicense',
  'activateDevice',
  'deactivateDevice',
  'blockDevice',
  'unblockDevice',
  'deleteDevice',
  'heartbeatDevice',
  'deactivateMyDevice',
  'createUser',
  'updateUser',
  'deleteUser',
  'createApplication',
  'updateApplication',
  'deleteApplication',
  'regenerateApplicationKey',
  'createMyApplication',
  'updateMyApplication',
  'createMyOwner',
  'updateMyOwner',
  'updateProfile',
  'syncQuota',
  'logout',
];

const ids = Object.keys(endpoints) as EndpointId[];
const def = (id: EndpointId): EndpointDef => endpoints[id];
const writes = ids.filter((id) => isOptionalAnswer(def(id)));

const unwrap = (s: z.ZodType): z.ZodType =>
  s instanceof z.ZodNullable || s instanceof z.ZodOptional ? unwrap(s.unwrap() as z.ZodType) : s;

/** A value of an essential field's schema: the record a write answers must be recognisable by it. */
function sample(schema: z.ZodType, n: number): unknown {
  const s = unwrap(schema);
  if (s instanceof z.ZodEnum) return (s.options as unknown[])[0];
  if (s instanceof z.ZodLiteral) return [...s.values][0];
  if (s instanceof z.ZodNumber) return n;
  if (s instanceof z.ZodBoolean) return true;
  return `rec-${n}`;
}

/** The changed record of a write (its essential fields), with some of its other fields and unknown ones. */
function recordOf(id: EndpointId) {
  const found = recordFieldOf(def(id).response);
  if (!found) return null;
  const shape = found.record.shape as Record<string, z.ZodType>;
  const essentials = Object.keys(shape).filter((f) => isEssential(shape[f]!));
  return fc
    .record({ n: fc.nat({ max: 999 }), vendor: fc.option(fc.string(), { nil: undefined }) })
    .map(({ n, vendor }) => ({
      field: found.field,
      idField: essentials[0]!,
      record: {
        ...Object.fromEntries(essentials.map((f) => [f, sample(shape[f]!, n)])),
        ...(vendor !== undefined ? { x_vendor: vendor } : {}),
      } as Record<string, unknown>,
    }));
}

type Answer = { status: number; text: string; holdsRecord: boolean };

/** Every shape of a 2xx answer: empty, 204, text, unrelated JSON, and (with a record) bare or in envelopes. */
function answers(record: { field: string; record: Record<string, unknown> } | null): fc.Arbitrary<Answer> {
  const noRecord = fc
    .oneof(
      fc.constant({ status: 204, text: '' }),
      fc.constantFrom(200, 201, 202).map((status) => ({ status, text: '' })),
      fc.constantFrom('Created', 'OK', '<html><body>done</body></html>').map((text) => ({ status: 200, text })),
      fc
        .dictionary(fc.constantFrom('message', 'status', 'ok', 'code', 'success'), fc.oneof(fc.string(), fc.boolean()))
        .map((body) => ({ status: 200, text: JSON.stringify(body) })),
      fc.constantFrom<unknown>(true, 1, 'done', [], null).map((body) => ({ status: 200, text: JSON.stringify(body) })),
    )
    .map((a) => ({ ...a, holdsRecord: false }));
  if (!record) return noRecord;
  const { field, record: r } = record;
  const wrapped = fc
    .constantFrom<unknown>(
      r,
      { [field]: r },
      { data: r },
      { data: { [field]: r } },
      { result: r, message: 'ok' },
      { success: true, [field]: r },
      { payload: { item: r } },
    )
    .chain((body) =>
      fc.constantFrom(200, 201).map((status) => ({ status, text: JSON.stringify(body), holdsRecord: true })),
    );
  return fc.oneof(noRecord, wrapped);
}

function clientAnswering(answer: Answer) {
  const sent: string[] = [];
  const api = createApiClient({
    baseUrl: 'https://licence.example.test',
    tokens: {
      getAccessToken: () => 'token',
      getRefreshToken: () => 'refresh',
      setAccessToken: () => undefined,
      setRefreshToken: () => undefined,
      clear: () => undefined,
    },
    fetch: async (url) => {
      sent.push(url);
      return new Response(answer.status === 204 ? null : answer.text, { status: answer.status });
    },
  });
  return { api, sent };
}

const argsOf = (id: EndpointId) => {
  const path = def(id).path;
  const params = Object.fromEntries([...path.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => [name, 'x-1']));
  return { params, body: def(id).body ? {} : undefined } as never;
};

describe('write answers', () => {
  it('every write of the contract holds an answer the console can do without', () => {
    expect(CONTRACT_WRITES.filter((id) => !writes.includes(id))).toEqual([]);
  });

  it('any 2xx answer to each write is a success, through the mutation layer, with one request; the record is used when it is there', async () => {
    // Every write of the catalog gets its own runs: none is left to chance.
    for (const id of writes) {
      await fc.assert(
        fc.asyncProperty(
          (recordOf(id) ?? fc.constant(null)).chain((record) => answers(record).map((answer) => ({ record, answer }))),
          async ({ record, answer }) => {
            const { api, sent } = clientAnswering(answer);
            const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
            let succeeded: unknown = undefined;
            const observer = new MutationObserver(queryClient, {
              mutationFn: () => api.call(id, argsOf(id)),
              onSuccess: (result) => {
                succeeded = result;
              },
            });
            const result = (await observer.mutate()) as Record<string, unknown>;
            expect(succeeded).toBe(result);
            expect(sent).toHaveLength(1);
            if (record) {
              const read = result[record.field] as Record<string, unknown> | null;
              if (answer.holdsRecord) expect(read?.[record.idField]).toBe(record.record[record.idField]);
              else expect(read).toBeNull();
            }
          },
        ),
        { numRuns: 15 },
      );
    }
    expect(writes.length).toBeGreaterThanOrEqual(CONTRACT_WRITES.length);
  });

  it('a write the console cannot do without its answer still fails on an unreadable one (a login without a token)', async () => {
    expect(isOptionalAnswer(def('login'))).toBe(false);
    expect(isOptionalAnswer(def('revealMyApplicationKey'))).toBe(false);
    const { api } = clientAnswering({ status: 200, text: 'OK', holdsRecord: false });
    await expect(api.call('login', { body: { email: 'a@example.com', password: 'x' } })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });
});

describe('single records', () => {
  const device = { id: 'dev-1', hardwareId: 'HW-1', name: '受付PC', status: 'ACTIVE', licenseId: 'lic-1' };
  const user = { id: 'u-1', email: 'a@example.com', role: 'USER', username: '山田' };
  const application = { application_id: 'app-1', name: '勤怠', status: 'active' };
  const product = { id: 'prod-1', name: '勤怠プラン' };

  it.each([
    ['getDevice', 'device', device],
    ['getUser', 'user', user],
    ['getApplication', 'application', application],
    ['getMyApplication', 'application', application],
    ['getProductSetting', 'product_setting', product],
  ] as const)('%s reads the record bare, under its field, or in another envelope', (id, field, record) => {
    for (const json of [record, { [field]: record }, { data: record }, { data: { [field]: record } }]) {
      expect(readAnswer(def(id), json)).toMatchObject({ [field]: record });
    }
  });

  it('a read that holds no record stays unreadable (a wrong URL answered with something else)', () => {
    expect(() => readAnswer(def('getDevice'), { message: 'hello' })).toThrow();
    expect(() => readAnswer(def('getUser'), '<html>')).toThrow();
  });

  it('GET /api/my-owner reads the owner bare, wrapped, or as exists: false', () => {
    const owner = { owner_id: 'own-1', subsclight_site: 'site-1', subsclight_api_key_masked: 'sk_…1234' };
    expect(readAnswer(def('getMyOwner'), owner)).toMatchObject({ exists: true, owner_id: 'own-1' });
    expect(readAnswer(def('getMyOwner'), { owner })).toMatchObject({ exists: true, owner_id: 'own-1' });
    expect(readAnswer(def('getMyOwner'), { data: { exists: true, ...owner } })).toMatchObject({ exists: true });
    expect(readAnswer(def('getMyOwner'), { exists: false })).toEqual({ exists: false });
  });
});

describe('none', () => {
  it('GET /api/my-application answered `exists: false` reads as no application', () => {
    expect(readAnswer(def('getMyApplication'), { exists: false })).toMatchObject({ application: null });
  });
});
