// Secrets on the wire and in the source: every API key the server holds is sent masked, but by the
// two ADMIN-only reveal calls (docs/adr/0038-key-reveal-is-a-server-call.md); the console's own
// code logs nothing but two known texts, neither of which can carry a token or a key.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { buildPath, endpoints, type EndpointId } from '../../../src/api/catalog/endpoints.ts';
import * as s from '../../../src/api/schemas/index.ts';
import { maskSecret } from '../../../src/shared/format.ts';
import { tables } from '../../../src/mocks/db.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { raw, signIn, type RawResponse } from './_helpers.ts';
import { EXTENSIONS } from '../../../src/api/catalog/extensions.ts';
import { fromBase64, toHex } from '../../../src/shared/license-file/base64.ts';
import { extensionCall } from './_helpers.ts';

/** Every API key the database holds in full. */
const storedKeys = () =>
  [
    ...tables.owners.all().map((o) => o.apiKey),
    ...tables.applications.all().flatMap((a) => [a.apiKey, a.billingApiKey]),
  ].filter((k): k is string => typeof k === 'string' && k.length > 0);

const expectNoStoredKey = (res: RawResponse, context: string) => {
  const text = JSON.stringify(res.json);
  for (const key of storedKeys()) expect(text, `${context} answered a whole key`).not.toContain(key);
};

