// My page against a server we did not write: a profile, figures and licences with fields
// missing, null, unreadable, in another case or unknown show their fallbacks, and a licence
// without an id is left out and counted.
import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../src/mocks/hosts/node.ts';
import { MyPageScreen } from '../../../src/screens/mypage/mypage-screen.tsx';
import { common } from '../../../src/shared/messages/common.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const errorAlerts = () =>
  screen
    .queryAllByRole('alert')
    .filter((el) => el.classList.contains('error-state') || el.classList.contains('p-inline-message-error'));
const figure = (card: string, label: string) =>
  within(screen.getByRole('group', { name: card })).getByText(label).nextElementSibling;

describe('My page: a lenient reading', () => {
  it('shows the profile, the figures and the licences it can read, with their fallbacks', async () => {
    server.use(
      http.get('*/api/profile', () =>
        HttpResponse.json({ display_name: null, email: 'someone@example.com', created_at: 'yesterday', locale: 'ja' }),
      ),
      http.get('*/api/stats', () =>
        HttpResponse.json({ licenses: { total: 3 }, devices: null, applications: { total: '2' } }),
      ),
      http.get('*/licenses/user', () =>
        HttpResponse.json({
          licenses: [
            { id: 'lic-upper', status: 'ACTIVE', activationCount: null, maxActivations: 2, expiryDate: null },
            {
              id: 'lic-unknown',
              status: 'suspended',
              activationCount: 1,
              maxActivations: null,
              expiryDate: '2030-06-30T09:00:00+09:00',
            },
            { status: 'active', activationCount: 1, maxActivations: 1 },
          ],
        }),
      ),
    );
    const signedIn = await signInAs('user');
    const { user } = renderScreen(<MyPageScreen />, { path: '/mypage', user: signedIn });

    const card = await screen.findByRole('region', { name: 'プロフィール' });
    const value = (label: string) => within(card).getByText(label).nextElementSibling;
    expect(value('表示名')).toHaveTextContent(/^-$/);
    expect(value('ロール')).toHaveTextContent(common.unknown);
    expect(value('メールアドレス')).toHaveTextContent('someone@example.com');
    expect(value('ユーザーID')).toHaveTextContent(/^-$/);
    expect(value('登録日')).toHaveTextContent(/^-$/);

    expect(figure('ライセンス', '合計')).toHaveTextContent(/^3$/);
    expect(figure('ライセンス', 'アクティブ')).toHaveTextContent(/^-$/);
    expect(figure('デバイス', '合計')).toHaveTextContent(/^-$/);
    expect(figure('アプリケーション', '管理中')).toHaveTextContent(/^2$/);

    const table = await screen.findByRole('table', { name: 'ライセンス一覧' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('アクティブ')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('- / 2');
    expect(within(rows[1]!).getByText(common.unknown)).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('1 / -');
    expect(rows[1]).toHaveTextContent('2030/06/30');
    expect(screen.getByText(common.skippedRows(1))).toBeInTheDocument();
    expect(errorAlerts()).toEqual([]);

    // Names the server did not send start empty in the edit dialog.
    await user.click(screen.getByRole('button', { name: 'プロフィールを編集' }));
    const dialog = await screen.findByRole('dialog', { name: 'プロフィールの編集' });
    expect(within(dialog).getByLabelText('姓')).toHaveValue('');
    expect(within(dialog).getByLabelText('名')).toHaveValue('');
  });
});
