// Devices: the admin's and the user's own. One part of the catalog (endpoints.ts).
import * as s from '../../schemas/index.ts';
import type { EndpointDef } from '../endpoint-def.ts';
import { resourceCalls } from './resource-calls.ts';

const devices = resourceCalls({ path: '/devices', rows: 'devices', record: s.deviceResponseSchema });

export const deviceCalls = {
  listDevices: devices.list('デバイス一覧', { query: s.deviceListQuerySchema, response: s.deviceListResponseSchema }),
  getDevice: devices.get('デバイス取得（一般ユーザーは自分のもののみ）', { access: 'authenticated', errors: [404] }),
  heartbeatDevice: devices.action('heartbeat', 'ハートビート', {
    access: 'authenticated',
    body: s.deviceHeartbeatPayloadSchema,
    response: s.deviceCheckInResponseSchema,
    errors: [404, 409],
  }),
  activateDevice: devices.action('activate', 'デバイスのアクティベート', {
    access: 'authenticated',
    body: s.deviceActivatePayloadSchema,
    response: s.deviceCheckInResponseSchema,
    errors: [404, 409],
  }),
  deactivateDevice: devices.action('deactivate', 'デバイスの無効化', {
    access: 'authenticated',
    body: s.deviceDeactivatePayloadSchema,
    errors: [404, 409],
  }),
  blockDevice: devices.action('block', 'デバイスのブロック', { errors: [404, 409] }),
  unblockDevice: devices.action('unblock', 'デバイスのブロック解除', { errors: [404, 409] }),
  deleteDevice: devices.remove('デバイス削除', { errors: [404] }),
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
