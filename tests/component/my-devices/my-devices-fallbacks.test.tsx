// My devices against a server we did not write: fields missing, null or in another case show
// their fallbacks (-, 未受信, 未割り当て, a neutral 不明 chip), and a device without an id is
// left out and counted above the list.
import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../src/mocks/hosts/node.ts';
import { MyDevicesScreen } from '../../../src/screens/my-devices/my-devices-screen.tsx';
import { common } from '../../../src/shared/messages/common.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { cellText } from '../../support/table.ts';

configure({ asyncUtilTimeout: 5000 });

const errorAlerts = () =>
  screen
    .queryAllByRole('alert')
    .filter((el) => el.classList.contains('error-state') || el.classList.contains('p-inline-message-error'));
const figure = (name: string) => within(screen.getByRole('group', { name })).getByRole('paragraph');

const DEVICES = [
  {
    device_id: 'd-1234567890abcdef',
    hardware_id: null,
    hostname: null,
    platform: 'linux',
    status: 'active',
    last_heartbeat: '2025-03-04 14:06:00+0900',
    license_key: null,
    vendor: 'x',
  },
  { device_id: 'd-unknown-status-01', hostname: 'box', status: 'BROKEN' },
  { hostname: 'no id', status: 'ACTIVE' },
];

describe('My devices: a lenient reading', () => {
  it('shows each device with its fallbacks and says how many it left out', async () => {
    server.use(http.get('*/api/my-devices', () => HttpResponse.json({ devices: DEVICES })));
    const signedIn = await signInAs('user');
    const { user } = renderScreen(<MyDevicesScreen />, { path: '/my-devices', user: signedIn });
    const table = await screen.findByRole('table', { name: 'デバイス一覧' });
    const [first, second] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => cellText(c).trim()),
      );
    expect(first!.slice(0, 5)).toEqual(['d-1234567890…', '-', 'linux', 'アクティブ', '2025/03/04 14:06']);
    expect(second!.slice(0, 5)).toEqual(['d-unknown-st…', 'box', '-', `${common.unknown}「合計」のみに計上`, '未受信']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    expect(figure('合計')).toHaveTextContent(/^2$/);
    expect(figure('アクティブ')).toHaveTextContent(/^1$/);
    expect(screen.getByText(common.skippedRows(1))).toBeInTheDocument();
    expect(errorAlerts()).toEqual([]);

    // Named by its short id when the server sent no hostname.
    expect(within(table).getByRole('button', { name: 'デバイス d-1234567890… を無効化' })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'デバイス d-1234567890… の詳細' }));
    const dialog = await screen.findByRole('dialog', { name: 'デバイス詳細' });
    const value = (label: string) => within(dialog).getByText(label).nextElementSibling;
    expect(value('ハードウェアID')).toHaveTextContent(/^-$/);
    expect(value('ホスト名')).toHaveTextContent(/^-$/);
    expect(value('ライセンスキー')).toHaveTextContent('未割り当て');
    expect(value('ステータス')).toHaveTextContent('アクティブ');
  });
});
