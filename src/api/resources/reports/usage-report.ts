// 利用状況レポート (the `usageReport` extension): ADMIN only. Under the dashboard's key, so every
// licence and device change (which invalidates it) reads the figures again.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../client/api-context.tsx';
import type { ApiClient } from '../../client/client.ts';
import { dashboardKeys } from './dashboard.ts';
import { userTimeZone } from '../../../shared/time-zone.ts';

/** Months as `yyyy-MM`, calendar months of `tz` (the browser's zone, as every date the admin reads). */
export const getUsageReport = (api: ApiClient, from: string, to: string, tz: string = userTimeZone()) =>
  api.call('getUsageReport', { query: { from, to, tz } });

export const usageReportKeys = {
  report: (from: string, to: string, tz: string) => [...dashboardKeys.all, 'usage-report', from, to, tz] as const,
};

export const getUsageReportQueryOptions = (api: ApiClient, from: string, to: string, tz: string = userTimeZone()) =>
  // The previous range stays on screen while another loads (the chart does not blank).
  queryOptions({
    queryKey: usageReportKeys.report(from, to, tz),
    queryFn: () => getUsageReport(api, from, to, tz),
    placeholderData: keepPreviousData,
  });

export const useUsageReport = (from: string, to: string) => useQuery(getUsageReportQueryOptions(useApi(), from, to));
