// Extensions are discovered, never an error (src/api/catalog/capabilities.ts, the client): from the
// capabilities document, or call by call on a server without one (the mock's `spec` profile).
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testApiClient } from '../../support/api.ts';
import { recordRequests } from '../../support/record-requests.ts';
import { signIn } from '../mocks/_helpers.ts';
import { clearCapabilityMemories, sharedCapabilityMemory } from '../../../src/api/catalog/capability-memory.ts';
import { createApiClient } from '../../../src/api/client/client.ts';
import { API_BASE_URL } from '../../../src/api/client/config.ts';
import { isAbsent, isApiError } from '../../../src/api/client/errors.ts';
import { tokenStorage } from '../../../src/api/client/token-storage.ts';
import { EXTENSION_IDS } from '../../../src/api/catalog/extensions.ts';
import { inOperation } from '../../../src/api/resources/list-adapter.ts';
import { OPERATION_ID_HEADER } from '../../../src/shared/constants.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { tables } from '../../../src/mocks/db.ts';
import { configureMock } from '../../../src/mocks/settings.ts';

const failure = async (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );

describe('with a capabilities document', () => {
  it('knows every extension at once, and a 404 of a present one is that call’s own answer', async () => {
    await signIn('admin');
    const api = testApiClient();
    await api.capabilities.discover();
    for (const id of EXTENSION_IDS) expect(api.capabilities.state(id), id).toBe('present');
    const error = await failure(api.call('getLicenseHistory', { params: { id: 'no-such-licence' } }));
    expect(isApiError(error) && error.kind).toBe('http');
    expect(api.capabilities.state('licenseHistory')).toBe('present');
  });

  it('marks what the document leaves out absent, without calling it', async () => {
    await signIn('admin');
    server.use(
      http.get('*/api/capabilities', () =>
        HttpResponse.json({ extensions: ['capabilities', 'listQueries', 'auditLog'] }),
      ),
    );
    const api = testApiClient();
    await api.capabilities.discover();
    expect(api.capabilities.state('trends')).toBe('absent');
    const trends = recordRequests('GET', '/api/dashboard/trends');
    const error = await failure(api.call('getDashboardTrends', { query: { days: 30 } }));
    expect(isAbsent(error)).toBe(true);
    expect((error as Error).message).toBe('このサーバーではダッシュボードの推移を利用できません');
    expect(trends).toHaveLength(0);
  });
});

