// My licences against a server we did not write: fields missing, null, as text or in another
// case show their fallbacks, the counts count what is known, and licences without an id or a
// key are left out and counted above the list.
import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../src/mocks/hosts/node.ts';
import { MyLicensesScreen } from '../../../src/screens/my-licenses/my-licenses-screen.tsx';
import { common } from '../../../src/shared/messages/common.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { cellText } from '../../support/table.ts';

configure({ asyncUtilTimeout: 5000 });

const errorAlerts = () =>
  screen
    .queryAllByRole('alert')
    .filter((el) => el.classList.contains('error-state') || el.classList.contains('p-inline-message-error'));
const figure = (name: string) => within(screen.getByRole('group', { name })).getByRole('paragraph');

const LICENSES = [
  {
    id: 'm1',
    key: 'KKKK-1111-2222-3333-4444',
    status: 'active',
    currentActivations: null,
    maxActivations: '2',
    createdAt: null,
    expiresAt: null,
    seats: 4,
  },
  {
    id: 'm2',
    key: 'LLLL-5555-6666-7777-8888',
    status: 'Suspended',
    currentActivations: 1,
    createdAt: '2025-01-02T03:04:05+09:00',
  },
  { id: 'm3', status: 'ACTIVE', currentActivations: 1 },
  { key: 'MMMM-9999-0000-1111-2222', status: 'ACTIVE' },
];

describe('My licences: a lenient reading', () => {
  it('shows each licence with its fallbacks, counts what is known, and says how many it left out', async () => {
    server.use(http.get('*/api/my-licenses', () => HttpResponse.json({ licenses: LICENSES })));
    const signedIn = await signInAs('user');
    const { user } = renderScreen(<MyLicensesScreen />, { path: '/my-licenses', user: signedIn });
    const table = await screen.findByRole('table', { name: 'ライセンス一覧' });
    const [first, second] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => cellText(c).trim()),
      );
    // An ACTIVE licence whose activations are unknown counts in the total only, and says so.
    expect(first!.slice(0, 6)).toEqual(['KKKK-1111-2222-3…', 'アクティブ「合計」のみに計上', '-', '2', '-', '無期限']);
    expect(second!.slice(0, 6)).toEqual([
      'LLLL-5555-6666-7…',
      `${common.unknown}「合計」のみに計上`,
      '1',
      '1',
      '2025/01/02',
      '無期限',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    expect(figure('合計')).toHaveTextContent(/^2$/);
    expect(figure('アクティブ')).toHaveTextContent(/^0$/);
    expect(figure('非アクティブ')).toHaveTextContent(/^0$/);
    expect(screen.getByText(common.skippedRows(2))).toBeInTheDocument();
    expect(errorAlerts()).toEqual([]);

    await user.click(within(table).getByText('LLLL-5555-6666-7…'));
    expect(within(await screen.findByRole('dialog')).getByText('LLLL-5555-6666-7777-8888')).toBeInTheDocument();
  });
});
