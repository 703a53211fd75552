// The licence detail dialog's history: the licence's entries of the audit log (the licence
// history extension, GET /api/licenses/:id/history), time (yyyy/MM/dd HH:mm) and message,
// newest first, with empty and error states in Japanese; no section on a server without it.
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/api/client/query-client.ts';
import { callApi, testApiClient } from '../../support/api.ts';
import { issuePerpetualLicence } from '../../support/issue-licence.ts';
import type { License } from '../../../src/api/schemas/licensing/license.ts';
import { auditRows, loadAudit, tables } from '../../../src/mocks/db.ts';
import { LICENSE_HISTORY_LIMIT } from '../../../src/shared/constants.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { configureMock } from '../../../src/mocks/settings.ts';
import { AppProviders } from '../../../src/app/app-providers.tsx';
import { LicenseDetailDialog } from '../../../src/screens/shared/license-detail/license-detail-dialog.tsx';
import { signInAs } from '../../support/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const MINUTE = 60_000;

const localStamp = (iso: string) => {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}/${p(d.getMonth() + 1)}/${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
};

function renderDialog(license: License, mode: 'admin' | 'user' = 'admin') {
  render(
    <AppProviders queryClient={createQueryClient({ retry: false })} api={testApiClient()}>
      <LicenseDetailDialog
        license={{
          ...license,
          createdAt: license.issuedAt,
          applicationName: license.applicationName ?? undefined,
          userName: license.userName ?? undefined,
        }}
        mode={mode}
        onHide={() => {}}
      />
    </AppProviders>,
  );
  return screen.findByRole('dialog', { name: 'ライセンス詳細' });
}

const historyOf = (dialog: HTMLElement) => within(dialog).findByRole('list', { name: '履歴' });

/** A new licence, then revoked, re-activated and given a new expiry, a minute apart. */
async function licenceWithHistory(): Promise<License> {
  const license = await issuePerpetualLicence();
  configureMock({ nowOffsetMs: 1 * MINUTE });
  await callApi('revokeLicense', { params: { id: license.id } });
  configureMock({ nowOffsetMs: 2 * MINUTE });
  await callApi('activateLicense', { params: { id: license.id } });
  configureMock({ nowOffsetMs: 3 * MINUTE });
  const { license: updated } = await callApi('updateLicense', {
    params: { id: license.id },
    body: { expiresAt: '2099-01-01T00:00:00.000Z' },
  });
  return updated;
}

describe('Licence detail dialog: history', () => {
  it('lists the licence’s own entries from the audit log, newest first, with yyyy/MM/dd HH:mm', async () => {
    await signInAs('admin');
    const license = await licenceWithHistory();
    const dialog = await renderDialog(license);
    const list = await historyOf(dialog);
    const items = within(list).getAllByRole('listitem');
    const by = 'admin@example.com';
    expect(items.map((li) => li.querySelector('span')?.textContent)).toEqual([
      `ライセンス有効期限の更新（${by}）`,
      `ライセンス有効化（${by}）`,
      `ライセンス無効化（${by}）`,
      `ライセンス発行（${by}）`,
    ]);
    const entries = auditRows().filter((a) => a.licenseId === license.id);
    const newest = entries.reduce((a, b) => (a.at > b.at ? a : b));
    expect(items[0]!.querySelector('time')).toHaveTextContent(localStamp(newest.at));
    for (const item of items)
      expect(item.querySelector('time')?.textContent).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
  });

  it('a USER sees the history of their own licence in the read-only dialog', async () => {
    await signInAs('user');
    const { licenses } = await callApi('listMyLicenses', {});
    const mine = tables.licenses.get(licenses[0]!.id)!;
    const expected = Math.min(LICENSE_HISTORY_LIMIT, auditRows().filter((a) => a.licenseId === mine.id).length);
    const dialog = await renderDialog(
      { ...licenses[0]!, issuedAt: mine.issuedAt, updatedAt: mine.updatedAt } as unknown as License,
      'user',
    );
    if (expected === 0) await within(dialog).findByText('このライセンスの履歴はありません');
    else expect(within(await historyOf(dialog)).getAllByRole('listitem')).toHaveLength(expected);
  });

  it('sorts what the server sends newest first', async () => {
    await signInAs('admin');
    const license = tables.licenses.all()[0]!;
    server.use(
      http.get('*/api/licenses/:id/history', () =>
        HttpResponse.json({
          entries: [
            { id: 'a1', message: '古い', timestamp: '2025-01-01T00:00:00.000Z', licenseId: license.id },
            { id: 'a2', message: '新しい', timestamp: '2025-03-01T00:00:00.000Z', licenseId: license.id },
            { id: 'a3', message: '中間', timestamp: '2025-02-01T00:00:00.000Z', licenseId: license.id },
          ],
        }),
      ),
    );
    const { licenses } = await callApi('listLicenses', { query: { page: 1, pageSize: 1 } });
    const dialog = await renderDialog(licenses[0]!);
    const items = within(await historyOf(dialog)).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('span')?.textContent)).toEqual(['新しい', '中間', '古い']);
    expect(items[0]!.querySelector('time')).toHaveTextContent(localStamp('2025-03-01T00:00:00.000Z'));
  });

  it("says 'このライセンスの履歴はありません' when the log has nothing for it", async () => {
    await signInAs('admin');
    const { licenses } = await callApi('listLicenses', { query: { page: 1, pageSize: 1 } });
    // The seeded log need not mention this licence: make sure it does not.
    loadAudit(auditRows().filter((row) => row.licenseId !== licenses[0]!.id));
    const dialog = await renderDialog(licenses[0]!);
    await within(dialog).findByText('このライセンスの履歴はありません');
    expect(within(dialog).queryByRole('list', { name: '履歴' })).toBeNull();
  });

  it("says '履歴の読み込みに失敗しました' and retries", async () => {
    await signInAs('admin');
    let fail = true;
    server.use(
      http.get('*/api/licenses/:id/history', () =>
        fail ? HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 }) : undefined,
      ),
    );
    const license = await licenceWithHistory();
    const dialog = await renderDialog(license);
    await within(dialog).findByText('履歴の読み込みに失敗しました');
    fail = false;
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '再試行' }));
    expect(within(await historyOf(dialog)).getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows no history section, and no error, on a server without the call (404) or a capabilities document', async () => {
    await signInAs('admin');
    const notFound = () => HttpResponse.json({ error: 'Not Found', message: 'Not Found' }, { status: 404 });
    server.use(http.get('*/api/capabilities', notFound), http.get('*/api/licenses/:id/history', notFound));
    const license = await licenceWithHistory();
    const dialog = await renderDialog(license);
    await within(dialog).findByText(license.key);
    await expect.poll(() => within(dialog).queryByRole('heading', { name: '履歴' })).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '再試行' })).toBeNull();
  });
});
