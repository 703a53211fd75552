// お知らせ (the `notifications` extension, docs/product.md §10): what needs the signed-in user's
// attention now, each item with whether they have read it, their expiry window, and the calls
// that mark items read and change the window.
import * as z from 'zod';
import { essential } from '../reading.ts';
import type { Read } from '../../reading/read-types.ts';
import { HEARTBEAT_AGE_CHOICES_HOURS, NOTIFICATIONS } from '../../../shared/constants.ts';
import { validation as v } from '../../../shared/messages/forms/validation.ts';
import { auditActionSchema } from './audit.ts';
import { count, id, isoDateTime, nullableIsoDateTime } from '../common.ts';
import { choiceOf, timeZoneName } from './trends.ts';

/**
 * licenseExpiring: a licence expires within the user's window; quotaLevel: the owner's quota is
 * 70 % or 90 % used or exhausted; quotaStale: not synced for 24 hours; quotaRefused: a call refused
 * for want of quota in the last 24 hours; deviceSilent: an ACTIVE device silent past the threshold.
 */
export const NOTIFICATION_KINDS = [
  'licenseExpiring',
  'quotaLevel',
  'quotaStale',
  'quotaRefused',
  'deviceSilent',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** The quota's levels: warning, danger, exhausted (every slot bought in use). */
export const QUOTA_NOTICE_LEVELS = [70, 90, 100] as const;
export type ExpiryWindowDays = (typeof NOTIFICATIONS.expiryWindowChoices)[number];

const itemId = z.string().min(1).max(200);
const expiryWindow = choiceOf(NOTIFICATIONS.expiryWindowChoices);

/** GET /api/notifications?tz=Asia/Tokyo&staleAfterHours=24: the window's days in `tz`; devices silent longer than the hours (an administrator's). */
export const notificationsQuerySchema = z.object({
  tz: timeZoneName.optional(),
  staleAfterHours: choiceOf(HEARTBEAT_AGE_CHOICES_HOURS).optional(),
});

export const notificationSchema = z.object({
  /** Stable while the condition lasts; a new one (a new expiry date, a later silence) is a new id. */
  id: essential(itemId),
  kind: essential(z.enum(NOTIFICATION_KINDS)),
  /** When the condition began (the list is newest first by it). */
  at: isoDateTime,
  read: z.boolean(),
  license: z.object({ id, key: z.string(), expiresAt: nullableIsoDateTime }).nullable(),
  device: z.object({ id, name: z.string(), lastHeartbeat: nullableIsoDateTime }).nullable(),
  quota: z
    .object({
      used: count,
      total: count,
      level: z.literal(QUOTA_NOTICE_LEVELS).nullable(),
      lastSyncedAt: nullableIsoDateTime,
    })
    .nullable(),
  /** The refused call and what it was about (a licence key; empty for a refused issue). */
  refusal: z.object({ action: auditActionSchema, objectLabel: z.string() }).nullable(),
});
export type Notification = Read<typeof notificationSchema>;
export type NotificationWire = z.infer<typeof notificationSchema>;

export const notificationsSchema = z.object({
  expiryWindowDays: z.number().int(),
  staleAfterHours: z.number().int(),
  /** Unread items, and items in all (the list holds the newest of them). */
  unread: count,
  total: count,
  items: z.array(notificationSchema),
});
export type Notifications = Read<typeof notificationsSchema>;
export type NotificationsWire = z.infer<typeof notificationsSchema>;

/** POST /api/notifications/read: marks these items read for the caller. */
export const notificationReadPayloadSchema = z.object({
  ids: z
    .array(itemId, { error: v.invalidValue })
    .min(1, { error: v.invalidValue })
    .max(NOTIFICATIONS.readMaxIds, { error: v.invalidValue }),
});
export const notificationReadResponseSchema = z.object({ read: count });

/** PUT /api/notifications/settings: the caller's expiry window. */
export const notificationSettingsPayloadSchema = z.object({ expiryWindowDays: expiryWindow });
export const notificationSettingsSchema = z.object({ expiryWindowDays: z.number().int() });
