// A row of the user import as the single user form would send it: the e-mail (a tenant user's
// links the new user to the billing provider, as picking it in the form does), the password by
// the contract's rules or generated when blank, the role fixed to 一般ユーザー; the form's own
// schema and payload, so every message is the form's (docs/product.md §5).
import type { TenantUser } from '../../../api/schemas/accounts/billing.ts';
import type { UserCreatePayload } from '../../../api/schemas/accounts/user.ts';
import { toAsciiForm } from '../../../shared/ascii-form.ts';
import { PASSWORD_ALLOWED_SYMBOLS, PASSWORD_MIN_LENGTH } from '../../../shared/constants.ts';
import { bulkImport as t } from '../../../shared/messages/bulk-import.ts';
import { roleLabels, users } from '../../../shared/messages/users.ts';
import { toUserCreatePayload, userCreateFormSchema } from '../../shared/user-form/user-create-form-schema.ts';
import type { ImportColumn, ImportRow } from '../reading/csv-table.ts';
import { generatePassword } from './generated-password.ts';
import type { CellError, CheckedRow } from '../licenses/license-rows.ts';

export type UserColumnKey = 'email' | 'password' | 'role';

export const USER_COLUMNS: readonly ImportColumn<UserColumnKey>[] = [
  {
    key: 'email',
    ja: 'メールアドレス',
    en: 'email',
    required: true,
    allowed:
      '新しいユーザーのメールアドレス（サブスクライトのテナントユーザーのアドレスなら、そのユーザーと連携します）',
    example: 'tanaka@example.com',
  },
  {
    key: 'password',
    ja: 'パスワード',
    en: 'password',
    required: false,
    allowed: `${PASSWORD_MIN_LENGTH}文字以上、英大文字・英小文字・数字・記号（${PASSWORD_ALLOWED_SYMBOLS}）を各1文字以上（空欄: 自動生成し、結果ファイルにだけ記載）`,
    example: '',
  },
  {
    key: 'role',
    ja: 'ロール',
    en: 'role',
    required: false,
    allowed: `${roleLabels.user}（空欄可。新しいユーザーは常に${roleLabels.user}です）`,
    example: roleLabels.user,
  },
];

/** What the rows are checked against: read once per file. */
export interface UserRowLookups {
  /** Every registered e-mail, in its ASCII form, lower case. */
  registered: ReadonlySet<string>;
  tenantUsers: readonly TenantUser[];
  /** The owner's billing site, the tenant of a linked user (null when unknown). */
  tenantId: string | null;
}

/** What a row sends, and whether its password was generated (the result file then carries it). */
export interface UserImportItem {
  user: UserCreatePayload;
  passwordGenerated: boolean;
}

const USER_ROLE_WORDS = new Set([roleLabels.user, '一般', 'user', 'ユーザー']);
const foldedEmail = (text: string) => toAsciiForm(text).trim().toLowerCase();

/** Checks every row; an e-mail repeated inside the file is an error on the later rows. */
export function checkUserRows(
  rows: readonly ImportRow<UserColumnKey>[],
  lookups: UserRowLookups,
): CheckedRow<UserImportItem>[] {
  const schema = userCreateFormSchema(lookups.tenantUsers);
  const firstLine = new Map<string, number>();
  return rows.map((row) => {
    const v = row.values;
    const errors: CellError<UserColumnKey>[] = [];
    const fail = (column: UserColumnKey, message: string) => {
      if (!errors.some((e) => e.column === column)) errors.push({ column, message });
    };
    const email = toAsciiForm(v.email).trim();
    const folded = foldedEmail(email);
    const tenant = lookups.tenantUsers.find((u) => foldedEmail(u.email) === folded);
    if (email !== '') {
      const earlier = firstLine.get(folded);
      if (lookups.registered.has(folded) || tenant?.is_duplicate) fail('email', users.emailTaken);
      else if (earlier !== undefined) fail('email', t.duplicateEmail(earlier));
      else firstLine.set(folded, row.line);
    }
    if (v.role !== '' && !USER_ROLE_WORDS.has(v.role.normalize('NFKC').trim().toLowerCase()))
      fail('role', t.roleUserOnly);

    const passwordGenerated = v.password === '';
    const password = passwordGenerated ? generatePassword() : v.password;
    const parsed = schema.safeParse(
      tenant && !tenant.is_duplicate
        ? { mode: 'tenant', tenantUserId: tenant.id, email: '', password }
        : { mode: 'email', tenantUserId: '', email, password },
    );
    if (!parsed.success)
      for (const issue of parsed.error.issues) fail(issue.path[0] === 'password' ? 'password' : 'email', issue.message);
    const payload =
      errors.length === 0 && parsed.success
        ? { user: toUserCreatePayload(parsed.data, lookups.tenantUsers, lookups.tenantId), passwordGenerated }
        : null;
    return { row, payload, errors, reference: '' };
  });
}
