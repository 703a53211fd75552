// The licence and device lists against a licence server we did not write: bare arrays, no
// paging, sorting or filters on the server, fields missing or unknown (the mock's `spec`
// profile, or answers written here). The list pages, sorts and filters itself, reads the
// server once, and a missing field costs one cell.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordRequests } from '../../support/record-requests.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { chooseOption } from '../../support/dropdown.ts';
import { cellTexts, dataRows, licenseTable, makeLicense, renderLicenseList } from '../licenses/support.tsx';
import { tables } from '../../../src/mocks/db.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { configureMock } from '../../../src/mocks/settings.ts';
import { DEFAULT_LIST_PAGE_SIZE } from '../../../src/shared/constants.ts';
import { DeviceListScreen } from '../../../src/screens/devices/device-list-screen.tsx';

configure({ asyncUtilTimeout: 5000 });

const keysShown = async () => (await dataRows()).map((row) => cellTexts(row)[0]);
const pageReport = (first: number, last: number, total: number) =>
  screen.findByText(`${first} - ${last} / ${total} 件`);

describe('a server that answers GET /licenses with a bare array of every licence', () => {
  it('shows the first page of them, pages on, sorts and filters in the browser, and reads the server once', async () => {
    configureMock({ profile: 'spec' });
    const total = tables.licenses.count();
    const reads = recordRequests('GET', '/licenses');
    const { user } = await renderLicenseList();
    await pageReport(1, DEFAULT_LIST_PAGE_SIZE, total);
    const first = await keysShown();
    expect(first).toHaveLength(DEFAULT_LIST_PAGE_SIZE);

    await user.click(screen.getByRole('button', { name: '次のページ' }));
    await pageReport(DEFAULT_LIST_PAGE_SIZE + 1, 2 * DEFAULT_LIST_PAGE_SIZE, total);
    const second = await keysShown();
    expect(second).toHaveLength(DEFAULT_LIST_PAGE_SIZE);
    expect(second.filter((k) => first.includes(k))).toEqual([]);

    await user.click(screen.getByRole('columnheader', { name: /ライセンスキー/ }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /ライセンスキー/ })).toHaveAttribute('aria-sort', 'ascending'),
    );
    const everyKey = tables.licenses
      .all()
      .map((l) => l.key.toLowerCase())
      .sort();
    await waitFor(async () =>
      expect((await keysShown()).map((k) => k!.toLowerCase())).toEqual(everyKey.slice(0, DEFAULT_LIST_PAGE_SIZE)),
    );

    await chooseOption(user, 'ステータスで絞り込み', '無効化済み');
    await waitFor(async () => {
      for (const row of await dataRows()) expect(cellTexts(row)[3]).toBe('無効化済み');
    });
    expect(reads).toHaveLength(1);
  });

  it('a server that ignores page and pageSize and sends every licence with its total: page one shows 10 of them, and the next page the next 10', async () => {
    const every = Array.from({ length: 60 }, (_, i) =>
      makeLicense({
        id: `lic-${i}`,
        key: `KEY-${String(i).padStart(4, '0')}`,
        issuedAt: new Date(Date.UTC(2026, 0, 60 - i)).toISOString(),
      }),
    );
    server.use(http.get('*/licenses', () => HttpResponse.json({ licenses: every, total: every.length })));
    const { user } = await renderLicenseList();
    await pageReport(1, 10, 60);
    expect(await keysShown()).toEqual(every.slice(0, 10).map((l) => l.key));
    await user.click(screen.getByRole('button', { name: '次のページ' }));
    await pageReport(11, 20, 60);
    expect(await keysShown()).toEqual(every.slice(10, 20).map((l) => l.key));
  });

  it('hides the filters its rows carry no data for (the licence type is not in the contract)', async () => {
    configureMock({ profile: 'spec' });
    await renderLicenseList();
    await licenseTable();
    await screen.findByRole('combobox', { name: 'ステータスで絞り込み' });
    expect(screen.queryByRole('combobox', { name: 'ライセンス種別' })).toBeNull();
  });

  it('a licence without the fields the contract leaves optional shows them as "-"; an unknown field changes nothing; a row without a key is left out and counted', async () => {
    const {
      applicationName: _a,
      userName: _u,
      availableActivations: _v,
      updatedAt: _d,
      ...bare
    } = makeLicense({ id: 'lic-9', key: 'KEY-NINE' });
    const { key: _k, ...keyless } = makeLicense({ id: 'lic-x' });
    server.use(
      http.get('*/licenses', () => HttpResponse.json([{ ...bare, type: undefined, partnerCode: 'X-1' }, keyless])),
    );
    await renderLicenseList();
    await screen.findByText('KEY-NINE');
    const [row] = await dataRows();
    const cells = cellTexts(row!);
    expect(cells.slice(0, 3)).toEqual(['KEY-NINE', '-', '-']);
    expect(cells[4]).toBe('1 / 5');
    expect(
      screen.getByText('サーバーの応答のうち1件は、必要な項目（IDなど）がないため表示していません。'),
    ).toBeInTheDocument();
    expect(screen.queryByText('ライセンス一覧の取得に失敗しました')).toBeNull();
  });
});

