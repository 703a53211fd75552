// The licence list's admin-only controls (docs/product.md §6).
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cellTexts, dataRows, makeLicense, renderLicenseList, rowOf, serveLicenses } from './support.tsx';

// Server round-trips through msw on a shared 2-core machine: give findBy/waitFor room.
configure({ asyncUtilTimeout: 5000 });

describe('Licence list: admin-only controls (docs/product.md §6)', () => {
  it('gives an admin new-licence, revoke or activate by status, and delete', async () => {
    const { user, location } = await renderLicenseList();
    const rows = await dataRows();
    for (const row of rows) {
      const [key, , , status] = cellTexts(row);
      expect(within(row).getByRole('button', { name: `ライセンス ${key} の詳細` })).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: `ライセンス ${key} を削除` })).toBeInTheDocument();
      const revoke = within(row).queryByRole('button', { name: `ライセンス ${key} を無効化` });
      const activate = within(row).queryByRole('button', { name: `ライセンス ${key} を有効化` });
      if (status === '無効化済み') {
        expect(revoke).toBeNull();
        expect(activate).toHaveTextContent('有効化');
      } else {
        expect(revoke).toHaveTextContent('無効化');
        expect(activate).toBeNull();
      }
    }
    await user.click(screen.getByRole('button', { name: '新規ライセンス' }));
    expect(location.history.at(-1)).toBe('/licenses/create');
    await user.click(screen.getByRole('button', { name: 'CSVから発行' }));
    expect(location.history.at(-1)).toBe('/licenses/import');
  });

  it('gives a USER only the detail button', async () => {
    serveLicenses([
      makeLicense({ key: 'KEY-ACTIVE' }),
      makeLicense({ id: 'lic-2', key: 'KEY-REVOKED', status: 'REVOKED' }),
    ]);
    await renderLicenseList('user');
    await rowOf('KEY-ACTIVE');
    expect(screen.queryByRole('button', { name: '新規ライセンス' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'CSVから発行' })).toBeNull();
    for (const key of ['KEY-ACTIVE', 'KEY-REVOKED']) {
      const row = await rowOf(key);
      expect(
        within(row)
          .getAllByRole('button')
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual([`ライセンス ${key} の詳細`]);
    }
  });

  it("shows a USER the server's refusal of the admin list, without the tools it would refuse again", async () => {
    await renderLicenseList('user');
    const [alert] = await screen.findAllByRole('alert');
    expect(alert).toHaveTextContent('この操作を行う権限がありません');
    expect(screen.getByRole('heading', { level: 1, name: 'ライセンス管理' })).toBeInTheDocument();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByLabelText('ライセンスを検索')).toBeNull();
    expect(screen.queryByRole('button', { name: 'CSVエクスポート' })).toBeNull();
    expect(within(alert!).getByRole('button', { name: '再試行' })).toBeInTheDocument();
  });
});
