// Users. One part of the catalog (endpoints.ts).
import * as s from '../../schemas/index.ts';
import { adminList, type EndpointDef } from '../endpoint-def.ts';

const ok = s.deleteResponseSchema;

export const userCalls = {
  listUsers: adminList('users', '/users', 'ユーザー一覧', {
    query: s.userListQuerySchema,
    response: s.userListResponseSchema,
  }),
  getUser: {
    method: 'GET',
    path: '/users/:id',
    access: 'admin',
    summary: 'ユーザー取得',
    response: s.userResponseSchema,
    errors: [404],
  },
  createUser: {
    method: 'POST',
    path: '/users',
    access: 'admin',
    summary: 'ユーザー作成',
    body: s.userCreatePayloadSchema,
    response: s.userResponseSchema,
    errors: [409],
  },
  updateUser: {
    method: 'PUT',
    path: '/users/:id',
    access: 'admin',
    summary: 'ユーザー更新',
    body: s.userUpdatePayloadSchema,
    response: s.userResponseSchema,
    errors: [404, 409],
  },
  deleteUser: {
    method: 'DELETE',
    path: '/users/:id',
    access: 'admin',
    summary: 'ユーザー削除',
    response: ok,
    errors: [404, 409],
  },
} as const satisfies Record<string, EndpointDef>;
