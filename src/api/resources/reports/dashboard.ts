// Dashboard (docs/product.md §2): one call; for a USER the server answers with their own figures.
// A licence's history (the detail dialog) is an extension of its own, kept under the dashboard's keys.
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../client/api-context.tsx';
import type { ApiClient } from '../../client/client.ts';
import { callQuery } from '../call-query.ts';

export const getDashboard = (api: ApiClient) => api.call('getDashboard', {});
export const getLicenseHistory = async (api: ApiClient, licenseId: string) =>
  (await api.call('getLicenseHistory', { params: { id: licenseId } })).entries;

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
  // Under `all`: every licence change already invalidates it (src/api/resources/licensing/licenses.ts).
  licenseHistory: (licenseId: string) => [...dashboardKeys.all, 'license-history', licenseId] as const,
};

export const getDashboardQueryOptions = callQuery(dashboardKeys.summary, getDashboard);

export const useDashboard = () => useQuery(getDashboardQueryOptions(useApi()));

export const getLicenseHistoryQueryOptions = callQuery(dashboardKeys.licenseHistory, getLicenseHistory);

export const useLicenseHistory = (licenseId: string | null) =>
  useQuery({ ...getLicenseHistoryQueryOptions(useApi(), licenseId ?? ''), enabled: licenseId !== null });
