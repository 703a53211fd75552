// A row of the user import checked as the single user form checks it: the e-mail (full-width
// accepted), the password by the contract's rules or generated when blank, the role fixed to
// 一般ユーザー; registered and repeated e-mails flagged; a tenant user's e-mail linked to it.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { passwordIssues } from '../../../src/api/schemas/accounts/password.ts';
import {
  generatePassword,
  GENERATED_PASSWORD_LENGTH,
} from '../../../src/screens/bulk-import/users/generated-password.ts';
import { checkUserRows, type UserColumnKey } from '../../../src/screens/bulk-import/users/user-rows.ts';
import { CSV_BOM, csvText, FORMULA_START } from '../../../src/shared/csv-text.ts';
import { bulkImport as t } from '../../../src/shared/messages/bulk-import.ts';
import { validation as v } from '../../../src/shared/messages/forms/validation.ts';
import { users } from '../../../src/shared/messages/users.ts';

const lookups = {
  registered: new Set(['taken@example.com']),
  tenantUsers: [
    { id: 'cus-1', email: 'Tenant@Example.com', name: '山田 太郎', display_name: '山田', is_duplicate: false },
    { id: 'cus-2', email: 'linked@example.com', name: '佐藤', display_name: '佐藤', is_duplicate: true },
  ],
  tenantId: 'site-1',
};

const rows = (...values: Partial<Record<UserColumnKey, string>>[]) =>
  values.map((v, i) => ({
    line: i + 2,
    values: { email: '', password: '', role: '', ...v },
    cells: [],
  }));

describe('checkUserRows', () => {
  it('sends a valid row as the form does: an independent user, role USER, the typed password', () => {
    const [row] = checkUserRows(
      rows({ email: 'ｎｅｗ@example.com', password: 'Strong123!', role: '一般ユーザー' }),
      lookups,
    );
    expect(row!.errors).toEqual([]);
    expect(row!.payload).toEqual({
      user: {
        email: 'new@example.com',
        password: 'Strong123!',
        role: 'USER',
        userType: 'INDEPENDENT',
        tenantId: null,
        subsclight_customer_id: null,
      },
      passwordGenerated: false,
    });
  });

  it("links a tenant user's e-mail to the billing provider, its tenant the owner's site", () => {
    const [row] = checkUserRows(rows({ email: 'tenant@example.com' }), lookups);
    expect(row!.payload?.user).toMatchObject({
      email: 'Tenant@Example.com',
      userType: 'SUBSCLIGHT_LINKED',
      tenantId: 'site-1',
      subsclight_customer_id: 'cus-1',
    });
    expect(row!.payload?.passwordGenerated).toBe(true);
  });

  it('names each error by its column in the messages of the form', () => {
    const checked = checkUserRows(
      rows(
        { email: '', password: 'Strong123!' },
        { email: 'bad', password: 'Strong123!' },
        { email: 'a@example.com', password: 'short' },
        { email: 'TAKEN@example.com' },
        { email: 'linked@example.com' },
        { email: 'b@example.com', role: '管理者' },
        { email: 'c@example.com' },
        { email: 'C@example.com' },
      ),
      lookups,
    );
    expect(checked.map((r) => r.errors)).toEqual([
      [{ column: 'email', message: v.emailRequired }],
      [{ column: 'email', message: v.emailFormat }],
      [{ column: 'password', message: passwordIssues('short').join('\n') }],
      [{ column: 'email', message: users.emailTaken }],
      [{ column: 'email', message: users.emailTaken }],
      [{ column: 'role', message: t.roleUserOnly }],
      [],
      [{ column: 'email', message: t.duplicateEmail(8) }],
    ]);
    expect(checked.map((r) => r.payload === null)).toEqual([true, true, true, true, true, true, false, true]);
  });
});

describe('generatePassword', () => {
  it('meets every rule of the contract, each time different', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(passwordIssues(password)).toEqual([]);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });

  it('never starts as a formula, so the result file carries it unchanged', () => {
    const rows = Array.from({ length: 500 }, () => generatePassword());
    expect(rows.filter((password) => FORMULA_START.test(password))).toEqual([]);
    const file = csvText(
      ['パスワード'],
      rows.map((password) => [password]),
    );
    expect(Papa.parse<string[]>(file.replace(CSV_BOM, ''), { skipEmptyLines: true }).data.slice(1).flat()).toEqual(
      rows,
    );
  });
});
