// The licence detail's policy, features and actions (extensions), on the real list against the
// mock: what an admin sees and changes, what the server refuses and why, and what a USER and a
// contract-only server see. 延長 and 譲渡 are driven through their statecharts in
// tests/model/screens/.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tables } from '../../../src/mocks/db.ts';
import { configureMock } from '../../../src/mocks/settings.ts';
import { LicenseListScreen } from '../../../src/screens/licenses/license-list-screen.tsx';
import { MyLicensesScreen } from '../../../src/screens/my-licenses/my-licenses-screen.tsx';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { expectToast, rowOf } from './support.tsx';

configure({ asyncUtilTimeout: 5000 });

type LicenceRow = ReturnType<typeof tables.licenses.all>[number];
const demoUserId = () => tables.users.all().find((u) => u.email === 'user@example.com')!.id;
const licenceWhere = (match: (l: LicenceRow) => boolean) =>
  tables.licenses.all().find((l) => l.userId !== demoUserId() && match(l))!;

async function openDetail(license: LicenceRow) {
  const user = await signInAs('admin');
  const rendered = renderScreen(<LicenseListScreen />, {
    path: `/licenses?q=${encodeURIComponent(license.key)}`,
    user,
  });
  await rendered.user.click(
    within(await rowOf(license.key)).getByRole('button', { name: `ライセンス ${license.key} の詳細` }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'ライセンス詳細' });
  return { ...rendered, dialog };
}

const features = (dialog: HTMLElement) => within(dialog).findByRole('list', { name: '機能' });
const actionButton = (dialog: HTMLElement, name: string) => within(dialog).findByRole('button', { name });

describe('licence detail: policy and features', () => {
  it('names the policy and lists what the licence unlocks, inherited or granted one-off; an admin edits the one-offs', async () => {
    const license = licenceWhere(
      (l) => l.status === 'ACTIVE' && tables.licenseTerms.get(l.id)?.grantsJson === '["PRIORITY_SUPPORT"]',
    );
    const terms = tables.licenseTerms.get(license.id)!;
    const { dialog, user } = await openDetail(license);
    expect(await within(dialog).findByText(terms.policyName!)).toBeInTheDocument();
    const list = await features(dialog);
    expect(within(list).getByText('優先サポート').closest('li')).toHaveTextContent('個別に付与');
    expect(within(list).getByText('基本機能').closest('li')).toHaveTextContent('ポリシー');
    await user.click(within(dialog).getByRole('button', { name: '機能を編集' }));
    const editor = await within(dialog).findByRole('group', { name: '有効にする機能' });
    await user.click(within(editor).getByRole('checkbox', { name: /基本機能/ }));
    await user.click(within(editor).getByRole('checkbox', { name: /複数ユーザー/ }));
    expect(
      within(editor)
        .getByRole('checkbox', { name: /基本機能/ })
        .closest('li'),
    ).toHaveTextContent('個別に除外');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await expectToast('ライセンスの機能を更新しました');
    await waitFor(async () =>
      expect(
        within(await features(dialog))
          .getByText('複数ユーザー')
          .closest('li'),
      ).toHaveTextContent('個別に付与'),
    );
    expect(within(await features(dialog)).queryByText('基本機能')).toBeNull();
    expect(within(dialog).getByText(/個別に除外した機能: 基本機能/)).toBeInTheDocument();
  });

  it('a USER sees what their licence unlocks in マイライセンス, without editing', async () => {
    const user = await signInAs('user');
    const own = tables.licenses.all().find((l) => l.userId === demoUserId() && tables.licenseTerms.get(l.id))!;
    const rendered = renderScreen(<MyLicensesScreen />, { path: '/my-licenses', user });
    await rendered.user.click(await screen.findByText(new RegExp(`^${own.key.slice(0, 16)}`)));
    const dialog = await screen.findByRole('dialog', { name: 'ライセンス詳細' });
    const list = await features(dialog);
    expect(list).toHaveTextContent('基本機能');
    expect(within(dialog).getByText(tables.licenseTerms.get(own.id)!.policyName!)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '機能を編集' })).toBeNull();
    expect(within(dialog).queryByRole('heading', { name: 'ライセンスの操作' })).toBeNull();
  });
});

