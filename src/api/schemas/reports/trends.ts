// Dashboard trends and device health (the `trends` extension, docs/product.md §10): the series the
// admin dashboard charts, and the preview of a clean-up of stale devices.
import * as z from 'zod';
import { essential } from '../reading.ts';
import type { Read } from '../../reading/read-types.ts';
import { HEARTBEAT_AGE_CHOICES_HOURS, LIMITS, TREND_DAY_CHOICES } from '../../../shared/constants.ts';
import { isTimeZone } from '../../../shared/time-zone.ts';
import { validation as v } from '../../../shared/messages/forms/validation.ts';
import { count, id, nullableIsoDateTime, rowId } from '../common.ts';

/** A calendar day (of the time zone the query names), `yyyy-MM-dd`. */
export const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const choiceOf = <T extends number>(choices: readonly T[]) =>
  z.coerce
    .number<string | number>({ error: v.invalidValue })
    .refine((n): n is T => (choices as readonly number[]).includes(n), { error: v.invalidValue });

export type TrendDays = (typeof TREND_DAY_CHOICES)[number];
export type StaleThresholdHours = (typeof HEARTBEAT_AGE_CHOICES_HOURS)[number];

/** An IANA time zone name ('Asia/Tokyo'). */
export const timeZoneName = z
  .string({ error: v.invalidValue })
  .max(LIMITS.timeZoneNameMax, { error: v.invalidValue })
  .refine(isTimeZone, { error: v.invalidValue });

/** GET /api/dashboard/trends?days=30|90&tz=Asia/Tokyo (30 days when absent; the days of the console's home zone when tz is absent). */
export const trendsQuerySchema = z.object({
  days: choiceOf(TREND_DAY_CHOICES).optional(),
  tz: timeZoneName.optional(),
});

export const trendsSchema = z.object({
  days: z.number().int(),
  /** One entry per day, oldest first, today last. */
  daily: z.array(z.object({ date: calendarDay, issued: count, activations: count })),
  /** The next weeks, from today: licences whose expiry falls in [weekStart, weekStart + 7 days). */
  expiries: z.array(z.object({ weekStart: calendarDay, count })),
  /** The owner's quota at the end of each day (empty without an owner). */
  quota: z.array(z.object({ date: calendarDay, total: count, used: count })),
  /** ACTIVE devices, and how many of them are silent longer than each threshold (stale). */
  heartbeat: z.object({
    activeDevices: count,
    staleByThreshold: z.array(z.object({ hours: z.number().int(), count })),
  }),
});
/** As the console reads it (lenient); `TrendsWire` is the contract's form. */
export type Trends = Read<typeof trendsSchema>;
export type TrendsWire = z.infer<typeof trendsSchema>;

/** GET /api/devices/stale?olderThanHours=24: what a clean-up of the stale devices would do. */
export const staleDevicesQuerySchema = z.object({ olderThanHours: choiceOf(HEARTBEAT_AGE_CHOICES_HOURS) });

export const staleDevicesPreviewSchema = z.object({
  devices: essential(
    z.array(z.object({ id: rowId, name: z.string(), licenseId: id.nullable(), lastHeartbeat: nullableIsoDateTime })),
  ),
  /** The licences that regain slots, with how many and their activations before and after. */
  licenses: essential(
    z.array(z.object({ id: rowId, key: z.string(), freed: count, currentActivations: count, maxActivations: count })),
  ),
});
/** As the console reads it (lenient); `StaleDevicesPreviewWire` is the contract's form. */
export type StaleDevicesPreview = Read<typeof staleDevicesPreviewSchema>;
export type StaleDevicesPreviewWire = z.infer<typeof staleDevicesPreviewSchema>;
