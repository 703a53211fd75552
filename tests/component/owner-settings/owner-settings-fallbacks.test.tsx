// Owner settings against a server we did not write: an owner and its licence usage with fields
// missing, null, unreadable or as text show their fallbacks (未設定, '-', an unknown bar); on a
// server without the reveal call the stored mask stays, without an eye and without an error.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../src/mocks/hosts/node.ts';
import { OwnerSettingsScreen } from '../../../src/screens/owner-settings/owner-settings-screen.tsx';
import { common } from '../../../src/shared/messages/common.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { cellText } from '../../support/table.ts';
import { recordRequests } from '../../support/record-requests.ts';

configure({ asyncUtilTimeout: 5000 });

const STORED = '登録済みのAPIキー';
const MASK = 'sl_t••••••••abcd';
const notFound = () => HttpResponse.json({ error: 'Not Found', message: 'Not Found' }, { status: 404 });
const errorAlerts = () =>
  screen
    .queryAllByRole('alert')
    .filter((el) => el.classList.contains('error-state') || el.classList.contains('p-inline-message-error'));

/** An owner as another server may send it: no `exists`, no site, an unreadable date. */
const useLenientOwner = () =>
  server.use(
    http.get('*/api/my-owner', () =>
      HttpResponse.json({
        owner_id: 'own-1',
        subsclight_site: null,
        subsclight_api_key_masked: MASK,
        updated_at: 'last week',
        plan: 'gold',
      }),
    ),
  );

async function renderOwnerSettings() {
  const admin = await signInAs('admin');
  const view = renderScreen(<OwnerSettingsScreen />, { path: '/owner-settings', user: admin });
  await screen.findByText('現在の設定');
  return view;
}
const current = () => screen.getByText('現在の設定').closest('.p-card') as HTMLElement;
const valueOf = (label: string) =>
  within(current()).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('Owner settings: a lenient reading', () => {
  it('shows the owner and the usage it can read, with their fallbacks', async () => {
    useLenientOwner();
    server.use(
      http.get('*/api/license-quota/:id/usage', () =>
        HttpResponse.json({
          license_quota_total: null,
          license_quota_used: '40',
          is_quota_expired: null,
          applications_detail: [{ application_id: 'app-1', application_name: null, active_licenses: null }],
        }),
      ),
    );
    const { user } = await renderOwnerSettings();
    expect(valueOf('オーナーID')).toHaveTextContent('own-1');
    expect(valueOf('サイト識別子')).toHaveTextContent(common.notSet);
    expect(within(current()).getByLabelText(STORED, { selector: 'code' })).toHaveTextContent(MASK);
    expect(valueOf('更新日時')).toHaveTextContent(common.notSet);
    expect(screen.getByRole('button', { name: '更新' })).toBeInTheDocument();

    const bar = await screen.findByRole('progressbar');
    expect(bar).toHaveAttribute('data-level', 'unknown');
    expect(bar).toHaveAttribute('aria-valuetext', common.unknown);
    expect(screen.getByText('40 / -')).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: 'ライセンス使用状況' });
    expect(within(chips).getByText('総枠: -')).toBeInTheDocument();
    expect(within(chips).getByText('使用中: 40')).toBeInTheDocument();
    expect(within(chips).getByText('利用可能: -')).toBeInTheDocument();
    expect(within(chips).getByText('アプリケーション数: -')).toBeInTheDocument();
    expect(screen.getByText('最終更新: 未設定')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'アプリケーション別の使用状況' }));
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').map(cellText)).toEqual(['-', 'app-1', '-']);
    expect(errorAlerts()).toEqual([]);
  });

  it('on a server without the reveal call, the eye shows the mask it holds and then leaves, with no error', async () => {
    useLenientOwner();
    server.use(http.get('*/api/capabilities', notFound), http.post('*/api/my-owner/key/reveal', notFound));
    const reveals = recordRequests('POST', '/api/my-owner/key/reveal');
    const { user } = await renderOwnerSettings();
    await user.click(screen.getByRole('button', { name: `${STORED}を表示` }));
    await waitFor(() => expect(screen.queryByRole('button', { name: new RegExp(`^${STORED}を`) })).toBeNull());
    expect(within(current()).getByLabelText(STORED, { selector: 'code' })).toHaveTextContent(MASK);
    expect(reveals).toHaveLength(1);
    expect(screen.queryByText(common.revealFailed)).toBeNull();
    expect(screen.queryByText(/利用できません/)).toBeNull();
  });
});