describe('licence detail: actions', () => {
  it('延長 of an EXPIRED licence counts from now, says it will be usable again, and it is', async () => {
    const license = licenceWhere(
      (l) => l.status === 'ACTIVE' && l.expiresAt !== null && Date.parse(l.expiresAt) < Date.now(),
    );
    const { dialog, user } = await openDetail(license);
    await user.click(await actionButton(dialog, '延長'));
    const extend = await screen.findByRole('dialog', { name: 'ライセンスの延長' });
    expect(extend).toHaveTextContent('有効期限が過ぎているため、今から延長します。');
    await user.click(within(extend).getByRole('radio', { name: '日付を指定' }));
    await user.type(within(extend).getByLabelText('延長後の有効期限'), '２０９９年１２月３１日');
    await user.tab();
    await user.click(within(extend).getByRole('button', { name: '延長後の日付を確認' }));
    expect(await within(extend).findByText('2099/12/31 23:59')).toBeInTheDocument();
    expect(extend).toHaveTextContent('期限切れのライセンスは、延長すると有効に戻ります。');
    await user.click(within(extend).getByRole('button', { name: '延長する' }));
    expect(await within(extend).findByText('期限切れだったライセンスが有効に戻りました')).toBeInTheDocument();
    expect(extend).toHaveTextContent('有効期限を 2099/12/31 23:59 まで延長しました');
    await waitFor(() =>
      expect(within(dialog).getByText('ステータス', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        'アクティブ',
      ),
    );
  });

  it('アクティベーションのリセット asks first, naming how many devices, then frees the slots', async () => {
    const license = licenceWhere((l) => l.status === 'ACTIVE' && l.currentActivations >= 2);
    const { dialog, user } = await openDetail(license);
    await user.click(await actionButton(dialog, 'アクティベーションのリセット'));
    const confirm = await screen.findByRole('dialog', { name: 'アクティベーションのリセット' });
    expect(confirm).toHaveTextContent(
      `このライセンスでアクティブな${license.currentActivations}台のデバイスをすべて無効化し、枠を空けます。`,
    );
    await user.click(within(confirm).getByRole('button', { name: 'リセットする' }));
    await expectToast(`${license.currentActivations}台のデバイスを無効化しました。アクティベーションの枠が空きました`);
    await waitFor(() =>
      expect(within(dialog).getByText('アクティベーション', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        `0 / ${license.maxActivations}`,
      ),
    );
    expect(await actionButton(dialog, 'アクティベーションのリセット')).toBeDisabled();
    expect(
      within(dialog).getByText('アクティベーションのリセット: リセットするアクティベーションがありません'),
    ).toBeInTheDocument();
  });

  it('the maximum activations: never below the current ones, the bar’s colours previewed', async () => {
    const license = licenceWhere((l) => l.status === 'ACTIVE' && l.currentActivations === 2 && l.maxActivations >= 3);
    const { dialog, user } = await openDetail(license);
    await user.click(await actionButton(dialog, '最大アクティベーション数を変更'));
    const form = await screen.findByRole('dialog', { name: '最大アクティベーション数の変更' });
    const input = within(form).getByLabelText('新しい最大アクティベーション数');
    const bar = within(form).getByRole('progressbar', { name: '変更後のアクティベーション使用率' });
    await user.clear(input);
    await user.type(input, '2');
    expect(bar).toHaveAttribute('data-severity', 'error');
    expect(form).toHaveTextContent('アクティベーション数が上限に達しています');
    await user.clear(input);
    await user.type(input, '１');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(
      await within(form).findByText('最大アクティベーション数は現在のアクティベーション数（2）以上にしてください'),
    ).toBeInTheDocument();
    expect(tables.licenses.get(license.id)!.maxActivations).toBe(license.maxActivations);
    await user.clear(input);
    await user.type(input, '２');
    expect(bar).toHaveAttribute('data-severity', 'error');
    await user.clear(input);
    await user.type(input, '20');
    expect(bar).toHaveAttribute('data-severity', 'normal');
    await user.clear(input);
    await user.type(input, '２');
    await user.type(input, '{Backspace}');
    await user.type(input, '3');
    expect(bar).toHaveAttribute('data-severity', 'normal');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await expectToast('最大アクティベーション数を変更しました');
    expect(tables.licenses.get(license.id)!.maxActivations).toBe(3);
    await waitFor(() =>
      expect(within(dialog).getByText('アクティベーション', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        '2 / 3',
      ),
    );
  });

  it('a REVOKED licence offers no lifecycle action, and says why', async () => {
    const license = licenceWhere((l) => l.status === 'REVOKED');
    const { dialog } = await openDetail(license);
    for (const name of ['延長', '譲渡', '最大アクティベーション数を変更'])
      expect(await actionButton(dialog, name)).toBeDisabled();
    expect(
      within(dialog).getByText('延長: 無効化されたライセンスは延長できません。先に有効化してください。'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('譲渡: 無効化されたライセンスは譲渡できません')).toBeInTheDocument();
  });

  it('複製 opens the new-licence form with the licence’s application, holder, policy and features', async () => {
    const license = licenceWhere(
      (l) =>
        l.status === 'ACTIVE' && l.type === 'subscription' && tables.licenseTerms.get(l.id)?.policyId !== undefined,
    );
    const { dialog, user, location } = await openDetail(license);
    await within(dialog).findByRole('list', { name: '機能' });
    await user.click(await actionButton(dialog, '複製'));
    await waitFor(() => expect(location.history.at(-1)).toBe('/licenses/create'));
    const state = window.history.state as { key: string; values: Record<string, unknown> } | null;
    // wouter's memory location keeps no state; the browser's history holds it in the console.
    if (state)
      expect(state).toMatchObject({
        key: license.key,
        values: {
          applicationId: license.applicationId,
          userId: license.userId,
          policyId: tables.licenseTerms.get(license.id)!.policyId,
        },
      });
  });

  it('on a contract-only server: no policy, no features, no lifecycle action; 複製 stays', async () => {
    configureMock({ profile: 'spec' });
    const license = licenceWhere((l) => l.status === 'ACTIVE' && l.currentActivations > 0);
    const { dialog } = await openDetail(license);
    expect(await actionButton(dialog, '複製')).toBeEnabled();
    await waitFor(() => expect(within(dialog).queryByRole('heading', { name: '機能' })).toBeNull());
    for (const name of ['延長', 'アクティベーションのリセット', '譲渡', '最大アクティベーション数を変更'])
      expect(within(dialog).queryByRole('button', { name })).toBeNull();
    expect(within(dialog).queryByText('ライセンスポリシー', { selector: 'dt' })).toBeNull();
    expect(within(dialog).queryByText(/失敗しました|確認できませんでした/)).toBeNull();
  });
});
