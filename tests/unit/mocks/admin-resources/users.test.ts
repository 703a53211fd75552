// The mock's users: list, create, edit, delete and their refusals.
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../support/api.ts';
import { users as userText } from '../../../../src/shared/messages/users.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { apiError, databaseText, demoAdminId, demoUserId, ownership, signIn } from '../_helpers.ts';

describe('users', () => {
  it('lists 10 per page with a role filter and a search over name, e-mail and id', async () => {
    await signIn('admin');
    const p1 = await callApi('listUsers', { query: { page: 1, pageSize: 10 } });
    expect(p1.users).toHaveLength(10);
    expect(p1.total).toBeGreaterThan(20); // 3+ pages
    const admins = await callApi('listUsers', { query: { role: 'ADMIN' } });
    expect(admins.users.map((u) => u.email)).toContain('admin@example.com');
    expect(admins.users.every((u) => u.role === 'ADMIN')).toBe(true);
    expect((await callApi('listUsers', { query: { role: '' } })).total).toBe(tables.users.count());
    expect((await callApi('listUsers', { query: { search: 'USER@EXAMPLE' } })).users.map((u) => u.email)).toEqual([
      'user@example.com',
    ]);
    const someone = tables.users.all()[10]!;
    expect((await callApi('listUsers', { query: { search: someone.displayName } })).users.map((u) => u.id)).toContain(
      someone.id,
    );
    expect((await callApi('listUsers', { query: { search: someone.id.slice(0, 13) } })).users.map((u) => u.id)).toEqual(
      [someone.id],
    );
  });

  it('refuses a taken e-mail (409), case-insensitively', async () => {
    await signIn('admin');
    const before = databaseText();
    const e = await apiError(
      callApi('createUser', {
        body: {
          email: 'User@Example.com',
          password: 'Valid123!',
          role: 'USER',
          userType: 'INDEPENDENT',
          tenantId: null,
          subsclight_customer_id: null,
        },
      }),
      409,
    );
    expect(e.message).toBe(userText.emailTaken);
    expect(databaseText()).toBe(before);
  });

  it('creates a tenant-linked user from a tenant user, who can then sign in; the tenant user becomes a duplicate', async () => {
    await signIn('admin');
    const { users } = await callApi('listTenantUsers', {});
    const fresh = users.find((t) => !t.is_duplicate)!;
    const res = await callApi('createUser', {
      body: {
        email: fresh.email,
        password: 'Tenant123!',
        role: 'USER',
        userType: 'SUBSCLIGHT_LINKED',
        tenantId: 'tenant-main',
        subsclight_customer_id: fresh.id,
      },
    });
    expect(res.user).toMatchObject({
      email: fresh.email,
      userType: 'SUBSCLIGHT_LINKED',
      subsclight_customer_id: fresh.id,
    });
    expect((await callApi('listTenantUsers', {})).users.find((t) => t.id === fresh.id)!.is_duplicate).toBe(true);
    await signIn({ email: fresh.email, password: 'Tenant123!' });
    expect((await callApi('getProfile', {})).display_name).toBe(fresh.display_name);
    await signIn('admin');
    const e = await apiError(
      callApi('createUser', {
        body: {
          email: 'ghost@example.jp',
          password: 'Tenant123!',
          role: 'USER',
          userType: 'SUBSCLIGHT_LINKED',
          tenantId: null,
          subsclight_customer_id: 'cus_unknown',
        },
      }),
      400,
    );
    expect(e.message).toBe(userText.tenantUserUnknown);
  });

  it('an admin cannot delete or demote themself (409); others can be edited and deleted', async () => {
    await signIn('admin');
    const me = demoAdminId();
    const before = databaseText();
    expect((await apiError(callApi('deleteUser', { params: { id: me } }), 409)).message).toBe(
      userText.cannotDeleteSelf,
    );
    expect(
      (
        await apiError(
          callApi('updateUser', {
            params: { id: me },
            body: { username: 'admin', email: 'admin@example.com', role: 'USER' },
          }),
          409,
        )
      ).message,
    ).toBe(userText.cannotDemoteSelf);
    expect(databaseText()).toBe(before);
    // Editing other fields of oneself is fine.
    expect(
      (
        await callApi('updateUser', {
          params: { id: me },
          body: { username: 'boss', email: 'admin@example.com', role: 'ADMIN' },
        })
      ).user.username,
    ).toBe('boss');
    // Another user's e-mail is taken.
    expect(
      (
        await apiError(
          callApi('updateUser', {
            params: { id: demoUserId() },
            body: { username: 'x', email: 'admin@example.com', role: 'USER' },
          }),
          409,
        )
      ).message,
    ).toBe(userText.emailTaken);
  });

  it('deleting a user removes their licences (freeing their devices) and their sessions', async () => {
    const user = await signIn('user');
    await signIn('admin');
    const { ownLicenses, ownDevices } = ownership();
    await callApi('deleteUser', { params: { id: user.userId } });
    for (const l of ownLicenses) expect(tables.licenses.get(l.id)).toBeUndefined();
    for (const d of ownDevices) expect(tables.devices.get(d.id)).toMatchObject({ licenseId: null });
    expect(tables.sessions.all().some((s) => s.userId === user.userId)).toBe(false);
    expect((await apiError(callApi('getUser', { params: { id: user.userId } }), 404)).message).toBe(userText.notFound);
  });
});
