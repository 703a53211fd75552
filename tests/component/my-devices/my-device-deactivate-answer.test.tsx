// マイデバイス's 無効化 on a server that answers the plain REST way: a bare record shows the row as
// deactivated before the list is read again; a 204 waits for the re-read.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../src/mocks/hosts/node.ts';
import { MyDevicesScreen } from '../../../src/screens/my-devices/my-devices-screen.tsx';
import { renderScreen, signInAs } from '../../support/render.tsx';

const OFFICE = {
  device_id: 'dev-0123456789abcdef',
  hardware_id: 'HW-AAAA-BBBB-CCCC',
  hostname: 'office-pc',
  platform: 'Windows 11',
  status: 'ACTIVE',
  last_heartbeat: '2025-03-04T05:06:00Z',
  license_key: 'AAAA-BBBB-CCCC-DDDD-EEEE',
};
const DEACTIVATED = { ...OFFICE, status: 'DEACTIVATED' };

/** The list answers OFFICE once, then DEACTIVATED once `open()` is called. */
function serveList() {
  let reads = 0;
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  server.use(
    http.get('*/api/my-devices', async () => {
      reads += 1;
      if (reads > 1) await gate;
      return HttpResponse.json({ devices: [reads > 1 ? DEACTIVATED : OFFICE] });
    }),
  );
  return { open };
}

function answerDeactivate(answer: () => Response) {
  let posts = 0;
  server.use(
    http.post('*/api/my-devices/:id/deactivate', () => {
      posts += 1;
      return answer();
    }),
  );
  return { posts: () => posts };
}

async function deactivateOffice() {
  const account = await signInAs('user');
  const { user } = renderScreen(<MyDevicesScreen />, { path: '/my-devices', user: account });
  await user.click(await screen.findByRole('button', { name: 'デバイス office-pc を無効化' }));
  const confirm = await screen.findByRole('dialog', { name: 'デバイスの無効化' });
  await user.click(within(confirm).getByRole('button', { name: 'はい' }));
}

const officeRow = async () =>
  (await within(await screen.findByRole('table', { name: 'デバイス一覧' })).findByText('office-pc')).closest(
    'tr',
  ) as HTMLElement;

describe('my device deactivate: what the answer shows at once', () => {
  it('a bare record: the row is deactivated before the list is read again, one POST', async () => {
    const list = serveList();
    const post = answerDeactivate(() => HttpResponse.json(DEACTIVATED));
    await deactivateOffice();
    await waitFor(async () => expect(within(await officeRow()).getByText('無効化済み')).toBeInTheDocument());
    expect(within(await officeRow()).queryByRole('button', { name: /を無効化$/ })).toBeNull();
    list.open();
    expect(await screen.findByText('デバイスが非アクティベートされました')).toBeInTheDocument();
    expect(post.posts()).toBe(1);
  });

  it('a 204: the row changes once the list is read again', async () => {
    const list = serveList();
    answerDeactivate(() => new HttpResponse(null, { status: 204 }));
    await deactivateOffice();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'デバイスの無効化' })).toBeNull());
    expect(within(await officeRow()).getByText('アクティブ')).toBeInTheDocument();
    list.open();
    expect(await screen.findByText('デバイスが非アクティベートされました')).toBeInTheDocument();
    await waitFor(async () => expect(within(await officeRow()).getByText('無効化済み')).toBeInTheDocument());
  });
});
