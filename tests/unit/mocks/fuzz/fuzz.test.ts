// Property-based fuzzing of the mock: every catalog call with a body or a query gets random inputs:
// never a 5xx, a schema refusal a 400 with the Japanese body, a refusal changes nothing, an answer
// passes its schema. A new such call needs a plan in plans-*.ts. FUZZ_RUNS=<n> sets the inputs per call.
import * as fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPath, endpoints, type EndpointDef, type EndpointId } from '../../../../src/api/catalog/endpoints.ts';
import { databaseVersion, dumpDatabase, restoreDatabase } from '../../../../src/mocks/db.ts';
import { resetDatabase } from '../../../../src/mocks/scenarios/index.ts';
import { databaseText, raw, signIn, type RawResponse } from '../_helpers.ts';
import { accountAndLicencePlans } from './plans-accounts-licences.ts';
import { deviceUserApplicationPlans } from './plans-devices-users-applications.ts';
import { fileAuditNotificationPlans } from './plans-files-audit-notifications.ts';
import { type Rec, junkString } from './arbitraries.ts';
import { world } from './world.ts';
import { type Plan, type Plans } from './plan.ts';
import { inputs, queryString, schemaAccepts, expectJapaneseRefusal } from './payloads.ts';

const plans: Plans = { ...accountAndLicencePlans, ...deviceUserApplicationPlans, ...fileAuditNotificationPlans };

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = 20261121;

const ids = Object.keys(endpoints) as EndpointId[];
const fuzzedIds = ids.filter((id) => 'body' in endpoints[id] || 'query' in endpoints[id]);

const tried: Record<string, { inputs: number; refused: number; accepted: number }> = {};
afterAll(() => {
  const rows = Object.entries(tried);
  if (rows.length === 0) return;
  const calls = rows.filter(([id]) => id in endpoints);
  const total = rows.reduce((n, [, c]) => n + c.inputs, 0);
  const lines = rows.map(
    ([id, c]) =>
      `  ${id.padEnd(30)} ${String(c.inputs).padStart(5)} inputs  ${String(c.refused).padStart(5)} refused  ${String(c.accepted).padStart(4)} accepted`,
  );
  console.log(
    `[fuzz] ${calls.length} calls with a body or a query fuzzed; ${total} inputs tried in all, path parameters included (seed ${SEED})\n${lines.join('\n')}`,
  );
});

// ---------------------------------------------------------------------------------------

describe('fuzzing every call that takes a body or a query', () => {
  it('has a plan for exactly the calls of the catalog with a body or a query', () => {
    expect(Object.keys(plans).sort()).toEqual([...fuzzedIds].sort());
    expect(fuzzedIds.length).toBeGreaterThanOrEqual(20);
  });

  it.each(fuzzedIds)('%s', async (id) => {
    const plan = (plans as Record<string, Plan | undefined>)[id];
    if (!plan) throw new Error(`no fuzz plan for ${id}: add one to plans`);
    const def: EndpointDef = endpoints[id];
    resetDatabase(plan.scenario ?? 'demo');
    const tokens = { admin: (await signIn('admin')).accessToken, user: (await signIn('user')).accessToken };
    const w = world();
    const dump = dumpDatabase();
    const before = databaseText();
    let version = databaseVersion();
    const count = (tried[id] = { inputs: 0, refused: 0, accepted: 0 });
    const param = def.path.includes(':') ? plan.param?.(w) : fc.constant('');
    if (!param) throw new Error(`${id} has a path parameter: its plan needs \`param\``);

    await fc.assert(
      fc.asyncProperty(inputs(plan, w), param, async (payload, id_) => {
        const path = def.path.includes(':') ? buildPath(def.path, { id: id_ }) : def.path;
        const token = plan.as ? tokens[plan.as] : null;
        let res: RawResponse;
        let sent: { query?: string; body?: string };
        if (def.query) {
          sent = { query: queryString(payload) };
          res = await raw(def.method, `${path}${sent.query}`, { token });
        } else {
          sent = { body: 'text' in payload ? payload.text : JSON.stringify(payload.json) };
          res = await raw(def.method, path, { token, rawBody: sent.body });
        }
        const context = `${def.method} ${path.slice(0, 120)}${(sent.query ?? '').slice(0, 200)} ${(sent.body ?? '').slice(0, 200)}`;
        count.inputs++;
        expect(res.status, context).toBeLessThan(500);
        const valid = schemaAccepts(def, sent);
        if (!valid) expect(res.status, `${context}: the schema refuses it`).toBe(400);
        if (res.status >= 400) {
          count.refused++;
          expect([400, 401, 404, 409, 429], context).toContain(res.status);
          expectJapaneseRefusal(res, context);
          // Every write bumps the version (a rolled-back one too): compare the text only then.
          if (databaseVersion() !== version)
            expect(databaseText(), `${context}: a refusal changed the data`).toBe(before);
        } else {
          count.accepted++;
          const parsed = def.response.safeParse(res.json);
          expect(parsed.success, `${context}: response ${JSON.stringify(res.json).slice(0, 300)}`).toBe(true);
          plan.accepted?.('json' in payload ? (payload.json as Rec) : {}, res);
          if (databaseText() !== before) restoreDatabase(dump);
        }
        version = databaseVersion();
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // Most inputs are invalid by design; some valid ones get through (a list query takes any
    // search text and ignores unknown keys, so fewer of its inputs are refused).
    expect(count.refused).toBeGreaterThanOrEqual(count.inputs * (plan.refusedAtLeast ?? (def.query ? 0.4 : 0.5)));
    expect(({} as Rec).polluted, 'Object.prototype polluted').toBeUndefined();
  });

  it('random path parameters on every call that has one', async () => {
    const withParam = ids.filter((id) => endpoints[id].path.includes(':') && id !== 'logout');
    const { accessToken } = await signIn('admin');
    const before = databaseText();
    const dump = dumpDatabase();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...withParam),
        // '.' and '..' are left out: URL resolution removes them before any handler sees the path.
        fc
          .oneof(junkString, fc.constantFrom('user', 'x'.repeat(65), '%00', 'a/b', '%2e%2e', ' '))
          .filter((p) => p !== '.' && p !== '..' && p !== ''),
        async (id, param) => {
          const def = endpoints[id];
          const path = buildPath(def.path, { id: param });
          const res = await raw(def.method, path, { token: accessToken, body: def.method === 'GET' ? undefined : {} });
          const context = `${def.method} ${path.slice(0, 200)} (${path.length} characters)`;
          n++;
          expect(res.status, context).toBeLessThan(500);
          if (res.status >= 400) {
            expectJapaneseRefusal(res, context);
            expect(databaseText()).toBe(before);
          } else if (databaseText() !== before) restoreDatabase(dump);
        },
      ),
      { numRuns: RUNS * 2, seed: SEED },
    );
    tried[`(path parameters, ${withParam.length} calls)`] = { inputs: n, refused: n, accepted: 0 };
  });
});
