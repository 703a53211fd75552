// What needs attention, and the usage report (extensions, docs/product.md §10). One part of the catalog (endpoints.ts).
import * as s from '../../schemas/index.ts';
import type { EndpointDef } from '../endpoint-def.ts';

export const attentionCalls = {
  getNotifications: {
    method: 'GET',
    path: '/api/notifications',
    access: 'authenticated',
    summary:
      'お知らせ（拡張: 期限の近いライセンス、枠の使用率と同期切れ、枠不足による拒否、停止中のデバイス。一般ユーザーは自分のライセンスの期限のみ。新しい順）',
    query: s.notificationsQuerySchema,
    response: s.notificationsSchema,
  },
  markNotificationsRead: {
    method: 'POST',
    path: '/api/notifications/read',
    access: 'authenticated',
    summary: 'お知らせを既読にする（拡張: 呼び出したユーザーにとってのみ）',
    body: s.notificationReadPayloadSchema,
    response: s.notificationReadResponseSchema,
  },
  updateNotificationSettings: {
    method: 'PUT',
    path: '/api/notifications/settings',
    access: 'authenticated',
    summary: 'お知らせの設定（拡張: 期限の近いライセンスとみなす日数 7|30|90、ユーザーごと）',
    body: s.notificationSettingsPayloadSchema,
    response: s.notificationSettingsSchema,
  },
  getUsageReport: {
    method: 'GET',
    path: '/api/reports/usage',
    access: 'admin',
    summary:
      '利用状況レポート（拡張: 月別・アプリケーション別の同時アクティブデバイス数の最大、アクティベーション、無効化、枠不足による拒否、発行・期限切れ・無効化されたライセンス。月は tz の暦）',
    query: s.usageReportQuerySchema,
    response: s.usageReportSchema,
  },
} as const satisfies Record<string, EndpointDef>;
