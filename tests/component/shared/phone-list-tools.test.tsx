// A list on a phone (matchMedia at the small breakpoint): the filters behind one 絞り込み button
// and its sheet, the count on the button, each active filter a chip whose removal clears it in
// the URL, and 並べ替え ordering the rows through the same URL the desktop's headers write.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../support/api.ts';
import { chooseOption } from '../../support/dropdown.ts';
import { PHONE_WIDTH_QUERY } from '../../../src/ui/table/phone-width.ts';
import { dataRows, cellTexts, renderLicenseList } from '../licenses/support.tsx';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { DeviceListScreen } from '../../../src/screens/devices/device-list-screen.tsx';
import { AuditLogScreen } from '../../../src/screens/audit-log/audit-log-screen.tsx';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === PHONE_WIDTH_QUERY,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
});
afterEach(() => vi.restoreAllMocks());

const filterButton = () => screen.getByRole('button', { name: /^絞り込み/ });

describe('A list on a phone', () => {
  it('folds the filters behind 絞り込み: a filter chosen in the sheet counts, shows a chip, and the chip clears it and the URL', async () => {
    const { user, location } = await renderLicenseList();
    await dataRows();
    // No toolbar on the page: the filters are in the sheet.
    expect(screen.queryByRole('combobox', { name: 'ステータスで絞り込み' })).not.toBeInTheDocument();
    expect(filterButton()).toHaveAccessibleName('絞り込み');

    await user.click(filterButton());
    const sheet = await screen.findByRole('dialog', { name: '絞り込み' });
    expect(within(sheet).getByRole('searchbox')).toBeInTheDocument();
    await chooseOption(user, 'ステータスで絞り込み', '無効化済み');
    await waitFor(() => expect(location.history.at(-1)).toContain('status=REVOKED'));
    await user.click(within(sheet).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '絞り込み' })).not.toBeInTheDocument());

    expect(filterButton()).toHaveAccessibleName('絞り込み (1)');
    const chips = screen.getByRole('list', { name: '適用中の絞り込み' });
    expect(within(chips).getByText('ステータス: 無効化済み')).toBeInTheDocument();
    await waitFor(async () => {
      for (const row of await dataRows()) expect(row).toHaveTextContent('無効化済み');
    });

    await user.click(within(chips).getByRole('button', { name: '「ステータス: 無効化済み」を解除' }));
    await waitFor(() => expect(location.history.at(-1)).not.toContain('status='));
    expect(filterButton()).toHaveAccessibleName('絞り込み');
    expect(screen.queryByRole('list', { name: '適用中の絞り込み' })).not.toBeInTheDocument();
  });

  it('orders the rows with 並べ替え, written to the URL the column headers use', async () => {
    const { user, location } = await renderLicenseList();
    await dataRows();
    const { licenses } = await callApi('listLicenses', {
      query: { page: 1, pageSize: 1, sortField: 'key', sortOrder: 'desc' },
    });
    // No sort in the URL: the control says the list is in its default order (not an empty box).
    expect(screen.getByRole('combobox', { name: '並べ替え' })).toHaveValue('既定の順');
    await chooseOption(user, '並べ替え', 'ライセンスキー（降順）');
    await waitFor(() => expect(location.history.at(-1)).toMatch(/sort=key&order=desc|order=desc&sort=key/));
    await waitFor(async () => expect(cellTexts((await dataRows())[0]!).join(' ')).toContain(licenses[0]!.key));
    expect(screen.getByRole('combobox', { name: '並べ替え' })).toHaveValue('ライセンスキー（降順）');
  });
});

describe('A filter set by a link, on a phone', () => {
  it("counts in 絞り込み and shows a chip whose × clears it with Space (the device list's licence)", async () => {
    const user = await signInAs('admin');
    const { location } = renderScreen(<DeviceListScreen />, { path: '/devices?license=lic-0001', user });
    await waitFor(() => expect(filterButton()).toHaveAccessibleName('絞り込み (1)'));
    const chips = screen.getByRole('list', { name: '適用中の絞り込み' });
    expect(within(chips).getByText(/^ライセンスで絞り込み中: /)).toBeInTheDocument();

    const remove = within(chips).getByRole('button', { name: 'ライセンス lic-0001 の絞り込みを解除' });
    remove.focus();
    fireEvent.keyDown(remove, { key: ' ', code: 'Space' });
    await waitFor(() => expect(location.history.at(-1)).not.toContain('license='));
    expect(filterButton()).toHaveAccessibleName('絞り込み');
  });

  it("counts the audit log's actor and bulk run, each a chip removed with Enter", async () => {
    const user = await signInAs('admin');
    const { location } = renderScreen(<AuditLogScreen />, { path: '/audit-log?actor=u-x&op=op-1', user });
    await waitFor(() => expect(filterButton()).toHaveAccessibleName('絞り込み (2)'));
    const chips = screen.getByRole('list', { name: '適用中の絞り込み' });
    expect(within(chips).getByText('一括操作の明細を表示中')).toBeInTheDocument();

    const remove = within(chips).getByRole('button', { name: '一括操作の明細を閉じる' });
    fireEvent.keyDown(remove, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(location.history.at(-1)).not.toContain('op='));
    expect(location.history.at(-1)).toContain('actor=u-x');
    await waitFor(() => expect(filterButton()).toHaveAccessibleName('絞り込み (1)'));
  });
});
