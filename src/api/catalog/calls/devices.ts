// Devices: the admin's and the user's own. One part of the catalog (endpoints.ts).
import * as s from '../../schemas/index.ts';
import { adminList, type EndpointDef } from '../endpoint-def.ts';

const ok = s.deleteResponseSchema;

export const deviceCalls = {
  listDevices: adminList('devices', '/devices', 'デバイス一覧', {
    query: s.deviceListQuerySchema,
    response: s.deviceListResponseSchema,
  }),
  getDevice: {
    method: 'GET',
    path: '/devices/:id',
    access: 'authenticated',
    summary: 'デバイス取得（一般ユーザーは自分のもののみ）',
    response: s.deviceResponseSchema,
    errors: [404],
  },
  heartbeatDevice: {
    method: 'POST',
    path: '/devices/:id/heartbeat',
    access: 'authenticated',
    summary: 'ハートビート',
    body: s.deviceHeartbeatPayloadSchema,
    response: s.deviceCheckInResponseSchema,
    errors: [404, 409],
  },
  activateDevice: {
    method: 'POST',
    path: '/devices/:id/activate',
    access: 'authenticated',
    summary: 'デバイスのアクティベート',
    body: s.deviceActivatePayloadSchema,
    response: s.deviceCheckInResponseSchema,
    errors: [404, 409],
  },
  deactivateDevice: {
    method: 'POST',
    path: '/devices/:id/deactivate',
    access: 'authenticated',
    summary: 'デバイスの無効化',
    body: s.deviceDeactivatePayloadSchema,
    response: s.deviceResponseSchema,
    errors: [404, 409],
  },
  blockDevice: {
    method: 'POST',
    path: '/devices/:id/block',
    access: 'admin',
    summary: 'デバイスのブロック',
    response: s.deviceResponseSchema,
    errors: [404, 409],
  },
  unblockDevice: {
    method: 'POST',
    path: '/devices/:id/unblock',
    access: 'admin',
    summary: 'デバイスのブロック解除',
    response: s.deviceResponseSchema,
    errors: [404, 409],
  },
  deleteDevice: {
    method: 'DELETE',
    path: '/devices/:id',
    access: 'admin',
    summary: 'デバイス削除',
    response: ok,
    errors: [404],
  },
  previewStaleDevices: {
    method: 'GET',
    path: '/api/devices/stale',
    access: 'admin',
    summary:
      '停止中デバイスの整理のプレビュー（仕様外: ハートビートが olderThanHours 時間以上途絶えたアクティブなデバイスと、枠が空くライセンス）',
    query: s.staleDevicesQuerySchema,
    response: s.staleDevicesPreviewSchema,
  },
  listMyDevices: {
    method: 'GET',
    list: 'devices',
    path: '/api/my-devices',
    access: 'authenticated',
    summary: '自分のデバイス',
    response: s.myDeviceListResponseSchema,
  },
  deactivateMyDevice: {
    method: 'POST',
    path: '/api/my-devices/:id/deactivate',
    access: 'authenticated',
    summary: '自分のデバイスの非アクティベート',
    response: s.myDeviceResponseSchema,
    errors: [404, 409],
  },
} as const satisfies Record<string, EndpointDef>;
