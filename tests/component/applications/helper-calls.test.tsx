// The contract's helper calls whose paths it leaves open are extensions with a fallback on the
// contract's calls: against a server with only the contract (the mock's `spec` profile)
// マイアプリケーション lists GET /applications, create-from-product creates with POST /applications
// naming the product, the licence form's applications come from GET /applications; and a path
// an operator mapped in config.json is the one called.
import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi, testApiClient } from '../../support/api.ts';
import { recordRequests } from '../../support/record-requests.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { listMyApplications } from '../../../src/api/resources/applications.ts';
import { createApiClient } from '../../../src/api/client/client.ts';
import { API_BASE_URL } from '../../../src/api/client/config.ts';
import { listApplicationsForLicense } from '../../../src/api/resources/licensing/licenses.ts';
import { getLicenseUsage, syncQuota } from '../../../src/api/resources/accounts/owner.ts';
import { tokenStorage } from '../../../src/api/client/token-storage.ts';
import { tables } from '../../../src/mocks/db.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { configureMock } from '../../../src/mocks/settings.ts';
import { ApplicationListScreen } from '../../../src/screens/applications/application-list-screen.tsx';
import { CreateFromProductScreen } from '../../../src/screens/applications/create-from-product-screen.tsx';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => window.history.replaceState(null, ''));

describe('on a server with only the contract', () => {
  it('マイアプリケーション lists the applications of GET /applications: no error, no retry', async () => {
    const admin = await signInAs('admin');
    configureMock({ profile: 'spec' });
    const helper = recordRequests('GET', '/api/my-applications');
    const contract = recordRequests('GET', '/applications');
    renderScreen(<ApplicationListScreen />, { path: '/applications', user: admin });
    const cards = await screen.findByRole('list', { name: 'マイアプリケーション' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(tables.applications.count());
    expect(within(cards).getByText('CADビューア Pro')).toBeInTheDocument();
    expect(screen.queryByText('アプリケーション一覧の読み込みに失敗しました')).toBeNull();
    expect(screen.queryByRole('button', { name: '再試行' })).toBeNull();
    expect(helper).toHaveLength(1);
    expect(contract).toHaveLength(1);
  });

  it('create-from-product creates with POST /applications, naming the product by id and name', async () => {
    const admin = await signInAs('admin');
    const { product_settings } = await callApi('listProductSettings', {});
    const setting = product_settings.find((p) => p.name === 'スタンダードプラン')!;
    configureMock({ profile: 'spec' });
    const posts = recordRequests('POST', '/applications');
    window.history.replaceState({ productSetting: setting }, '');
    const { user } = renderScreen(<CreateFromProductScreen />, {
      path: '/applications/create-from-product',
      user: admin,
    });
    await user.click(screen.getByRole('button', { name: '作成' }));
    expect(await screen.findByText('アプリケーションが正常に作成されました！')).toBeInTheDocument();
    expect(screen.queryByText('アプリケーションの作成に失敗しました')).toBeNull();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({
      name: 'スタンダードプラン App',
      version: '1.0.0',
      product_setting_id: setting.id,
      product_setting_name: 'スタンダードプラン',
    });
    const made = tables.applications.all().find((a) => a.name === 'スタンダードプラン App')!;
    expect(made.productSettingName).toBe('スタンダードプラン');
  });

  it("the licence form's applications come from GET /applications, asked once", async () => {
    await signInAs('admin');
    configureMock({ profile: 'spec' });
    const helper = recordRequests('GET', '/api/applications/for-license');
    const api = testApiClient();
    const first = await listApplicationsForLicense(api);
    await listApplicationsForLicense(api);
    expect(first.applications.map((a) => a.id).sort()).toEqual(
      tables.applications
        .all()
        .map((a) => a.id)
        .sort(),
    );
    expect(first.applications[0]).toEqual(
      expect.objectContaining({ name: expect.any(String), status: expect.any(String) }),
    );
    // Known absent after the first 404: not asked again.
    expect(helper).toHaveLength(1);
  });
});

describe('paths an operator mapped (config.json `paths`)', () => {
  const client = (paths: Parameters<typeof createApiClient>[0]['paths']) =>
    createApiClient({ baseUrl: API_BASE_URL, tokens: tokenStorage, paths });

  it('calls the mapped path instead of ours, and reads it', async () => {
    await signInAs('admin');
    const ours = recordRequests('GET', '/api/my-applications');
    const mapped = recordRequests('GET', '/v2/apps');
    const { applications } = await callApi('listApplications', {});
    server.use(http.get('*/v2/apps', () => HttpResponse.json(applications.slice(0, 2))));
    const apps = await listMyApplications(client({ myApplications: '/v2/apps' }));
    expect(apps.map((a) => a.application_id)).toEqual(applications.slice(0, 2).map((a) => a.application_id));
    expect(mapped).toHaveLength(1);
    expect(ours).toHaveLength(0);
  });

  it("maps the licence usage and quota sync by owner, keeping the owner's id in the path", async () => {
    await signInAs('admin');
    const owner = tables.owners.all()[0]!;
    const usage = recordRequests('GET', `/v2/owners/${owner.id}/usage`);
    const sync = recordRequests('POST', `/v2/owners/${owner.id}/sync`);
    server.use(
      http.get('*/v2/owners/:id/usage', () =>
        HttpResponse.json({ license_quota_total: 5, license_quota_used: 1, license_quota_available: 4 }),
      ),
      http.post('*/v2/owners/:id/sync', () =>
        HttpResponse.json({ license_quota_total: 5, license_quota_used: 1, license_quota_available: 4 }),
      ),
    );
    const api = client({ licenseUsage: '/v2/owners/:id/usage', quotaSync: '/v2/owners/:id/sync' });
    expect((await getLicenseUsage(api, owner.id)).license_quota_total).toBe(5);
    expect((await syncQuota(api, owner.id)).license_quota_available).toBe(4);
    expect(usage).toHaveLength(1);
    expect(sync).toHaveLength(1);
  });
});
