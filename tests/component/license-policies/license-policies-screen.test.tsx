// ライセンスポリシー: each application's policies and features, creating, editing and deleting a
// policy with the product's style of messages, its licence file time to live, adding a feature;
// on a server without policies, the calm notice.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { tables } from '../../../src/mocks/db.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { configureMock } from '../../../src/mocks/settings.ts';
import { LicensePoliciesScreen } from '../../../src/screens/license-policies/license-policies-screen.tsx';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { chooseOption } from '../../support/dropdown.ts';
import { expectToast } from '../licenses/support.tsx';
import { slowDiscovery } from '../../support/slow-discovery.ts';

configure({ asyncUtilTimeout: 5000 });

const firstApp = () => [...tables.applications.all()].sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1))[0]!;

async function renderPolicies() {
  const user = await signInAs('admin');
  const rendered = renderScreen(<LicensePoliciesScreen />, { path: '/license-policies', user });
  await screen.findByRole('heading', { level: 1, name: 'ライセンスポリシー' });
  return rendered;
}

const cardOf = async (name: string, app = firstApp().name) => {
  const list = await screen.findByRole('list', { name: `${app} のライセンスポリシー` });
  return within(list).getByRole('article', { name: new RegExp(`^${name}`) });
};
const dialog = () => screen.getByRole('dialog');
/** The card once it shows every text: feature names and the file time to live come after discovery. */
const cardShowing = (name: string, ...texts: string[]) =>
  waitFor(async () => {
    const card = await cardOf(name);
    for (const text of texts) expect(card).toHaveTextContent(text);
    return card;
  });

