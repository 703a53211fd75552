// Dashboard (spec §2): one call; for a USER the server answers with their own figures.
// With `licenseId` the same call answers with that licence's history (the detail dialog).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './http.ts';

export const getDashboard = () => callApi('getDashboard', {});
export const getLicenseHistory = async (licenseId: string) => (await callApi('getDashboard', { query: { licenseId } })).recentActivities;

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
  // Under `all`: every licence change already invalidates it (src/api/licenses.ts).
  licenseHistory: (licenseId: string) => [...dashboardKeys.all, 'license-history', licenseId] as const,
};

export const getDashboardQueryOptions = () => queryOptions({ queryKey: dashboardKeys.summary(), queryFn: getDashboard });

export const useDashboard = () => useQuery(getDashboardQueryOptions());

export const getLicenseHistoryQueryOptions = (licenseId: string) =>
  queryOptions({ queryKey: dashboardKeys.licenseHistory(licenseId), queryFn: () => getLicenseHistory(licenseId) });

export const useLicenseHistory = (licenseId: string | null) => useQuery({ ...getLicenseHistoryQueryOptions(licenseId ?? ''), enabled: licenseId !== null });
