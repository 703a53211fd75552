// GET /api/dashboard/trends and GET /api/devices/stale (the `trends` extension): ADMIN only
// (the catalog's access), read-only.
import type { StaleThresholdHours, TrendDays } from '../../api/schemas/reports/trends.ts';
import { TREND_DAY_CHOICES } from '../../shared/constants.ts';
import { staleDevicesPreview } from '../domain/licensing/stale-devices.ts';
import { trends } from '../domain/reports/trends.ts';
import { nowMs } from '../settings.ts';
import { implement } from './define.ts';

export const trendImplementations = implement({
  getDashboardTrends: ({ query }) =>
    trends((query.days as TrendDays | undefined) ?? TREND_DAY_CHOICES[0], nowMs(), query.tz),
  previewStaleDevices: ({ query }) => staleDevicesPreview(query.olderThanHours as StaleThresholdHours, nowMs()),
});
