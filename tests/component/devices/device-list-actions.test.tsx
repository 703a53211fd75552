// The device list's row actions.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { signInAs } from '../../support/render.tsx';
import { cellTexts, expectToast } from '../licenses/support.tsx';
import {
  makeDevice,
  serveDevices,
  renderDevices,
  deviceTable,
  rowOf,
  deviceListTestSetup,
} from './device-list-support.tsx';

deviceListTestSetup();

describe('Device actions', () => {
  it('offers deactivation only for ACTIVE devices', async () => {
    serveDevices(
      (['ACTIVE', 'INACTIVE', 'REGISTERED', 'DEACTIVATED'] as const).map((status, i) =>
        makeDevice({ id: `dev-${i}`, name: `box-${status}`, status }),
      ),
    );
    await renderDevices();
    await rowOf('box-ACTIVE');
    expect(screen.getAllByRole('button', { name: /を無効化$/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'デバイス box-ACTIVE を無効化',
    ]);
  });

  it("deactivates: 'デバイスを無効化しました' and the row follows", async () => {
    await signInAs('admin');
    const { devices } = await callApi('listDevices', { query: { status: 'ACTIVE', page: 1, pageSize: 1 } });
    const target = devices[0]!;
    const { user } = await renderDevices();
    await user.click(screen.getByLabelText('デバイスを検索'));
    await user.paste(target.id);
    const row = await rowOf(target.name);
    await user.click(within(row).getByRole('button', { name: `デバイス ${target.name} を無効化` }));
    await expectToast('デバイスを無効化しました');
    await waitFor(async () => expect(cellTexts(await rowOf(target.name))[3]).not.toBe('アクティブ'));
  });

  it("says 'デバイスの無効化に失敗しました' when deactivation fails (from the dialog too)", async () => {
    serveDevices([makeDevice()]);
    server.use(
      http.post('*/devices/:id/deactivate', () => HttpResponse.json({ error: 'x', message: 'x' }, { status: 409 })),
    );
    const { user } = await renderDevices();
    await user.click(within(await rowOf('office-pc')).getByRole('button', { name: 'デバイス office-pc の詳細' }));
    const dialog = await screen.findByRole('dialog', { name: 'デバイス詳細' });
    await user.click(within(dialog).getByRole('button', { name: '無効化' }));
    await expectToast('デバイスの無効化に失敗しました');
  });

  it("deletes after confirmation (admin): 'デバイスが削除されました' and the dialog closes", async () => {
    await signInAs('admin');
    const { devices } = await callApi('listDevices', { query: { page: 1, pageSize: 1 } });
    const target = devices[0]!;
    const { user } = await renderDevices();
    await user.click(screen.getByLabelText('デバイスを検索'));
    await user.paste(target.id);
    await user.click(within(await rowOf(target.name)).getByRole('button', { name: `デバイス ${target.name} の詳細` }));
    const dialog = await screen.findByRole('dialog', { name: 'デバイス詳細' });
    await user.click(within(dialog).getByRole('button', { name: '削除' }));
    const confirm = await screen.findByRole('dialog', { name: 'デバイスの削除' });
    await user.click(within(confirm).getByRole('button', { name: 'はい' }));
    await expectToast('デバイスが削除されました');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'デバイス詳細' })).toBeNull());
    expect(await within(await deviceTable()).findByText('条件に一致するデバイスはありません')).toBeInTheDocument();
  });

  it('does not delete when the confirmation is declined', async () => {
    let calls = 0;
    serveDevices([makeDevice()]);
    server.use(http.delete('*/devices/:id', () => void (calls += 1)));
    const { user } = await renderDevices();
    await user.click(within(await rowOf('office-pc')).getByRole('button', { name: 'デバイス office-pc を削除' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'デバイスの削除' })).getByRole('button', { name: 'いいえ' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'デバイスの削除' })).toBeNull());
    expect(calls).toBe(0);
  });

  it("reports a failed delete with the server's text, else 'デバイスの削除に失敗しました'", async () => {
    let status = 404;
    serveDevices([makeDevice()]);
    server.use(
      http.delete('*/devices/:id', () =>
        HttpResponse.json({ error: 'デバイスが見つかりません', message: 'x' }, { status }),
      ),
    );
    const { user } = await renderDevices();
    const remove = async () => {
      await user.click(within(await rowOf('office-pc')).getByRole('button', { name: 'デバイス office-pc を削除' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'デバイスの削除' })).getByRole('button', { name: 'はい' }),
      );
    };
    await remove();
    await expectToast('デバイスが見つかりません');
    status = 500;
    await remove();
    await expectToast('デバイスの削除に失敗しました');
  });

  it('gives a USER no delete button, in the table or the dialog', async () => {
    serveDevices([makeDevice()]);
    const { user } = await renderDevices('user');
    const row = await rowOf('office-pc');
    expect(within(row).queryByRole('button', { name: /を削除$/ })).toBeNull();
    expect(within(row).getByRole('button', { name: 'デバイス office-pc を無効化' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'デバイス office-pc の詳細' }));
    const dialog = await screen.findByRole('dialog', { name: 'デバイス詳細' });
    expect(within(dialog).queryByRole('button', { name: '削除' })).toBeNull();
  });
});
