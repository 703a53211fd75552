// GET/POST /users, GET/PUT/DELETE /users/:id (admin).
import { activity } from '../../shared/messages/reports/activity.ts';
import { users as userText } from '../../shared/messages/users.ts';
import { tables } from '../db.ts';
import { logActivity } from '../domain/reports/activity.ts';
import { endSessionsOf } from '../domain/auth.ts';
import { badRequest, conflict, found } from '../domain/errors.ts';
import { newId } from '../domain/ids.ts';
import { createTableList } from '../domain/lists.ts';
import { USER_SORT } from '../../api/schemas/list-sorts.ts';
import { fill } from '../domain/text.ts';
import { deleteLicenseCascade, findUserByEmail, licensesOf } from '../domain/users.ts';
import { toUser } from '../domain/views.ts';
import { hashPassword } from '../seed/passwords.ts';
import { nowIso } from '../settings.ts';
import { created, implement } from './define.ts';

const userOr404 = (id: string) => found(tables.users.get(id), userText.notFound);

const listUserRows = createTableList(() => tables.users.all(), {
  search: ['username', 'email', 'displayName', 'id', 'tenantId', 'subsclightCustomerId'],
  sort: USER_SORT,
});

export const userImplementations = implement({
  listUsers: ({ query }) => {
    const { rows, total } = listUserRows(
      query,
      [query.sortField ?? 'createdAt', query.sortOrder ?? 'asc'],
      query.role || query.userType,
      (u) => (!query.role || u.role === query.role) && (!query.userType || u.userType === query.userType),
    );
    return { users: rows.map(toUser), total };
  },

  getUser: ({ params }) => ({ user: toUser(userOr404(params.id)) }),

  createUser: ({ body, user: actor }) => {
    if (findUserByEmail(body.email)) throw conflict(userText.emailTaken, 'EMAIL_TAKEN');
    let familyName = '';
    let givenName = '';
    let displayName = '';
    if (body.userType === 'SUBSCLIGHT_LINKED' && body.subsclight_customer_id !== null) {
      const tenant = tables.tenantUsers.get(body.subsclight_customer_id);
      if (!tenant)
        throw badRequest(userText.tenantUserUnknown, { subsclight_customer_id: [userText.tenantUserUnknown] });
      displayName = tenant.displayName || tenant.name;
      [familyName = '', givenName = ''] = tenant.name.split(/\s+/);
    }
    const at = nowIso();
    const user = tables.users.insert({
      id: newId(),
      email: body.email,
      username: body.email.split('@')[0] ?? body.email,
      passwordHash: hashPassword(body.password),
      role: body.role,
      familyName,
      givenName,
      displayName,
      userType: body.userType,
      tenantId: body.tenantId,
      subsclightCustomerId: body.subsclight_customer_id,
      createdAt: at,
      updatedAt: at,
    });
    logActivity(fill(activity.userCreated, { email: user.email }), { actorId: actor.id });
    return created({ user: toUser(user) });
  },

  updateUser: ({ params, body, user: actor }) => {
    const target = userOr404(params.id);
    const other = findUserByEmail(body.email);
    if (other && other.id !== target.id) throw conflict(userText.emailTaken, 'EMAIL_TAKEN');
    if (target.id === actor.id && body.role !== target.role)
      throw conflict(userText.cannotDemoteSelf, 'CANNOT_CHANGE_OWN_ROLE');
    const next = tables.users.patch(target.id, {
      username: body.username,
      email: body.email,
      role: body.role,
      updatedAt: nowIso(),
    });
    logActivity(fill(activity.userUpdated, { email: next.email }), { actorId: actor.id });
    return { user: toUser(next) };
  },

  deleteUser: ({ params, user: actor }) => {
    const target = userOr404(params.id);
    if (target.id === actor.id) throw conflict(userText.cannotDeleteSelf, 'CANNOT_DELETE_SELF');
    for (const license of licensesOf(target.id)) deleteLicenseCascade(license);
    endSessionsOf(target.id);
    tables.users.remove(target.id);
    logActivity(fill(activity.userDeleted, { email: target.email }), { actorId: actor.id });
    return { success: true as const };
  },
});
