// The new licence form with the extensions: a policy fills the form (every value still
// editable), the features of the application are chosen, the quick-create issues from the
// application's default policy, and 複製 opens the form filled. On a contract-only server none
// of it shows and the form sends the contract's payload.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { addYears, format } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { tables } from '../../../src/mocks/db.ts';
import { configureMock } from '../../../src/mocks/settings.ts';
import { LicenseCreateScreen } from '../../../src/screens/licenses/license-create-screen.tsx';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { chooseOption, combobox } from '../../support/dropdown.ts';
import { expectToast } from './support.tsx';
import { recordCreates } from './license-create-support.tsx';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => window.history.replaceState(null, ''));

const firstApp = () => [...tables.applications.all()].sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1))[0]!;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function renderCreate() {
  const account = await signInAs('admin');
  const { users } = await callApi('listUsers', {
    query: { role: 'USER', page: 1, pageSize: 100, sortField: 'email', sortOrder: 'asc' },
  });
  const rendered = renderScreen(<LicenseCreateScreen />, { path: '/licenses/create', user: account });
  await screen.findByRole('heading', { level: 1, name: '新規ライセンス作成' });
  await waitFor(() => expect(combobox('アプリケーション')).toBeEnabled());
  return { ...rendered, holder: users[0]! };
}

const endOfDayIn = (years: number) => format(addYears(new Date(), years), 'yyyy/MM/dd');

describe('New licence form with policies and features', () => {
  it('a policy fills type, end date, activations and features, each still editable; the licence is issued from it', async () => {
    const bodies = recordCreates();
    const r = await renderCreate();
    await chooseOption(r.user, 'アプリケーション', firstApp().name);
    await chooseOption(r.user, 'ユーザー', new RegExp(escape(r.holder.email)));
    await chooseOption(r.user, 'ライセンスポリシー', 'プロフェッショナル（年間）（1年）');
    expect(screen.getByRole('radio', { name: 'サブスクリプション' })).toBeChecked();
    expect(screen.getByLabelText('終了日')).toHaveValue(endOfDayIn(1));
    expect(screen.getByLabelText('最大アクティベーション数')).toHaveValue('5');
    const features = screen.getByRole('group', { name: '機能' });
    for (const name of [/基本機能/, /CSV出力/, /PDF出力/, /クラウド同期/, /API連携/])
      expect(within(features).getByRole('checkbox', { name })).toBeChecked();
    expect(within(features).getByRole('checkbox', { name: /優先サポート/ })).not.toBeChecked();
    // Still editable: fewer activations, one feature less, one more.
    await r.user.clear(screen.getByLabelText('最大アクティベーション数'));
    await r.user.type(screen.getByLabelText('最大アクティベーション数'), '2');
    await r.user.click(within(features).getByRole('checkbox', { name: /API連携/ }));
    await r.user.click(within(features).getByRole('checkbox', { name: /優先サポート/ }));
    await r.user.click(screen.getByRole('button', { name: '作成' }));
    await expectToast('ライセンスが作成されました');
    const policy = tables.licensePolicies
      .all()
      .find((p) => p.applicationId === firstApp().id && p.name === 'プロフェッショナル（年間）')!;
    expect(bodies[0]).toMatchObject({
      policyId: policy.id,
      maxActivations: 2,
      type: 'subscription',
      entitlements: ['BASIC', 'EXPORT_CSV', 'EXPORT_PDF', 'CLOUD_SYNC', 'PRIORITY_SUPPORT'],
    });
    const issued = tables.licenses.all().at(-1)!;
    expect(tables.licenseTerms.get(issued.id)).toMatchObject({
      policyId: policy.id,
      grantsJson: '["PRIORITY_SUPPORT"]',
      removalsJson: '["API_ACCESS"]',
    });
  });

  it("the quick-create issues from the application's default policy", async () => {
    const bodies = recordCreates();
    const r = await renderCreate();
    await chooseOption(r.user, 'アプリケーション', firstApp().name);
    await chooseOption(r.user, 'ユーザー', new RegExp(escape(r.holder.email)));
    await r.user.click(await screen.findByRole('button', { name: 'クイック作成（スタンダード（年間））' }));
    await expectToast('ライセンスが作成されました');
    const policy = tables.licensePolicies.all().find((p) => p.applicationId === firstApp().id && p.isDefault)!;
    expect(bodies[0]).toMatchObject({
      policyId: policy.id,
      type: 'subscription',
      maxActivations: 3,
      entitlements: ['BASIC', 'EXPORT_CSV'],
    });
    expect(format(new Date(String(bodies[0]!.endDate)), 'yyyy/MM/dd')).toBe(endOfDayIn(1));
  });

  it('複製 opens the form filled from the licence it copies', async () => {
    const policy = tables.licensePolicies
      .all()
      .find((p) => p.applicationId === firstApp().id && p.name === '買い切り')!;
    const holder = tables.users.all().find((u) => u.role === 'USER')!;
    window.history.replaceState(
      {
        key: 'PRO-AAAA-BBBB-CCCC-DDDD',
        values: {
          applicationId: firstApp().id,
          userId: holder.id,
          type: 'perpetual',
          maxActivations: 4,
          endDate: null,
          policyId: policy.id,
          entitlements: ['BASIC', 'MULTI_USER'],
        },
      },
      '',
    );
    const bodies = recordCreates();
    const r = await renderCreate();
    expect(
      screen.getByText('ライセンス PRO-AAAA-BBBB-CCCC-DDDD を複製しています。新しいキーで発行されます。'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('アプリケーション')).toHaveValue(firstApp().name));
    expect(screen.getByRole('radio', { name: '永続' })).toBeChecked();
    expect(screen.getByLabelText('最大アクティベーション数')).toHaveValue('4');
    expect(await screen.findByRole('checkbox', { name: /複数ユーザー/ })).toBeChecked();
    await r.user.click(screen.getByRole('button', { name: '作成' }));
    await expectToast('ライセンスが作成されました');
    expect(bodies[0]).toMatchObject({
      applicationId: firstApp().id,
      userId: holder.id,
      type: 'perpetual',
      maxActivations: 4,
      policyId: policy.id,
      entitlements: ['BASIC', 'MULTI_USER'],
    });
  });

  it('on a contract-only server: no policy, no features, the contract’s payload', async () => {
    configureMock({ profile: 'spec' });
    const bodies = recordCreates();
    const r = await renderCreate();
    await chooseOption(r.user, 'アプリケーション', firstApp().name);
    await chooseOption(r.user, 'ユーザー', new RegExp(escape(r.holder.email)));
    expect(screen.queryByRole('combobox', { name: 'ライセンスポリシー' })).toBeNull();
    expect(screen.queryByRole('group', { name: '機能' })).toBeNull();
    await r.user.click(screen.getByRole('button', { name: 'クイック作成（365日）' }));
    await expectToast('ライセンスが作成されました');
    expect(Object.keys(bodies[0]!).sort()).toEqual([
      'applicationId',
      'endDate',
      'expiresAt',
      'maxActivations',
      'startDate',
      'type',
      'userId',
    ]);
  });
});