describe('ライセンスポリシー', () => {
  // The screen first renders before the server's extensions are known, as on a loaded host.
  beforeEach(() => slowDiscovery());

  it("lists each application's policies: default, term, activations, window, grace, features and licences issued", async () => {
    await renderPolicies();
    const issued = tables.licenseTerms
      .all()
      .filter(
        (t) =>
          t.policyId ===
          tables.licensePolicies
            .all()
            .find((p) => p.name === 'スタンダード（年間）' && p.applicationId === firstApp().id)!.id,
      ).length;
    const card = await cardShowing(
      'スタンダード（年間）',
      ...['サブスクリプション', '1年', '3', '72時間', '7日', '基本機能', 'CSV出力', `${issued}件`],
    );
    expect(within(card).getByText('既定')).toBeInTheDocument();
    expect(await cardOf('買い切り')).toHaveTextContent('無期限');
    expect(await screen.findByRole('list', { name: `${firstApp().name} の機能` })).toHaveTextContent('EXPORT_PDF');
  });

  it('creates a policy: messages in the product’s style first, full-width digits read as digits, the first application chosen by the filter', async () => {
    const r = await renderPolicies();
    await chooseOption(r.user, 'アプリケーションで絞り込み', firstApp().name);
    await r.user.click(screen.getByRole('button', { name: '新規ポリシー' }));
    const form = dialog();
    await r.user.clear(within(form).getByLabelText('期間'));
    await r.user.click(within(form).getByRole('button', { name: '作成' }));
    expect(await within(form).findByText('ポリシー名は必須です')).toBeInTheDocument();
    expect(within(form).getByText('サブスクリプションのポリシーには期間が必須です')).toBeInTheDocument();
    await r.user.type(within(form).getByLabelText('ポリシー名'), '月額ライト');
    await r.user.type(within(form).getByLabelText('期間'), '１');
    await chooseOption(r.user, '期間の単位', 'ヶ月');
    await r.user.clear(within(form).getByLabelText('最大アクティベーション数'));
    await r.user.type(within(form).getByLabelText('最大アクティベーション数'), '２');
    // The application's features arrive with its catalogue: a user waits for the checkbox too.
    await r.user.click(await within(form).findByRole('checkbox', { name: /PDF出力/ }));
    await r.user.click(within(form).getByRole('button', { name: '作成' }));
    await expectToast('ライセンスポリシーを作成しました');
    const card = await cardOf('月額ライト');
    for (const text of ['1ヶ月', '2', 'PDF出力', '0件']) expect(card).toHaveTextContent(text);
    expect(tables.licensePolicies.all().find((p) => p.name === '月額ライト')).toMatchObject({
      durationValue: 1,
      durationUnit: 'month',
      maxActivations: 2,
      entitlementsJson: '["EXPORT_PDF"]',
    });
  });

  it('a failed save keeps every value and says why; editing says issued licences stay as they are', async () => {
    const r = await renderPolicies();
    await r.user.click(
      within(await cardOf('プロフェッショナル（年間）')).getByRole('button', {
        name: 'ポリシー「プロフェッショナル（年間）」を編集',
      }),
    );
    const form = dialog();
    expect(form).toHaveTextContent('発行済みのライセンスは変わりません');
    const name = within(form).getByLabelText('ポリシー名');
    await r.user.clear(name);
    await r.user.type(name, 'スタンダード（年間）');
    await r.user.click(within(form).getByRole('button', { name: '保存' }));
    expect(
      await within(form).findByText('このアプリケーションには同じ名前のポリシーが既にあります'),
    ).toBeInTheDocument();
    expect(name).toHaveValue('スタンダード（年間）');
    await r.user.clear(name);
    await r.user.type(name, 'プロ');
    await r.user.click(within(form).getByRole('button', { name: '保存' }));
    await expectToast('ライセンスポリシーを更新しました');
    expect(await cardOf('プロ')).toBeInTheDocument();
  });

  it('a licence file time to live: shown on the card, chosen in the form, or none', async () => {
    const r = await renderPolicies();
    const policy = tables.licensePolicies
      .all()
      .find((p) => p.applicationId === firstApp().id && p.name === 'スタンダード（年間）')!;
    await cardShowing('スタンダード（年間）', 'ライセンスファイルの有効期間なし（既定の期間）');
    await cardShowing('プロフェッショナル（年間）', 'ライセンスファイルの有効期間90日');
    await r.user.click(
      within(await cardOf('スタンダード（年間）')).getByRole('button', {
        name: 'ポリシー「スタンダード（年間）」を編集',
      }),
    );
    expect(
      within(dialog()).getByText('ライセンスファイル発行時に最初から選ばれる有効期間（なし: 既定の期間）'),
    ).toBeInTheDocument();
    await chooseOption(r.user, 'ライセンスファイルの有効期間', '7日');
    await r.user.click(within(dialog()).getByRole('button', { name: '保存' }));
    await expectToast('ライセンスポリシーを更新しました');
    await waitFor(async () =>
      expect(await cardOf('スタンダード（年間）')).toHaveTextContent('ライセンスファイルの有効期間7日'),
    );
    expect(tables.licensePolicies.get(policy.id)!.licenseFileTtlDays).toBe(7);
  });

  it('deletes after a confirmation naming the licences issued from it, which keep their terms', async () => {
    const r = await renderPolicies();
    const policy = tables.licensePolicies
      .all()
      .find((p) => p.applicationId === firstApp().id && p.name === 'スタンダード（年間）')!;
    const issued = tables.licenseTerms.all().filter((t) => t.policyId === policy.id).length;
    await r.user.click(
      within(await cardOf('スタンダード（年間）')).getByRole('button', {
        name: 'ポリシー「スタンダード（年間）」を削除',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'ライセンスポリシーの削除' });
    expect(confirm).toHaveTextContent(
      `このポリシーから発行された${issued}件のライセンスは、発行時の内容のまま残ります。`,
    );
    await r.user.click(within(confirm).getByRole('button', { name: 'はい' }));
    await expectToast('ライセンスポリシーを削除しました');
    expect(tables.licensePolicies.get(policy.id)).toBeUndefined();
    expect(tables.licenseTerms.all().filter((t) => t.policyId === policy.id)).toHaveLength(issued);
  });

  it('adds a feature to an application, its code read in capitals', async () => {
    const r = await renderPolicies();
    await r.user.click(await screen.findByRole('button', { name: `${firstApp().name} に機能を追加` }));
    const form = dialog();
    await r.user.type(within(form).getByLabelText('機能コード'), 'offline mode');
    await r.user.type(within(form).getByLabelText('機能名'), 'オフライン利用');
    await r.user.click(within(form).getByRole('button', { name: '機能を追加' }));
    expect(await within(form).findByText(/機能コードは英大文字で始め/)).toBeInTheDocument();
    await r.user.clear(within(form).getByLabelText('機能コード'));
    await r.user.type(within(form).getByLabelText('機能コード'), 'ｏｆｆｌｉｎｅ_mode');
    await r.user.click(within(form).getByRole('button', { name: '機能を追加' }));
    await expectToast('機能を追加しました');
    await waitFor(() =>
      expect(screen.getByRole('list', { name: `${firstApp().name} の機能` })).toHaveTextContent('OFFLINE_MODE'),
    );
  });

  it('on a server without policies it says so calmly, with the call it would need', async () => {
    configureMock({ profile: 'spec' });
    await renderPolicies();
    expect(await screen.findByText('このサーバーではライセンスポリシーを利用できません')).toBeInTheDocument();
    expect(
      screen.getByText(
        'サーバーが GET /api/license-policies、POST /api/license-policies、PUT /api/license-policies/:id、DELETE /api/license-policies/:id、GET /api/licenses/:id/policy に対応すると利用できます。',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('ライセンスポリシーの読み込みに失敗しました')).toBeNull();
    expect(screen.queryByRole('button', { name: '再試行' })).toBeNull();
  });

  it('a failed read offers a retry', async () => {
    server.use(
      http.get('*/api/license-policies', () => HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 }), {
        once: true,
      }),
    );
    const r = await renderPolicies();
    await r.user.click(await screen.findByRole('button', { name: '再試行' }));
    expect(await cardOf('スタンダード（年間）')).toBeInTheDocument();
  });
});