/** A real id for a GET path, so that the call answers data. */
function getPath(id: EndpointId): string {
  const path = endpoints[id].path;
  const idFor: Array<[RegExp, () => string]> = [
    [/^\/(api\/)?licenses\//, () => tables.licenses.all()[0]!.id],
    [/^\/devices\//, () => tables.devices.all()[0]!.id],
    [/^\/users\//, () => tables.users.all()[0]!.id],
    [/^\/(api\/)?applications\//, () => tables.applications.all()[0]!.id],
    [/^\/api\/license-quota\//, () => tables.owners.all()[0]!.id],
    [/^\/api\/subsclight\/product-settings\//, () => tables.productSettings.all()[0]!.id],
  ];
  if (!path.includes(':')) return path;
  const found = idFor.find(([pattern]) => pattern.test(path));
  if (!found) throw new Error(`secrets test: no id for ${path}`);
  return buildPath(path, { id: found[1]() });
}

const ids = Object.keys(endpoints) as EndpointId[];
const REVEALS = ['revealMyApplicationKey', 'revealMyOwnerKey'] as const satisfies readonly EndpointId[];

/** The response schemas that carry an application or an owner, and with it a (masked) key. */
const KEY_BEARING: ReadonlySet<z.ZodType> = new Set([
  s.applicationResponseSchema,
  s.applicationListResponseSchema,
  s.myApplicationsResponseSchema,
  s.regenerateKeyResponseSchema,
  s.ownerSchema,
]);
const keyBearingIds = ids.filter((id) => KEY_BEARING.has(endpoints[id].response));

/** Whether a JSON Schema names a property like api_key anywhere inside. */
function namesAnApiKey(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(namesAnApiKey);
  if (typeof schema !== 'object' || schema === null) return false;
  return Object.entries(schema).some(
    ([name, value]) =>
      (name === 'properties' && Object.keys(value as object).some((p) => /api_key/i.test(p))) || namesAnApiKey(value),
  );
}

describe('API keys never leave the server in full', () => {
  it('on every GET of the catalog, for an ADMIN and a USER', async () => {
    const admin = await signIn('admin');
    const user = await signIn('user');
    expect(tables.applications.all().filter((a) => a.billingApiKey !== null).length).toBeGreaterThan(0);
    expect(storedKeys().length).toBeGreaterThan(tables.applications.count());
    const gets = ids.filter((id) => endpoints[id].method === 'GET');
    let answered = 0;
    for (const id of gets) {
      for (const token of [admin.accessToken, user.accessToken]) {
        const res = await raw('GET', getPath(id), { token });
        expectNoStoredKey(res, id);
        if (res.status === 200) answered++;
      }
    }
    expect(answered).toBeGreaterThan(gets.length); // most of them answered data
    // Where a key is shown, it is the mask of the stored key.
    const owner = (await raw('GET', '/api/my-owner', { token: admin.accessToken })).json as {
      subsclight_api_key_masked: string;
    };
    expect(owner.subsclight_api_key_masked).toBe(maskSecret(tables.owners.all()[0]!.apiKey));
    const { application } = (await raw('GET', '/api/my-application', { token: admin.accessToken })).json as {
      application: { application_id: string; api_key: string; subsclight_api_key: string };
    };
    const row = tables.applications.get(application.application_id)!;
    expect(application).toMatchObject({
      api_key: maskSecret(row.apiKey),
      subsclight_api_key: maskSecret(row.billingApiKey),
    });
  });

  it('every response that can carry a key is checked below, or is a reveal call', () => {
    expect(keyBearingIds.length).toBeGreaterThanOrEqual(10);
    const carryAKey = ids.filter((id) =>
      namesAnApiKey(z.toJSONSchema(endpoints[id].response, { io: 'output', unrepresentable: 'any' })),
    );
    expect(carryAKey.sort()).toEqual([...keyBearingIds, 'revealMyOwnerKey'].sort());
    expect(Object.keys(keyBearingRequests).sort()).toEqual([...keyBearingIds].sort());
  });

  it('nor on any call that answers an application or an owner (creates, updates, a new key), as an ADMIN', async () => {
    resetDatabase('empty');
    const { accessToken: token } = await signIn('admin');
    const ownerKey = 'sl_live_OWNER_SECRET_0001';
    const appKey = 'sl_live_APP_SECRET_00002';
    const answers: Array<[string, RawResponse]> = [];
    for (const [id, request] of Object.entries(keyBearingRequests)) {
      const { path, body } = request({ ownerKey, appKey });
      const res = await raw(endpoints[id as EndpointId].method, path, { token, body });
      expect(res.status, `${id}: ${JSON.stringify(res.json)}`).toBeLessThan(300);
      expectNoStoredKey(res, id);
      for (const key of [ownerKey, appKey, `${ownerKey}X`, `${appKey}Y`])
        expect(JSON.stringify(res.json), id).not.toContain(key);
      answers.push([id, res]);
    }
    const answer = (id: string) => answers.find(([a]) => a === id)![1].json;
    expect(answer('createMyOwner')).toMatchObject({ subsclight_api_key_masked: maskSecret(ownerKey) });
    expect(answer('updateMyOwner')).toMatchObject({ subsclight_api_key_masked: maskSecret(`${ownerKey}X`) });
    expect(answer('updateMyApplication')).toMatchObject({
      application: { subsclight_api_key: maskSecret(`${appKey}Y`) },
    });
    // Stored in full (the server needs them), which is what makes the checks above meaningful.
    expect(storedKeys()).toEqual(expect.arrayContaining([`${ownerKey}X`, `${appKey}Y`]));
    expect(storedKeys().length).toBeGreaterThanOrEqual(5);
  });

  it('the reveal calls, and only they, answer the whole key (as stored)', async () => {
    const { accessToken: token } = await signIn('admin');
    const app = [...tables.applications.all()].sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1))[0]!;
    const internal = await raw('POST', endpoints.revealMyApplicationKey.path, { token, body: { which: 'internal' } });
    const billing = await raw('POST', endpoints.revealMyApplicationKey.path, { token, body: { which: 'billing' } });
    const owner = await raw('POST', endpoints.revealMyOwnerKey.path, { token });
    expect([internal.json, billing.json, owner.json]).toEqual([
      { key: app.apiKey },
      { key: app.billingApiKey },
      { subsclight_api_key: tables.owners.all()[0]!.apiKey },
    ]);
    expect(REVEALS.every((id) => endpoints[id].method === 'POST' && endpoints[id].access === 'admin')).toBe(true);
  });
});

type KeyBearingRequest = (keys: { ownerKey: string; appKey: string }) => { path: string; body?: unknown };
const appId = () => tables.applications.all()[0]!.id;
const appBody = { name: '秘密のアプリ', description: '説明', version: '1.0.0' };

/**
 * A valid request for every call whose response carries an application or an owner, called in
 * this order from the `empty` scenario: first the owner and my application.
 */
const keyBearingRequests: Record<string, KeyBearingRequest> = {
  createMyOwner: ({ ownerKey }) => ({
    path: '/api/my-owner',
    body: { subsclight_api_key: ownerKey, subsclight_site: 'secret-shop' },
  }),
  createMyApplication: ({ appKey }) => ({
    path: '/api/my-application',
    body: { ...appBody, subsclight_api_key: appKey, subsclight_site: 'secret-shop' },
  }),
  getMyOwner: () => ({ path: '/api/my-owner' }),
  updateMyOwner: ({ ownerKey }) => ({
    path: '/api/my-owner',
    body: { subsclight_api_key: `${ownerKey}X`, subsclight_site: 'secret-shop' },
  }),
  getMyApplication: () => ({ path: '/api/my-application' }),
  updateMyApplication: ({ appKey }) => ({
    path: '/api/my-application',
    body: { ...appBody, version: '1.0.1', subsclight_api_key: `${appKey}Y`, subsclight_site: 'secret-shop' },
  }),
  listMyApplications: () => ({ path: '/api/my-applications' }),
  createApplicationFromProduct: () => {
    const product = tables.productSettings.all()[0]!;
    return {
      path: '/api/applications/create-from-product',
      body: {
        ...appBody,
        name: `${product.name} App`,
        description: `${product.name}のライセンス管理アプリケーション`,
        product_setting_id: product.id,
        product_setting_name: product.name,
      },
    };
  },
  createApplication: () => ({ path: '/applications', body: appBody }),
  listApplications: () => ({ path: '/applications' }),
  getApplication: () => ({ path: `/applications/${appId()}` }),
  updateApplication: () => ({ path: `/applications/${appId()}`, body: { ...appBody, name: '改名した秘密のアプリ' } }),
  regenerateApplicationKey: () => ({ path: `/applications/${appId()}/regenerate-key` }),
};

describe('the licence-signing key never leaves the server', () => {
  /** The private key in every form a leak could take: base64, base64url, hex, PKCS#8, JWK `d`. */
  const privateForms = () => {
    const seed = fromBase64(tables.signingKeys.all()[0]!.privateSeed)!;
    const b64 = tables.signingKeys.all()[0]!.privateSeed;
    const pkcs8 = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.from(seed)]);
    return [
      b64,
      b64.replace(/=+$/, ''),
      Buffer.from(seed).toString('base64url'),
      toHex(seed),
      toHex(seed).toUpperCase(),
      pkcs8.toString('base64'),
      pkcs8.toString('base64url'),
    ];
  };

  it('on every GET of the catalog and every call of the licence files, for an ADMIN and a USER', async () => {
    const admin = await signIn('admin');
    const user = await signIn('user');
    const forms = privateForms();
    expect(forms[0]!.length).toBe(44);
    const expectNoPrivateKey = (res: RawResponse, context: string) => {
      const text = JSON.stringify(res.json);
      for (const form of forms) expect(text, `${context} answered the private key`).not.toContain(form);
    };
    for (const id of ids.filter((i) => endpoints[i].method === 'GET')) {
      for (const token of [admin.accessToken, user.accessToken])
        expectNoPrivateKey(await raw('GET', getPath(id), { token }), id);
    }
    let answered = 0;
    for (const id of EXTENSIONS.licenseFiles.calls) {
      const res = await extensionCall(id, admin.accessToken);
      if (res.status === 200) answered++;
      expectNoPrivateKey(res, id);
    }
    expect(answered).toBe(EXTENSIONS.licenseFiles.calls.length);
    // The public half is there, which is what makes the check meaningful.
    expect((await raw('GET', '/api/license-files/signing-key', { token: admin.accessToken })).json).toMatchObject({
      publicKey: expect.any(String),
    });
  });

  it('no response schema names a private key', () => {
    const names = ids.map((id) =>
      JSON.stringify(z.toJSONSchema(endpoints[id].response, { io: 'output', unrepresentable: 'any' })),
    );
    for (const schema of names) expect(schema).not.toMatch(/"(privateKey|privateSeed|private_key|d)"\s*:/);
  });
});

describe('console output in the source', () => {
  const root = join(process.cwd(), 'src');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
    });
  const CONSOLE = /\bconsole\.(log|info|warn|error|debug|trace|dir|table)\s*\(([^;]*)/g;

  it('the console itself logs only fixed Japanese texts, with an error message, a React stack, a call and a field name, or the config file problem', () => {
    const calls = files(root)
      .filter((f) => !relative(root, f).startsWith('mocks'))
      .flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(CONSOLE)].map(
          // One line per call, whatever the formatter's layout: whitespace collapsed, no trailing comma.
          (m) =>
            `${relative(root, f)}: console.${m[1]}(${m[2]!
              .replace(/\s+/g, ' ')
              .replace(/,?\s*\)$/, ')')
              .trim()}`,
        ),
      );
    expect(calls).toEqual([
      "api/reading/read-response.ts: console.warn(`必要な項目のない行を表示していません: ${def.method} ${def.path} ${count}件（最初の行: ${reason ?? '読めない行'}）`)",
      "app/shell-actors.ts: console.warn('ログアウトAPIの呼び出しに失敗しました', params.error instanceof Error ? params.error.message : params.error)",
      "main.tsx: console.error('設定ファイルを読み込めませんでした', read.url, read.problem)",
      "screens/shell/error-boundary.tsx: console.error('画面の描画に失敗しました', error, info.componentStack)",
    ]);
  });

  it('the mock backend never logs a request, a token, a password or a key', () => {
    const calls = files(join(root, 'mocks')).flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(CONSOLE)].map((m) => m[2]!),
    );
    expect(calls.length).toBeGreaterThan(0);
    // What is printed besides fixed text: the expressions (string literals and the fixed parts
    // of template literals removed).
    const expressions = (args: string) =>
      args
        .replace(/'[^']*'|"[^"]*"/g, '')
        .replace(/`[^`]*`/g, (t) => [...t.matchAll(/\$\{([^}]*)\}/g)].map((m) => m[1]).join(' '));
    for (const args of calls)
      expect(expressions(args), args).not.toMatch(/token|password|apiKey|api_key|authorization|request|body|session/i);
  });
});
