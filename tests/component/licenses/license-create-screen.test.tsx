import { configure, screen, waitFor, within } from '@testing-library/react';
import { format, parseISO } from 'date-fns';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { licenseKeys } from '../../../src/api/resources/licensing/licenses.ts';
import { tables } from '../../../src/mocks/db.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { LicenseCreateScreen } from '../../../src/screens/licenses/license-create-screen.tsx';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { expectToast } from './support.tsx';
import { chooseOption, combobox, openCombobox } from '../../support/dropdown.ts';

// Server round-trips through msw on a shared 2-core machine: give findBy/waitFor room.
configure({ asyncUtilTimeout: 5000 });

type Rendered = Awaited<ReturnType<typeof renderCreate>>;

async function renderCreate() {
  const account = await signInAs('admin');
  const [apps, users] = await Promise.all([
    callApi('listApplicationsForLicense', {}),
    callApi('listUsers', { query: { role: 'USER', page: 1, pageSize: 100, sortField: 'email', sortOrder: 'asc' } }),
  ]);
  const rendered = renderScreen(<LicenseCreateScreen />, { path: '/licenses/create', user: account });
  await screen.findByRole('heading', { level: 1, name: '新規ライセンス作成' });
  return { ...rendered, app: apps.applications[0]!, holder: users.users[0]! };
}

/** Records POST /licenses bodies and lets the mock answer. */
function recordCreates() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/licenses', async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
      return undefined;
    }),
  );
  return bodies;
}

