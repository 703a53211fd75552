// Dashboard (spec §2): one call; for a USER the server answers with their own figures.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './http.ts';

export const getDashboard = () => callApi('getDashboard', {});

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
};

export const getDashboardQueryOptions = () => queryOptions({ queryKey: dashboardKeys.summary(), queryFn: getDashboard });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
