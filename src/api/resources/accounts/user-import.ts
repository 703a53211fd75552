// What ユーザー一括登録 needs of the API: every registered e-mail (a row naming one is an error),
// the billing provider's tenant users and the owner's site (a row with a tenant user's e-mail is
// linked to it, as the single form links the one picked), each row through POST /users (the whole
// import one operation of the audit log), and the user lists and tenant users read again after.
import type { ApiClient } from '../../client/client.ts';
import { orIfStatus } from '../../client/errors.ts';
import type { TenantUser } from '../../schemas/accounts/billing.ts';
import type { UserCreatePayload } from '../../schemas/accounts/user.ts';
import { billingKeys, listTenantUsers } from './billing.ts';
import { createdOf, type ImportCalls, type SendRows } from '../licensing/bulk-import.ts';
import { fetchAllPages, inOperation } from '../list-adapter.ts';
import type { CallsOf } from '../use-calls.ts';
import { getMyOwner } from './owner.ts';
import { createUser, userListAdapter } from './users.ts';

/** Every user's e-mail, admins included, read in pages of the largest size. */
export const listEveryUserEmail = (api: ApiClient): Promise<string[]> =>
  fetchAllPages(async (_: null, page, pageSize) => {
    const res = await api.call('listUsers', { query: { page, pageSize, sortField: 'email', sortOrder: 'asc' } });
    const rows = res.users.flatMap((u) => (u.email ? [u.email] : []));
    // A server that sends every user at once says no total: its one page is all of them.
    return { rows, total: res.total ?? res.users.length, local: false, hiddenFilters: [], skippedRows: 0 };
  }, null);

/** The tenant users to match rows with: none when no owner is linked or the provider says it failed. */
async function tenantUsersOf(api: ApiClient): Promise<TenantUser[]> {
  const list = await orIfStatus(listTenantUsers(api), [404], null);
  return list && list.success !== false ? list.users : [];
}

/** Registers the rows one POST /users each; each row's outcome as it is known, a refusal stopping none. */
export async function registerUsers(
  api: ApiClient,
  ...[payloads, onOutcome]: Parameters<SendRows<UserCreatePayload>>
): Promise<void> {
  for (const [i, payload] of payloads.entries()) {
    try {
      onOutcome(i, { ok: true, ...createdOf(await createUser(api, payload), 'user') });
    } catch (error) {
      onOutcome(i, { ok: false, error });
    }
  }
}

export type UserImportCalls = ImportCalls<
  { emails: string[]; tenantUsers: TenantUser[]; tenantId: string | null },
  UserCreatePayload
>;

/** ユーザー一括登録's calls through one API client, the user lists read again in its query cache. */
export const userImportCalls: CallsOf<UserImportCalls> = (api, queryClient) => ({
  lookups: async () => {
    const [emails, tenantUsers, owner] = await Promise.all([
      listEveryUserEmail(api),
      tenantUsersOf(api),
      getMyOwner(api),
    ]);
    return { emails, tenantUsers, tenantId: owner.exists ? (owner.subsclight_site ?? null) : null };
  },
  startOperation: () => {
    const operationApi = inOperation(api, crypto.randomUUID());
    return (payloads, onOutcome) => registerUsers(operationApi, payloads, onOutcome);
  },
  // The user lists and the tenant users ('既に登録済み').
  invalidate: () =>
    Promise.all([
      userListAdapter(api, queryClient).invalidate(),
      queryClient.invalidateQueries({ queryKey: billingKeys.tenantUsers() }),
    ]),
});
