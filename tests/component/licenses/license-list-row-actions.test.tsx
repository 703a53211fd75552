// The licence list's row actions: revoke, activate, delete.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { chooseOption } from '../../support/dropdown.ts';
import { signInAs } from '../../support/render.tsx';
import {
  cellTexts,
  dataRows,
  expectToast,
  licenseTable,
  renderLicenseList,
  rowOf,
  waitForRowsToSettle,
} from './support.tsx';

// Server round-trips through msw on a shared 2-core machine: give findBy/waitFor room.
configure({ asyncUtilTimeout: 5000 });

const firstKeyWithStatus = async (status: 'ACTIVE' | 'REVOKED') => {
  const { licenses } = await callApi('listLicenses', { query: { status, page: 1, pageSize: 1 } });
  return licenses[0]!;
};

describe('Licence list: revoke, activate, delete', () => {
  it("revokes a licence: 'ライセンスが無効化されました' and the row turns REVOKED", async () => {
    await signInFirst();
    const target = await firstKeyWithStatus('ACTIVE');
    const { user } = await renderLicenseList();
    await searchFor(user, target.key);
    const row = await rowOf(target.key);
    await user.click(within(row).getByRole('button', { name: `ライセンス ${target.key} を無効化` }));
    await expectToast('ライセンスが無効化されました');
    await waitFor(async () => expect(cellTexts(await rowOf(target.key))[3]).toBe('無効化済み'));
    expect(
      within(await rowOf(target.key)).getByRole('button', { name: `ライセンス ${target.key} を有効化` }),
    ).toBeInTheDocument();
  });

  it("says 'ライセンスの無効化に失敗しました' when revoking fails", async () => {
    server.use(
      http.post('*/licenses/:id/revoke', () =>
        HttpResponse.json({ error: '既に無効化', message: '既に無効化' }, { status: 409 }),
      ),
    );
    const { user } = await renderLicenseList();
    const row = (await dataRows()).find((r) => cellTexts(r)[3] !== '無効化済み')!;
    await user.click(within(row).getByRole('button', { name: /を無効化$/ }));
    await expectToast('ライセンスの無効化に失敗しました');
  });

  it("re-activates a REVOKED licence after confirmation: 'ライセンスが有効化されました'", async () => {
    await signInFirst();
    const target = await firstKeyWithStatus('REVOKED');
    const { user } = await renderLicenseList();
    await searchFor(user, target.key);
    await user.click(
      within(await rowOf(target.key)).getByRole('button', { name: `ライセンス ${target.key} を有効化` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'ライセンスの有効化' });
    expect(dialog).toHaveTextContent(target.key);
    await user.click(within(dialog).getByRole('button', { name: 'はい' }));
    await expectToast('ライセンスが有効化されました');
    await waitFor(async () => expect(cellTexts(await rowOf(target.key))[3]).not.toBe('無効化済み'));
  });

  it('does nothing when the activation is not confirmed', async () => {
    const calls: string[] = [];
    server.use(http.post('*/licenses/:id/activate', ({ params }) => void calls.push(String(params.id))));
    const { user } = await renderLicenseList();
    const row = (await dataRows()).find((r) => cellTexts(r)[3] === '無効化済み')!;
    await user.click(within(row).getByRole('button', { name: /を有効化$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'ライセンスの有効化' });
    await user.click(within(dialog).getByRole('button', { name: 'いいえ' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ライセンスの有効化' })).toBeNull());
    expect(calls).toEqual([]);
    expect(cellTexts(row)[3]).toBe('無効化済み');
  });

  it("shows 'ライセンス枠不足' with the figures and the stale warning when the quota is exhausted", async () => {
    resetDatabase('quota-exhausted');
    const { user } = await renderLicenseList();
    await chooseOption(user, 'ステータスで絞り込み', '無効化済み');
    await waitForRowsToSettle();
    await waitFor(async () => expect(cellTexts((await dataRows())[0]!)[3]).toBe('無効化済み'));
    const row = (await dataRows())[0]!;
    await user.click(within(row).getByRole('button', { name: /を有効化$/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'ライセンスの有効化' })).getByRole('button', { name: 'はい' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'ライセンス枠不足' });
    expect(dialog).toHaveTextContent('ライセンス枠が不足しています');
    const value = (label: string) => within(dialog).getByText(label).nextElementSibling;
    expect(value('購入済み枠')).toHaveTextContent('10');
    expect(value('使用中枠')).toHaveTextContent('10');
    expect(value('利用可能枠')).toHaveTextContent('0');
    expect(dialog).toHaveTextContent('ライセンス枠情報が最新でない可能性があります');
    await user.click(within(dialog).getAllByRole('button', { name: '閉じる' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ライセンス枠不足' })).toBeNull());
    expect(cellTexts(row)[3]).toBe('無効化済み');
  });

  it('leaves the stale warning out when the quota figures are current', async () => {
    server.use(
      http.post('*/licenses/:id/activate', () =>
        HttpResponse.json(
          {
            error: 'ライセンス枠が不足しています（残り0）',
            message: 'x',
            quota_info: {
              license_quota_total: 5,
              license_quota_used: 5,
              license_quota_available: 0,
              is_quota_expired: false,
            },
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = await renderLicenseList();
    const row = (await dataRows()).find((r) => cellTexts(r)[3] === '無効化済み')!;
    await user.click(within(row).getByRole('button', { name: /を有効化$/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'ライセンスの有効化' })).getByRole('button', { name: 'はい' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'ライセンス枠不足' });
    expect(dialog).toHaveTextContent('ライセンス枠が不足しています（残り0）');
    expect(within(dialog).getByText('購入済み枠').nextElementSibling).toHaveTextContent('5');
    expect(dialog).not.toHaveTextContent('ライセンス枠情報が最新でない可能性があります');
  });

  it("says 'ライセンスの有効化に失敗しました' on a server error and the server's text on a refusal", async () => {
    let status = 500;
    server.use(
      http.post('*/licenses/:id/activate', () =>
        HttpResponse.json({ error: '有効化できない状態です', message: 'x' }, { status }),
      ),
    );
    const { user } = await renderLicenseList();
    const row = (await dataRows()).find((r) => cellTexts(r)[3] === '無効化済み')!;
    const activate = async () => {
      await user.click(within(row).getByRole('button', { name: /を有効化$/ }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'ライセンスの有効化' })).getByRole('button', { name: 'はい' }),
      );
    };
    await activate();
    await expectToast('ライセンスの有効化に失敗しました');
    status = 409;
    await activate();
    await expectToast('有効化できない状態です');
  });

  it("deletes after confirmation: 'ライセンスが削除されました'", async () => {
    await signInFirst();
    const target = await firstKeyWithStatus('ACTIVE');
    const { user } = await renderLicenseList();
    await searchFor(user, target.key);
    await user.click(within(await rowOf(target.key)).getByRole('button', { name: `ライセンス ${target.key} を削除` }));
    const dialog = await screen.findByRole('dialog', { name: 'ライセンスの削除' });
    expect(dialog).toHaveTextContent(target.key);
    await user.click(within(dialog).getByRole('button', { name: 'はい' }));
    await expectToast('ライセンスが削除されました');
    // The search for its key now matches nothing.
    expect(await within(await licenseTable()).findByText('条件に一致するライセンスはありません')).toBeInTheDocument();
  });

  it("reports a failed delete with the server's text, else 'ライセンスの削除に失敗しました'", async () => {
    let status = 404;
    server.use(
      http.delete('*/licenses/:id', () =>
        HttpResponse.json({ error: 'ライセンスが見つかりません', message: 'x' }, { status }),
      ),
    );
    const { user } = await renderLicenseList();
    const row = (await dataRows())[0]!;
    const remove = async () => {
      await user.click(within(row).getByRole('button', { name: /を削除$/ }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'ライセンスの削除' })).getByRole('button', { name: 'はい' }),
      );
    };
    await remove();
    await expectToast('ライセンスが見つかりません');
    status = 500;
    await remove();
    await expectToast('ライセンスの削除に失敗しました');
  });
});

/** Signs in before the screen renders, so the test can read the mock through the client. */
async function signInFirst() {
  await signInAs('admin');
}

async function searchFor(user: Awaited<ReturnType<typeof renderLicenseList>>['user'], text: string) {
  await user.click(screen.getByLabelText('ライセンスを検索'));
  await user.paste(text);
  await waitFor(async () => expect((await dataRows()).map((r) => cellTexts(r)[0])).toEqual([text]));
}
