// お知らせ (the `notifications` extension): the signed-in user's items, read marks and window.
// Kept under the dashboard's key, so every licence and device change (which invalidates it)
// reads them again; the quota's calls invalidate them by name (owner.ts).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useApi } from '../../client/api-context.tsx';
import type { ApiClient } from '../../client/client.ts';
import { dashboardKeys } from './dashboard.ts';
import { useResourceMutation } from '../list-adapter.ts';
import type { ExpiryWindowDays, Notifications } from '../../schemas/reports/notifications.ts';
import type { StaleThresholdHours } from '../../schemas/reports/trends.ts';
import { NOTIFICATIONS } from '../../../shared/constants.ts';
import { userTimeZone } from '../../../shared/time-zone.ts';

export const notificationKeys = {
  all: [...dashboardKeys.all, 'notifications'] as const,
  /** With the zone (the window's days) and device health's threshold (per browser). */
  list: (staleAfterHours: StaleThresholdHours, tz: string) => [...notificationKeys.all, staleAfterHours, tz] as const,
};

export const getNotifications = (api: ApiClient, staleAfterHours: StaleThresholdHours, tz: string = userTimeZone()) =>
  api.call('getNotifications', { query: { tz, staleAfterHours } });
export const markNotificationsRead = (api: ApiClient, ids: readonly string[]) =>
  api.call('markNotificationsRead', { body: { ids: [...ids] } });
export const updateNotificationSettings = (api: ApiClient, expiryWindowDays: ExpiryWindowDays) =>
  api.call('updateNotificationSettings', { body: { expiryWindowDays } });

export const getNotificationsQueryOptions = (
  api: ApiClient,
  staleAfterHours: StaleThresholdHours,
  tz: string = userTimeZone(),
) =>
  queryOptions({
    queryKey: notificationKeys.list(staleAfterHours, tz),
    queryFn: () => getNotifications(api, staleAfterHours, tz),
    // A calm interval (never more often than the device list), and on coming back to the tab:
    // what another tab marked read shows there.
    refetchInterval: NOTIFICATIONS.refreshMs,
    refetchOnWindowFocus: true,
  });

export const useNotifications = (staleAfterHours: StaleThresholdHours, enabled: boolean) =>
  useQuery({ ...getNotificationsQueryOptions(useApi(), staleAfterHours), enabled });

export const invalidateNotifications = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: notificationKeys.all });

/** Marks the items read in the cached answers at once, then reads them again. */
export function useMarkNotificationsRead() {
  return useResourceMutation(markNotificationsRead, (queryClient, _result, ids) => {
    const marked = new Set(ids);
    queryClient.setQueriesData<Notifications>({ queryKey: notificationKeys.all }, (data) => {
      if (!data?.items) return data;
      const newly = data.items.filter((item) => !item.read && marked.has(item.id)).length;
      return {
        ...data,
        unread: data.unread === null ? null : Math.max(0, data.unread - newly),
        items: data.items.map((item) => (marked.has(item.id) ? { ...item, read: true } : item)),
      };
    });
    return invalidateNotifications(queryClient);
  });
}

export const useUpdateNotificationSettings = () =>
  useResourceMutation(updateNotificationSettings, invalidateNotifications);
