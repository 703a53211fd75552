// The new-licence form's remaining quota.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { format, parseISO } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { renderCreate, recordCreates, fillRequired, submitButton } from './license-create-support.tsx';

// Server round-trips through msw on a shared 2-core machine: give findBy/waitFor room.
configure({ asyncUtilTimeout: 5000 });

describe('New licence form', () => {
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
