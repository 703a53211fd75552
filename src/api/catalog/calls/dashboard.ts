// The dashboard and the signed-in user's profile. One part of the catalog (endpoints.ts).
import * as s from '../../schemas/index.ts';
import type { EndpointDef } from '../endpoint-def.ts';

export const dashboardCalls = {
  getDashboard: {
    method: 'GET',
    path: '/api/dashboard',
    access: 'authenticated',
    summary: 'ダッシュボード（一般ユーザーは自分の数値）',
    response: s.dashboardSchema,
  },
  getDashboardTrends: {
    method: 'GET',
    path: '/api/dashboard/trends',
    access: 'admin',
    summary:
      'ダッシュボードの推移（仕様外: 日別の発行数とアクティベーション数、今後の期限切れ、枠の推移、ハートビートの途絶えたデバイス数。days=30|90）',
    query: s.trendsQuerySchema,
    response: s.trendsSchema,
  },
  getStats: {
    method: 'GET',
    path: '/api/stats',
    access: 'authenticated',
    summary: '自分の統計',
    response: s.userStatsSchema,
  },
  getProfile: {
    method: 'GET',
    path: '/api/profile',
    access: 'authenticated',
    summary: 'プロフィール取得',
    response: s.userProfileSchema,
  },
  updateProfile: {
    method: 'PUT',
    path: '/api/profile',
    access: 'authenticated',
    summary: 'プロフィール更新',
    body: s.profileUpdatePayloadSchema,
    response: s.userProfileSchema,
  },
} as const satisfies Record<string, EndpointDef>;