describe('a server that answers GET /devices with a bare array', () => {
  it('pages the devices in the browser: page one, then the next, from one read', async () => {
    configureMock({ profile: 'spec' });
    const total = tables.devices.count();
    const reads = recordRequests('GET', '/devices');
    const user = await signInAs('admin');
    const { user: events } = renderScreen(<DeviceListScreen />, { path: '/devices', user });
    await pageReport(1, DEFAULT_LIST_PAGE_SIZE, total);
    await events.click(screen.getByRole('button', { name: '次のページ' }));
    await pageReport(DEFAULT_LIST_PAGE_SIZE + 1, 2 * DEFAULT_LIST_PAGE_SIZE, total);
    expect(screen.queryByText('デバイス一覧の取得に失敗しました。')).toBeNull();
    expect(reads).toHaveLength(1);
  });

  it('its refresh button reads the server again; paging after it does not', async () => {
    configureMock({ profile: 'spec' });
    const reads = recordRequests('GET', '/devices');
    const user = await signInAs('admin');
    const { user: events } = renderScreen(<DeviceListScreen />, { path: '/devices', user });
    await pageReport(1, DEFAULT_LIST_PAGE_SIZE, tables.devices.count());
    await events.click(screen.getByRole('button', { name: 'デバイス一覧を再読み込み' }));
    await screen.findByText('デバイス一覧を更新しました');
    expect(reads).toHaveLength(2);
    await events.click(screen.getByRole('button', { name: '次のページ' }));
    await pageReport(DEFAULT_LIST_PAGE_SIZE + 1, 2 * DEFAULT_LIST_PAGE_SIZE, tables.devices.count());
    expect(reads).toHaveLength(2);
  });

  it('a device without a name, metadata or last online time shows "-" there', async () => {
    server.use(
      http.get('*/devices', () =>
        HttpResponse.json([
          {
            id: 'dev-1234567890',
            hardwareId: 'HW-1',
            status: 'active',
            licenseId: null,
            createdAt: '2026-01-01T00:00:00Z',
            lastHeartbeat: null,
          },
        ]),
      ),
    );
    const user = await signInAs('admin');
    renderScreen(<DeviceListScreen />, { path: '/devices', user });
    const table = await screen.findByRole('table', { name: 'デバイス一覧' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(cellTexts(row).slice(1, 4)).toEqual(['HW-1', '-', 'アクティブ']);
  });

  it('offers 整理する on a server with the stale-device preview, and none without it', async () => {
    const user = await signInAs('admin');
    const { unmount } = renderScreen(<DeviceListScreen />, { path: '/devices?status=ACTIVE&silent=24', user });
    await screen.findByRole('button', { name: /整理する/ });
    unmount();
    configureMock({ profile: 'spec' });
    const probes = recordRequests('GET', '/api/devices/stale');
    renderScreen(<DeviceListScreen />, { path: '/devices?status=ACTIVE&silent=24', user });
    await screen.findByRole('table', { name: 'デバイス一覧' });
    await waitFor(() => expect(probes).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /整理する/ })).toBeNull();
  });
});