describe('on a server with only the contract (spec profile)', () => {
  it('learns an extension is absent from its first 404, says so calmly, and never calls it again', async () => {
    await signIn('admin');
    configureMock({ profile: 'spec' });
    const api = testApiClient();
    const calls = recordRequests('GET', '/api/audit-log');
    const first = await failure(api.call('listAuditLog', { query: { page: 1, pageSize: 10 } }));
    expect(isAbsent(first)).toBe(true);
    expect((first as Error).message).toBe('このサーバーでは操作履歴を利用できません');
    expect(isApiError(first) && first.detail).toBe('サーバーが GET /api/audit-log に対応すると利用できます。');
    expect(api.capabilities.state('auditLog')).toBe('absent');
    expect(isAbsent(await failure(api.call('listAuditLog', {})))).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('sends no X-Operation-Id to a server that does not read it (its CORS may refuse the header)', async () => {
    await signIn('admin');
    configureMock({ profile: 'spec' });
    const api = testApiClient();
    await api.capabilities.discover();
    const revokes = recordRequests('POST', /\/licenses\/[^/]+\/revoke$/);
    const headers: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => void headers.push(request.headers.get(OPERATION_ID_HEADER)));
    const licence = tables.licenses.all().find((l) => l.status === 'ACTIVE')!;
    await inOperation(api, crypto.randomUUID()).call('revokeLicense', { params: { id: licence.id } });
    expect(revokes).toHaveLength(1);
    expect(headers.every((h) => h === null)).toBe(true);
    server.events.removeAllListeners('request:start');
  });

  it('drops the body fields of an absent extension (a policy and features of a new licence), keeping the contract’s', async () => {
    await signIn('admin');
    configureMock({ profile: 'spec' });
    const api = testApiClient();
    await failure(api.call('listLicensePolicies', {}));
    await failure(api.call('getLicenseEntitlements', { params: { id: tables.licenses.all()[0]!.id } }));
    expect([api.capabilities.state('licensePolicies'), api.capabilities.state('entitlements')]).toEqual([
      'absent',
      'absent',
    ]);
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/licenses')
        void request
          .clone()
          .json()
          .then((b) => bodies.push(b));
    });
    const app = tables.applications.all()[0]!;
    const holder = tables.users.all().find((u) => u.role === 'USER')!;
    const policy = tables.licensePolicies.all().find((p) => p.applicationId === app.id)!;
    await api.call('createLicense', {
      body: {
        applicationId: app.id,
        userId: holder.id,
        type: 'perpetual',
        maxActivations: 1,
        policyId: policy.id,
        entitlements: ['BASIC'],
      },
    });
    await expect.poll(() => bodies.length).toBe(1);
    expect(bodies[0]).toEqual({ applicationId: app.id, userId: holder.id, type: 'perpetual', maxActivations: 1 });
    server.events.removeAllListeners('request:start');
  });

  it('a probe finds the audit log absent before any screen asks', async () => {
    await signIn('admin');
    configureMock({ profile: 'spec' });
    const api = testApiClient();
    api.capabilities.probe('auditLog');
    await expect.poll(() => api.capabilities.state('auditLog')).toBe('absent');
  });

  it('a 405 or 501 also means absent; a 5xx or a network failure of an extension stays an error', async () => {
    await signIn('admin');
    configureMock({ profile: 'spec' });
    for (const status of [405, 501]) {
      server.use(
        http.get('*/api/dashboard/trends', () => HttpResponse.json({ error: 'x', message: 'x' }, { status }), {
          once: true,
        }),
      );
      const api = testApiClient();
      expect(isAbsent(await failure(api.call('getDashboardTrends', {}))), String(status)).toBe(true);
    }
    server.use(
      http.get('*/api/dashboard/trends', () => HttpResponse.json({ error: 'x', message: 'x' }, { status: 503 }), {
        once: true,
      }),
    );
    const api = testApiClient();
    const error = await failure(api.call('getDashboardTrends', {}));
    expect(isAbsent(error)).toBe(false);
    expect(isApiError(error) && error.status).toBe(503);
    expect(api.capabilities.state('trends')).toBe('unknown');
  });
});

describe('with our mock', () => {
  it('sends X-Operation-Id with a bulk run’s calls once the audit log is known present', async () => {
    await signIn('admin');
    const api = testApiClient();
    await api.capabilities.discover();
    const headers: (string | null)[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'POST') headers.push(request.headers.get(OPERATION_ID_HEADER));
    };
    server.events.on('request:start', listener);
    const licence = tables.licenses.all().find((l) => l.status === 'ACTIVE')!;
    const operationId = crypto.randomUUID();
    await inOperation(api, operationId).call('revokeLicense', { params: { id: licence.id } });
    server.events.removeListener('request:start', listener);
    expect(headers).toEqual([operationId]);
  });
});

describe('kept for the browser session', () => {
  it('a reload or another tab neither asks for the document nor calls an extension found absent; after sign-out the next session asks again', async () => {
    await signIn('admin');
    configureMock({ profile: 'spec' });
    const asked = recordRequests('GET', '/api/capabilities');
    const trends = recordRequests('GET', '/api/dashboard/trends');
    const page = () =>
      createApiClient({
        baseUrl: API_BASE_URL,
        tokens: tokenStorage,
        capabilityMemory: sharedCapabilityMemory(API_BASE_URL),
      });
    const first = page();
    expect(isAbsent(await failure(first.call('getDashboardTrends', {})))).toBe(true);
    expect([asked.length, trends.length]).toEqual([1, 1]);

    const reloaded = page();
    expect(reloaded.capabilities.state('trends')).toBe('absent');
    await reloaded.capabilities.discover();
    expect(isAbsent(await failure(reloaded.call('getDashboardTrends', {})))).toBe(true);
    expect([asked.length, trends.length]).toEqual([1, 1]);

    // Another tab shares the browser's localStorage, not this tab's sessionStorage.
    sessionStorage.clear();
    const otherTab = page();
    expect(otherTab.capabilities.state('trends')).toBe('absent');
    await otherTab.capabilities.discover();
    expect([asked.length, trends.length]).toEqual([1, 1]);

    clearCapabilityMemories();
    await page().capabilities.discover();
    expect(asked).toHaveLength(2);
  });
});
