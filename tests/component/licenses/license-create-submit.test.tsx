// The new-licence form: what a successful create sends, and quick-create.
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { licenseKeys } from '../../../src/api/resources/licensing/licenses.ts';
import { tables } from '../../../src/mocks/db.ts';
import { expectToast } from './support.tsx';
import { chooseOption, combobox } from '../../support/dropdown.ts';
import {
  renderCreate,
  recordCreates,
  fieldError,
  fillRequired,
  escapeRegExp,
  submitButton,
} from './license-create-support.tsx';

// Server round-trips through msw on a shared 2-core machine: give findBy/waitFor room.
configure({ asyncUtilTimeout: 5000 });

describe('New licence form', () => {
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
});
