// Dashboard trends and device health (the `trends` extension): ADMIN-only calls.
import { useCallback } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../client/api-context.tsx';
import type { ApiClient } from '../../client/client.ts';
import { dashboardKeys } from './dashboard.ts';
import type { StaleThresholdHours, TrendDays } from '../../schemas/reports/trends.ts';
import { userTimeZone } from '../../../shared/time-zone.ts';

/** The series by the calendar days of `tz`: the browser's zone, the days the audit log's date filter means. */
export const getDashboardTrends = (api: ApiClient, days: TrendDays, tz: string = userTimeZone()) =>
  api.call('getDashboardTrends', { query: { days, tz } });
export const previewStaleDevices = (api: ApiClient, olderThanHours: StaleThresholdHours) =>
  api.call('previewStaleDevices', { query: { olderThanHours } });

/** Under the dashboard's key (every licence and device change already invalidates it), with the
 *  zone: the same range is other days in another zone (a laptop that travelled, a changed setting). */
export const trendKeys = {
  trends: (days: TrendDays, tz: string) => [...dashboardKeys.all, 'trends', days, tz] as const,
};

export const getDashboardTrendsQueryOptions = (api: ApiClient, days: TrendDays, tz: string = userTimeZone()) =>
  // The other range's figures stay on screen while the new ones load (the toggle does not blank the charts).
  queryOptions({
    queryKey: trendKeys.trends(days, tz),
    queryFn: () => getDashboardTrends(api, days, tz),
    placeholderData: keepPreviousData,
  });

export const useDashboardTrends = (days: TrendDays, enabled = true) =>
  useQuery({ ...getDashboardTrendsQueryOptions(useApi(), days), enabled });

/** The preview call, for the clean-up machine to invoke (a stable function). */
export function usePreviewStaleDevices() {
  const api = useApi();
  return useCallback((olderThanHours: StaleThresholdHours) => previewStaleDevices(api, olderThanHours), [api]);
}
