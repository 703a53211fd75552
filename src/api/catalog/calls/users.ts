// Users. One part of the catalog (endpoints.ts).
import * as s from '../../schemas/index.ts';
import type { EndpointDef } from '../endpoint-def.ts';
import { resourceCalls } from './resource-calls.ts';

const users = resourceCalls({ path: '/users', rows: 'users', record: s.userResponseSchema });

export const userCalls = {
  listUsers: users.list('ユーザー一覧', { query: s.userListQuerySchema, response: s.userListResponseSchema }),
  getUser: users.get('ユーザー取得', { errors: [404] }),
  createUser: users.create('ユーザー作成', { body: s.userCreatePayloadSchema, errors: [409] }),
  updateUser: users.update('ユーザー更新', { body: s.userUpdatePayloadSchema, errors: [404, 409] }),
  deleteUser: users.remove('ユーザー削除', { errors: [404, 409] }),
} as const satisfies Record<string, EndpointDef>;
