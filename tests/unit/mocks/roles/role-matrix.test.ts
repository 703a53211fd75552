// The role matrix (docs/product.md §6) from the catalog's `access`: every endpoint without a token,
// as a USER and as an ADMIN (401 / 403 as the access says, refusals change nothing).
import { afterAll, describe, expect, it } from 'vitest';
import { buildPath, endpoints, type EndpointId } from '../../../../src/api/catalog/endpoints.ts';
import { auth as authText } from '../../../../src/shared/messages/auth.ts';
import { common } from '../../../../src/shared/messages/common.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { devicesOf } from '../../../../src/mocks/domain/users.ts';
import { databaseText, demoUserId, errorBody, raw, signIn } from '../_helpers.ts';
import { ids, byAccess } from './support.ts';

/** A real id of the kind the path names, so that a pass through the gate reaches real data. */
function realPath(id: EndpointId): string {
  const path = endpoints[id].path;
  if (!path.includes(':')) return path;
  const own = devicesOf(demoUserId());
  const pick: Array<[RegExp, () => string]> = [
    [/^\/(api\/)?licenses\//, () => tables.licenses.all()[0]!.id],
    [/^\/(devices|api\/my-devices)\//, () => (own.find((d) => d.status === 'ACTIVE') ?? own[0]!).id],
    [/^\/users\//, () => demoUserId()],
    [/^\/(api\/)?applications\//, () => tables.applications.all()[0]!.id],
    [/^\/api\/license-policies\//, () => tables.licensePolicies.all()[0]!.id],
    [/^\/api\/license-quota\//, () => tables.owners.all()[0]!.id],
    [/^\/api\/subsclight\/product-settings\//, () => tables.productSettings.all()[0]!.id],
  ];
  const found = pick.find(([pattern]) => pattern.test(path));
  if (!found) throw new Error(`roles test: no real id for ${path}; add one to realPath`);
  return buildPath(path, { id: found[1]() });
}

const call = (id: EndpointId, token: string | null, path = realPath(id)) =>
  raw(endpoints[id].method, path, { token, body: endpoints[id].method === 'GET' ? undefined : {} });

let cells = 0;
afterAll(() => {
  if (cells > 0)
    console.log(`[roles] ${cells} endpoint × role cells checked (${ids.length} endpoints × anonymous, USER, ADMIN)`);
});

describe('the role matrix over every endpoint of the catalog', () => {
  it('the catalog has the three kinds of access', () => {
    expect(byAccess('public').length).toBeGreaterThanOrEqual(3);
    expect(byAccess('authenticated').length).toBeGreaterThanOrEqual(10);
    expect(byAccess('admin').length).toBeGreaterThan(30);
    expect(byAccess('public').length + byAccess('authenticated').length + byAccess('admin').length).toBe(ids.length);
  });

  it.each(ids)('%s', async (id) => {
    const access = endpoints[id].access;
    const user = await signIn('user');
    const admin = await signIn('admin');
    const before = databaseText();

    const anonymous = await call(id, null);
    if (access === 'public') expect([401, 403], 'public call refused without a token').not.toContain(anonymous.status);
    else {
      expect(errorBody(anonymous, 401)).toMatchObject({
        message: authText.unauthenticated,
        error: authText.unauthenticated,
      });
      expect(databaseText()).toBe(before);
    }
    cells++;

    const asUser = await call(id, user.accessToken);
    if (access === 'admin') {
      expect(errorBody(asUser, 403)).toMatchObject({ message: common.forbidden, code: 'FORBIDDEN' });
      expect(databaseText()).toBe(before);
    } else expect([401, 403], `USER refused: ${JSON.stringify(asUser.json)}`).not.toContain(asUser.status);
    expect(asUser.status).toBeLessThan(500);
    cells++;

    // Last: it may change data (delete, logout), which is what an ADMIN may do.
    const asAdmin = await call(id, admin.accessToken);
    expect([401, 403], `ADMIN refused: ${JSON.stringify(asAdmin.json)}`).not.toContain(asAdmin.status);
    expect(asAdmin.status).toBeLessThan(500);
    cells++;
  });

  it('an unknown or malformed token is a 401 like no token', async () => {
    for (const authorization of ['Bearer mock-at-forged', 'Bearer ', 'Basic YWRtaW46QWRtaW4xMjMh', 'mock-at-forged']) {
      const res = await fetch('http://localhost:3000/api/dashboard', { headers: { Authorization: authorization } });
      expect(res.status, authorization).toBe(401);
    }
    expect(errorBody(await raw('GET', '/api/dashboard', { token: 'mock-at-forged' }), 401).message).toBe(
      authText.unauthenticated,
    );
  });
});
