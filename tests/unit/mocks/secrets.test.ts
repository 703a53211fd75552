// Secrets on the wire and in the source (issue 9):
// - the billing-provider API key is stored in full but only ever sent masked (maskSecret), on
//   every call of the catalog that answers data, and on the calls that set it;
// - the console's own code (src outside the mock backend) logs nothing but two known texts,
//   neither of which can carry a token or a key.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPath, endpoints, type EndpointId } from '../../../src/api/endpoints.ts';
import { maskSecret } from '../../../src/shared/format.ts';
import { tables } from '../../../src/mocks/db.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { raw, signIn } from './_helpers.ts';

/** Every billing key the database holds in full. */
const billingKeys = () =>
  [...tables.owners.all().map((o) => o.apiKey), ...tables.applications.all().map((a) => a.billingApiKey)].filter((k): k is string => typeof k === 'string' && k.length > 0);

/** A real id for a GET path, so that the call answers data. */
function getPath(id: EndpointId): string {
  const path = endpoints[id].path;
  const idFor: Array<[RegExp, () => string]> = [
    [/^\/licenses\//, () => tables.licenses.all()[0]!.id],
    [/^\/devices\//, () => tables.devices.all()[0]!.id],
    [/^\/users\//, () => tables.users.all()[0]!.id],
    [/^\/applications\//, () => tables.applications.all()[0]!.id],
    [/^\/api\/license-quota\//, () => tables.owners.all()[0]!.id],
    [/^\/api\/subsclight\/product-settings\//, () => tables.productSettings.all()[0]!.id],
  ];
  if (!path.includes(':')) return path;
  const found = idFor.find(([pattern]) => pattern.test(path));
  if (!found) throw new Error(`secrets test: no id for ${path}`);
  return buildPath(path, { id: found[1]() });
}

describe('the billing API key never leaves the server in full', () => {
  it('on every GET of the catalog, for an ADMIN and a USER', async () => {
    const admin = await signIn('admin');
    const user = await signIn('user');
    const keys = billingKeys();
    expect(keys.length).toBeGreaterThan(0);
    const gets = (Object.keys(endpoints) as EndpointId[]).filter((id) => endpoints[id].method === 'GET');
    let answered = 0;
    for (const id of gets) {
      for (const token of [admin.accessToken, user.accessToken]) {
        const res = await raw('GET', getPath(id), { token });
        const text = JSON.stringify(res.json);
        for (const key of keys) expect(text, `${id}`).not.toContain(key);
        if (res.status === 200) answered++;
      }
    }
    expect(answered).toBeGreaterThan(gets.length); // most of them answered data
    // Where the key is shown, it is the mask of the stored key.
    const owner = (await raw('GET', '/api/my-owner', { token: admin.accessToken })).json as { subsclight_api_key_masked: string };
    expect(owner.subsclight_api_key_masked).toBe(maskSecret(tables.owners.all()[0]!.apiKey));
  });

  it('nor on the calls that set it (owner and my application, create and update)', async () => {
    resetDatabase('empty');
    const { accessToken: token } = await signIn('admin');
    const ownerKey = 'sl_live_OWNER_SECRET_0001';
    const appKey = 'sl_live_APP_SECRET_00002';
    const answers = [
      await raw('POST', '/api/my-owner', { token, body: { subsclight_api_key: ownerKey, subsclight_site: 'secret-shop' } }),
      await raw('POST', '/api/my-application', {
        token,
        body: { name: '秘密のアプリ', description: '説明', version: '1.0.0', subsclight_api_key: appKey, subsclight_site: 'secret-shop' },
      }),
      await raw('PUT', '/api/my-owner', { token, body: { subsclight_api_key: `${ownerKey}X`, subsclight_site: 'secret-shop' } }),
      await raw('PUT', '/api/my-application', {
        token,
        body: { name: '秘密のアプリ', description: '説明', version: '1.0.1', subsclight_api_key: `${appKey}Y`, subsclight_site: 'secret-shop' },
      }),
    ];
    for (const res of answers) {
      expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
      const text = JSON.stringify(res.json);
      for (const key of [ownerKey, appKey, `${ownerKey}X`, `${appKey}Y`]) expect(text).not.toContain(key);
    }
    expect(answers[0]!.json).toMatchObject({ subsclight_api_key_masked: maskSecret(ownerKey) });
    expect(answers[2]!.json).toMatchObject({ subsclight_api_key_masked: maskSecret(`${ownerKey}X`) });
    expect(answers[3]!.json).toMatchObject({ application: { subsclight_api_key: maskSecret(`${appKey}Y`) } });
    // Stored in full (the server needs it), which is what makes the checks above meaningful.
    expect(billingKeys()).toEqual(expect.arrayContaining([`${ownerKey}X`, `${appKey}Y`]));
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

  it('the console itself logs only two fixed Japanese texts, with an error message or a React stack', () => {
    const calls = files(root)
      .filter((f) => !relative(root, f).startsWith('mocks'))
      .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(CONSOLE)].map((m) => `${relative(root, f)}: console.${m[1]}(${m[2]!.trim()}`));
    expect(calls).toEqual([
      "app/shell-actors.ts: console.warn('ログアウトAPIの呼び出しに失敗しました', params.error instanceof Error ? params.error.message : params.error)",
      "screens/shell/error-boundary.tsx: console.error('画面の描画に失敗しました', error, info.componentStack)",
    ]);
  });

  it('the mock backend never logs a request, a token, a password or a key', () => {
    const calls = files(join(root, 'mocks')).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(CONSOLE)].map((m) => m[2]!));
    expect(calls.length).toBeGreaterThan(0);
    // What is printed besides fixed text: the expressions (string literals and the fixed parts
    // of template literals removed).
    const expressions = (args: string) =>
      args
        .replace(/'[^']*'|"[^"]*"/g, '')
        .replace(/`[^`]*`/g, (t) => [...t.matchAll(/\$\{([^}]*)\}/g)].map((m) => m[1]).join(' '));
    for (const args of calls) expect(expressions(args), args).not.toMatch(/token|password|apiKey|api_key|authorization|request|body|session/i);
  });
});