const fieldError = (input: HTMLElement) => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((x) => x.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

async function fillRequired(r: Rendered, type: '永続' | 'サブスクリプション' = 'サブスクリプション') {
  await waitFor(() => expect(combobox('アプリケーション')).toBeEnabled());
  await chooseOption(r.user, 'アプリケーション', r.app.name);
  await chooseOption(r.user, 'ユーザー', new RegExp(escapeRegExp(r.holder.email)));
  await r.user.click(screen.getByRole('radio', { name: type }));
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const submitButton = () => screen.getByRole('button', { name: '作成' });

describe('New licence form', () => {
  it('summarises the chosen application and lists users with email, role and tenant', async () => {
    const r = await renderCreate();
    await chooseOption(r.user, 'アプリケーション', r.app.name);
    const summary = await screen.findByRole('region', { name: '選択中のアプリケーション' });
    const value = (label: string) => within(summary).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('アプリケーション名')).toHaveTextContent(r.app.name);
    expect(value('バージョン')).toHaveTextContent(r.app.version ?? '未設定');
    expect(value('ステータス')).toHaveTextContent(/アクティブ|非アクティブ|停止中/);
    expect(value('説明')).toHaveTextContent(r.app.description);
    expect(value('アプリケーションID')).toHaveTextContent(r.app.id);

    const users = await openCombobox(r.user, 'ユーザー');
    const option = await within(users).findByRole('option', {
      name: new RegExp(escapeRegExp(r.holder.email)),
      hidden: true,
    });
    expect(option).toHaveTextContent('一般ユーザー');
    expect(option).toHaveTextContent(`テナント: ${r.holder.tenantId ?? '-'}`);
  });

  it('shows the docs/product.md §5 messages next to their fields, with max activations 1 by default', async () => {
    const bodies = recordCreates();
    const r = await renderCreate();
    expect(screen.getByLabelText('最大アクティベーション数')).toHaveValue('1');
    expect(screen.getByRole('group', { name: 'ライセンスタイプ' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '永続' })).toBeChecked();
    expect(screen.getByLabelText('終了日')).toBeDisabled();
    await r.user.click(submitButton());
    await waitFor(() => expect(fieldError(combobox('アプリケーション'))).toBe('アプリケーションの選択は必須です'));
    expect(fieldError(combobox('ユーザー'))).toBe('ユーザーの選択は必須です');
    // The first type is preselected (docs/adr/0050-licence-form-preselects-perpetual.md), so only
    // the others are missing.
    expect(screen.queryByText('ライセンスタイプは必須です')).toBeNull();
    expect(screen.getByLabelText('アプリケーション')).toHaveAttribute('aria-invalid', 'true');

    const max = screen.getByLabelText('最大アクティベーション数');
    await r.user.clear(max);
    await r.user.click(submitButton());
    await waitFor(() =>
      expect(fieldError(screen.getByLabelText('最大アクティベーション数'))).toBe('最大アクティベーション数は必須です'),
    );
    await r.user.type(max, '0');
    await r.user.click(submitButton());
    await waitFor(() =>
      expect(fieldError(screen.getByLabelText('最大アクティベーション数'))).toBe('1以上を指定してください'),
    );
    expect(bodies).toEqual([]);
  });

  it("perpetual clears and disables the end date, which says '永続的ライセンスは無期限です'", async () => {
    const r = await renderCreate();
    await r.user.click(screen.getByRole('radio', { name: 'サブスクリプション' }));
    const end = screen.getByLabelText('終了日');
    await r.user.type(end, '2030-01-15');
    expect(end).toHaveValue('2030-01-15');
    await r.user.click(screen.getByRole('radio', { name: '永続' }));
    expect(screen.getByLabelText('終了日')).toBeDisabled();
    expect(screen.getByLabelText('終了日')).toHaveValue('');
    expect(screen.getByLabelText('終了日')).toHaveAttribute('placeholder', '永続的ライセンスは無期限です');
    expect(screen.getByText('永続的ライセンスは無期限です', { selector: 'small' })).toBeInTheDocument();
  });

  it('creates the licence from IME-typed text (３ activations, full-width and 年月日 dates as calendar days), refreshes the list and returns to /licenses', async () => {
    const bodies = recordCreates();
    const r = await renderCreate();
    r.queryClient.setQueryData(licenseKeys.list({ page: 1, pageSize: 25 }), { licenses: [], total: 0 });
    await fillRequired(r);
    const max = screen.getByLabelText('最大アクティベーション数');
    await r.user.clear(max);
    await r.user.type(max, '３');
    await r.user.type(screen.getByLabelText('開始日'), '2030年1月1日');
    await r.user.type(screen.getByLabelText('終了日'), '２０３０／１２／３１　');
    await r.user.tab();
    // Each box shows what the form holds: the ASCII number, the day in one format.
    expect(max).toHaveValue('3');
    expect(screen.getByLabelText('開始日')).toHaveValue('2030/01/01');
    expect(screen.getByLabelText('終了日')).toHaveValue('2030/12/31');
    await r.user.click(submitButton());
    await expectToast('ライセンスが作成されました');
    await waitFor(() => expect(r.location.history.at(-1)).toBe('/licenses'));
    expect(bodies).toEqual([
      {
        applicationId: r.app.id,
        userId: r.holder.id,
        type: 'subscription',
        maxActivations: 3,
        startDate: new Date(2030, 0, 1).toISOString(),
        // The end of the chosen day in the user's zone.
        endDate: new Date(2030, 11, 31, 23, 59, 59, 999).toISOString(),
        expiresAt: new Date(2030, 11, 31, 23, 59, 59, 999).toISOString(),
      },
    ]);
    expect(r.queryClient.getQueryState(licenseKeys.list({ page: 1, pageSize: 25 }))?.isInvalidated).toBe(true);
  });

  it('sends a perpetual licence with no end date and no expiry', async () => {
    const bodies = recordCreates();
    const r = await renderCreate();
    await fillRequired(r, '永続');
    await r.user.click(submitButton());
    await expectToast('ライセンスが作成されました');
    expect(bodies[0]).toMatchObject({ type: 'perpetual', maxActivations: 1, endDate: null, expiresAt: null });
  });

  it('quick-creates a subscription licence expiring in 365 days (an application without a default policy)', async () => {
    for (const p of tables.licensePolicies.all()) tables.licensePolicies.patch(p.id, { isDefault: false });
    const bodies = recordCreates();
    const r = await renderCreate();
    await chooseOption(r.user, 'アプリケーション', r.app.name);
    await chooseOption(r.user, 'ユーザー', new RegExp(escapeRegExp(r.holder.email)));
    const before = Date.now();
    await r.user.click(screen.getByRole('button', { name: 'クイック作成（365日）' }));
    await expectToast('ライセンスが作成されました');
    const body = bodies[0]!;
    expect(body).toMatchObject({
      applicationId: r.app.id,
      userId: r.holder.id,
      type: 'subscription',
      maxActivations: 1,
    });
    const days = (Date.parse(String(body.expiresAt)) - Date.parse(String(body.startDate))) / 86_400_000;
    expect(days).toBe(365);
    expect(Date.parse(String(body.startDate))).toBeGreaterThanOrEqual(before - 1000);
  });

  it('quick-create still needs an application and a user', async () => {
    const bodies = recordCreates();
    const r = await renderCreate();
    await r.user.click(screen.getByRole('button', { name: 'クイック作成（365日）' }));
    await waitFor(() => expect(fieldError(combobox('アプリケーション'))).toBe('アプリケーションの選択は必須です'));
    expect(fieldError(combobox('ユーザー'))).toBe('ユーザーの選択は必須です');
    expect(bodies).toEqual([]);
  });

  it("keeps every typed value after a failed save: 'ライセンスの作成に失敗しました'", async () => {
    server.use(http.post('*/licenses', () => HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 })));
    const r = await renderCreate();
    await fillRequired(r);
    const max = screen.getByLabelText('最大アクティベーション数');
    await r.user.clear(max);
    await r.user.type(max, '4');
    await r.user.click(submitButton());
    await expectToast('ライセンスの作成に失敗しました');
    expect(r.location.history.at(-1)).toBe('/licenses/create');
    expect(screen.getByLabelText('アプリケーション')).toHaveValue(r.app.name);
    expect(screen.getByLabelText('ユーザー')).toHaveValue(r.holder.email);
    expect(screen.getByRole('radio', { name: 'サブスクリプション' })).toBeChecked();
    expect(screen.getByLabelText('最大アクティベーション数')).toHaveValue('4');
    expect(submitButton()).toBeEnabled();
  });

  it("shows the server's refusal text and its field messages", async () => {
    server.use(
      http.post('*/licenses', () =>
        HttpResponse.json(
          {
            error: '入力内容に誤りがあります',
            message: 'x',
            fields: { maxActivations: ['10000以下を指定してください'] },
          },
          { status: 400 },
        ),
      ),
    );
    const r = await renderCreate();
    await fillRequired(r);
    await r.user.click(submitButton());
    await expectToast('入力内容に誤りがあります');
    await waitFor(() =>
      expect(fieldError(screen.getByLabelText('最大アクティベーション数'))).toBe('10000以下を指定してください'),
    );
  });

  it("shows 'ライセンス枠不足' when the server refuses for quota, and keeps the form", async () => {
    resetDatabase('quota-exhausted');
    // The form does not know the figures yet: the server decides.
    server.use(http.get('*/api/license-quota/:id', () => delay('infinite')));
    const r = await renderCreate();
    await fillRequired(r);
    await r.user.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'ライセンス枠不足' });
    expect(dialog).toHaveTextContent('ライセンス枠が不足しています');
    expect(within(dialog).getByText('利用可能枠').nextElementSibling).toHaveTextContent('0');
    expect(dialog).toHaveTextContent('ライセンス枠情報が最新でない可能性があります');
    await r.user.click(within(dialog).getAllByRole('button', { name: '閉じる' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ライセンス枠不足' })).toBeNull());
    expect(screen.getByLabelText('アプリケーション')).toHaveValue(r.app.name);
    expect(r.location.history.at(-1)).toBe('/licenses/create');
  });

  it('submits once on a double click and disables the button while saving', async () => {
    let calls = 0;
    server.use(
      http.post('*/licenses', async () => {
        calls += 1;
        await delay(200);
        return undefined;
      }),
    );
    const r = await renderCreate();
    await fillRequired(r);
    await r.user.dblClick(submitButton());
    await waitFor(() => expect(submitButton()).toBeDisabled());
    await expectToast('ライセンスが作成されました');
    expect(calls).toBe(1);
  });

  it('says so when the applications cannot be loaded', async () => {
    server.use(
      http.get('*/api/applications/for-license', () =>
        HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 }),
      ),
    );
    const account = await signInAs('admin');
    renderScreen(<LicenseCreateScreen />, { path: '/licenses/create', user: account });
    expect(await screen.findByText('アプリケーション一覧の読み込みに失敗しました')).toBeInTheDocument();
  });

  describe('remaining quota', () => {
    const quotaPanel = () => screen.findByRole('region', { name: 'ライセンス枠' });
    const figure = (panel: HTMLElement, label: string) =>
      within(panel).getByText(label, { selector: 'dt' }).nextElementSibling;

    async function ownerQuota() {
      const owner = await callApi('getMyOwner', {});
      if (!owner.exists) throw new Error('the scenario has an owner');
      return callApi('getQuota', { params: { id: owner.owner_id } });
    }

    it('shows the available, purchased and used slots and the last sync (yyyy/MM/dd HH:mm)', async () => {
      await renderCreate();
      const quota = await ownerQuota();
      const panel = await quotaPanel();
      await waitFor(() => expect(figure(panel, '利用可能枠')).toHaveTextContent(String(quota.license_quota_available)));
      expect(quota.license_quota_available).toBeGreaterThan(0);
      expect(figure(panel, '購入済み枠')).toHaveTextContent(String(quota.license_quota_total));
      expect(figure(panel, '使用中枠')).toHaveTextContent(String(quota.license_quota_used));
      expect(figure(panel, '最終同期')).toHaveTextContent(format(parseISO(quota.last_updated!), 'yyyy/MM/dd HH:mm'));
      expect(figure(panel, '最終同期')?.textContent).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
      expect(panel).not.toHaveTextContent('ライセンス枠が残っていないため');
    });

    it("with the 'quota-exhausted' scenario, submitting shows 'ライセンス枠不足' with the figures and sends nothing", async () => {
      resetDatabase('quota-exhausted');
      const bodies = recordCreates();
      const r = await renderCreate();
      const quota = await ownerQuota();
      const panel = await quotaPanel();
      await waitFor(() => expect(figure(panel, '利用可能枠')).toHaveTextContent('0'));
      expect(panel).toHaveTextContent('ライセンス枠が残っていないため、新しいライセンスを作成できません。');
      expect(panel).toHaveTextContent('ライセンス枠情報が最新でない可能性があります');
      await fillRequired(r);
      await r.user.click(submitButton());
      const dialog = await screen.findByRole('dialog', { name: 'ライセンス枠不足' });
      expect(dialog).toHaveTextContent('ライセンス枠が不足しています');
      expect(within(dialog).getByText('購入済み枠').nextElementSibling).toHaveTextContent(
        String(quota.license_quota_total),
      );
      expect(within(dialog).getByText('使用中枠').nextElementSibling).toHaveTextContent(
        String(quota.license_quota_used),
      );
      expect(within(dialog).getByText('利用可能枠').nextElementSibling).toHaveTextContent('0');
      // The quick-create is refused the same way, and neither sent a request.
      await r.user.click(within(dialog).getAllByRole('button', { name: '閉じる' }).at(-1)!);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ライセンス枠不足' })).toBeNull());
      await r.user.click(screen.getByRole('button', { name: 'クイック作成（365日）' }));
      await screen.findByRole('dialog', { name: 'ライセンス枠不足' });
      expect(bodies).toEqual([]);
      expect(r.location.history.at(-1)).toBe('/licenses/create');
    });

    it('without an owner it says the quota cannot be checked, and the server decides', async () => {
      server.use(http.get('*/api/my-owner', () => HttpResponse.json({ exists: false })));
      await renderCreate();
      const panel = await quotaPanel();
      await within(panel).findByText('オーナーが設定されていないため、ライセンス枠を確認できません。');
    });

    it("says 'ライセンス枠の取得に失敗しました' with a retry when the quota cannot be loaded", async () => {
      let fail = true;
      server.use(
        http.get('*/api/license-quota/:id', () =>
          fail ? HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 }) : undefined,
        ),
      );
      const r = await renderCreate();
      const panel = await quotaPanel();
      await within(panel).findByText('ライセンス枠の取得に失敗しました');
      fail = false;
      await r.user.click(within(panel).getByRole('button', { name: '再試行' }));
      await waitFor(() => expect(within(panel).getByText('利用可能枠', { selector: 'dt' })).toBeInTheDocument());
    });
  });
});
