// Japanese-aware search in the licence list: half-width katakana or hiragana typed in the
// search box find a licence whose user name is written in full-width katakana.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../support/api.ts';
import { tables } from '../../../src/mocks/db.ts';
import { dataRows, licenseTable, renderLicenseList } from './support.tsx';

configure({ asyncUtilTimeout: 5000 });

/** Through the mock API: a user named テストユーザー holding one licence. */
async function seedTestUsersLicence() {
  const { user } = await callApi('createUser', {
    body: {
      email: 'tester@example.com',
      password: 'Tester123!',
      role: 'USER',
      userType: 'INDEPENDENT',
      tenantId: null,
      subsclight_customer_id: null,
    },
  });
  await callApi('updateUser', {
    params: { id: user.id },
    body: { username: 'テストユーザー', email: 'tester@example.com', role: 'USER' },
  });
  const app = tables.applications.all().find((a) => a.status === 'active')!;
  const { license } = await callApi('createLicense', {
    body: {
      applicationId: app.id,
      userId: user.id,
      type: 'perpetual',
      maxActivations: 1,
      startDate: null,
      endDate: null,
      expiresAt: null,
    },
  });
  return license;
}

describe('Licence list: Japanese-aware search', () => {
  it.each(['ﾃｽﾄ', 'てすと'])("typing '%s' finds the licence of テストユーザー", async (typed) => {
    const { user } = await renderLicenseList();
    const license = await seedTestUsersLicence();
    await licenseTable();
    await user.type(screen.getByLabelText('ライセンスを検索'), typed);
    await waitFor(async () => {
      const rows = await dataRows();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toHaveTextContent(license.key);
    });
    expect(within((await dataRows())[0]!).getByText('テストユーザー')).toBeInTheDocument();
  });

  it('a key pasted from a Japanese document (full-width letters, digits and hyphens) finds its licence', async () => {
    const { user } = await renderLicenseList();
    const license = await seedTestUsersLicence();
    await licenseTable();
    const wide = license.key.replace(/[\u0021-\u007E]/g, (ch) =>
      ch === '-' ? '－' : String.fromCharCode(ch.charCodeAt(0) + 0xfee0),
    );
    expect(wide).not.toBe(license.key);
    await user.click(screen.getByLabelText('ライセンスを検索'));
    await user.paste(`${wide}\u3000`);
    await waitFor(async () => {
      const rows = await dataRows();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toHaveTextContent(license.key);
    });
  });
});
