// Property-based fuzzing of the mock (fuzz.test.ts): the plans of the licence-file, audit-log, notification
// and usage-report calls.
import * as fc from 'fast-check';
import { expect } from 'vitest';
import {
  AUDIT_ACTIONS,
  AUDIT_OBJECT_TYPES,
  AUDIT_RESULTS,
  AUDIT_SORT_FIELDS,
} from '../../../../src/api/schemas/reports/audit.ts';
import {
  HEARTBEAT_AGE_CHOICES_HOURS,
  HEARTBEAT_AGE_MAX_HOURS,
  LICENSE_FILE_TTL_DAYS,
  NOTIFICATIONS,
  OFFLINE_FILE_MAX_BYTES,
} from '../../../../src/shared/constants.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { demoUserId } from '../_helpers.ts';
import { ofLengths, bounds, isoDate, optional } from './arbitraries.ts';
import { requestFile, ttlEdges, idOf } from './world.ts';
import { pageFields, pageEdges, type Plans } from './plan.ts';

export const fileAuditNotificationPlans = {
  checkoutLicenseFile: {
    as: 'admin',
    param: (w) => idOf(w.licenseIds),
    fields: (w) => ({
      deviceId: optional(idOf(w.activeDeviceIds)),
      hardwareId: optional(fc.stringMatching(/^[A-Za-z0-9-]{1,40}$/)),
      ttlDays: fc.constantFrom(...LICENSE_FILE_TTL_DAYS),
    }),
    edges: { ttlDays: ttlEdges, hardwareId: bounds(1, 128), deviceId: ofLengths(0, 64, 65) },
  },
  activateOffline: {
    as: 'user',
    fields: (w) => ({ requestFile: requestFile(w), ttlDays: optional(fc.constantFrom(...LICENSE_FILE_TTL_DAYS)) }),
    edges: {
      requestFile: fc.oneof(
        bounds(1, OFFLINE_FILE_MAX_BYTES),
        fc.constantFrom(
          '{}',
          '[]',
          'null',
          '{"format":"activation-request/1"}',
          JSON.stringify({ format: 'activation-request/2' }),
          '\uFEFF{}',
        ),
      ),
      ttlDays: ttlEdges,
    },
  },
  returnOfflineDevice: {
    as: 'admin',
    param: (w) => idOf(w.deviceIds),
    fields: () => ({ returnCode: fc.stringMatching(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/) }),
    edges: {
      returnCode: fc.constantFrom(
        '',
        'ABCD',
        'abcd-efgh-jkmn-pqrs',
        'ＡＢＣＤ-ＥＦＧＨ-ＪＫＬＭ-ＮＰＱＲ',
        'ABCD-EFGH-JKLM-NPQR-S',
        '😀'.repeat(8),
      ),
    },
  },
  listAuditLog: {
    as: 'admin',
    fields: (w) => ({
      ...pageFields(),
      actorId: idOf(w.userIds),
      action: fc.constantFrom(...AUDIT_ACTIONS),
      objectType: fc.constantFrom(...AUDIT_OBJECT_TYPES),
      result: fc.constantFrom(...AUDIT_RESULTS),
      from: isoDate,
      licenseId: fc.constantFrom(...w.licenseIds),
      operationId: fc.uuid(),
      sortField: fc.constantFrom(...AUDIT_SORT_FIELDS),
    }),
    edges: {
      ...pageEdges,
      actorId: ofLengths(0, 65),
      action: fc.constantFrom('LOGIN', 'listLicenses', 'refresh', ''),
      objectType: fc.constantFrom('licence', 'session', ''),
      result: fc.constantFrom('ok', 'DONE', ''),
      from: fc.constantFrom('2025-02-30T00:00:00Z', '2025-01-01', 'yesterday', ''),
      to: fc.constantFrom('2000-01-01T00:00:00Z', '2025-01-01T00:00:00', ''),
      operationId: fc.constantFrom('short', 'a b c d e f g', 'x'.repeat(65), '../../etc'),
      sortField: fc.constantFrom('reason', 'actor.email', 'seq'),
    },
  },
  getNotifications: {
    as: 'admin',
    fields: () => ({
      tz: fc.constantFrom('Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'),
      staleAfterHours: fc.constantFrom(...HEARTBEAT_AGE_CHOICES_HOURS),
    }),
    edges: {
      tz: fc.constantFrom('Asia/Tokio', 'UTC+9', '../../etc/passwd', '\u0000', 'x'.repeat(5000)),
      staleAfterHours: fc.constantFrom(0, 2, 23, 24.5, -24, HEARTBEAT_AGE_MAX_HOURS + 1, 'day', ''),
    },
  },
  markNotificationsRead: {
    as: 'user',
    fields: () => ({
      ids: fc.array(fc.string({ minLength: 1, maxLength: 200 }), { minLength: 1, maxLength: NOTIFICATIONS.readMaxIds }),
    }),
    edges: {
      ids: fc.oneof(
        fc.constant([]),
        fc.constant(Array.from({ length: NOTIFICATIONS.readMaxIds + 1 }, (_, i) => `x${i}`)),
        fc.constantFrom([''], ['x'.repeat(201)], [1, 2], 'license-expiring:x', [null], [{}]),
      ),
    },
    accepted: (body, res) => {
      // Only the caller's own marks change: the row is theirs, and says no more than what was sent.
      expect((res.json as { read: number }).read).toBeLessThanOrEqual(new Set(body.ids as string[]).size);
      expect(tables.notificationStates.all().map((row) => row.id)).toEqual([demoUserId()]);
    },
  },
  updateNotificationSettings: {
    as: 'user',
    fields: () => ({ expiryWindowDays: fc.constantFrom(...NOTIFICATIONS.expiryWindowChoices) }),
    edges: { expiryWindowDays: fc.constantFrom(0, 1, 8, 30.5, -30, 365, '30', '30days', 'NaN', 1e308) },
  },
  getUsageReport: {
    as: 'admin',
    fields: () => {
      const month = fc
        .tuple(fc.integer({ min: 2024, max: 2027 }), fc.integer({ min: 1, max: 12 }))
        .map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`);
      return {
        from: month,
        to: month,
        tz: fc.constantFrom('Asia/Tokyo', 'America/Los_Angeles', 'Asia/Kathmandu', 'UTC'),
      };
    },
    edges: {
      from: fc.constantFrom('2026-13', '2026-00', '2026-1', '26-01', '2026/01', '2026-01-01', '', '0000-01', '9999-12'),
      to: fc.constantFrom('2020-01', '2030-12', '2026-13', '2026-02-30', 'now', ''),
      tz: fc.constantFrom('Asia/Tokio', 'UTC+9', 'Mars/Olympus', 'Asia/Tokyo\n'),
    },
  },
} satisfies Partial<Plans>;
