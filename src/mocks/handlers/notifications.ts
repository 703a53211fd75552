// GET /api/notifications, POST /api/notifications/read, PUT /api/notifications/settings (the
// `notifications` extension): any signed-in user, each about their own items. Not in the audit
// log: read marks and the window are the caller's own view of the data, and change none of it.
import { DEFAULT_STALE_THRESHOLD_HOURS, HOME_TIME_ZONE, NOTIFICATIONS } from '../../shared/constants.ts';
import { noticesFor } from '../domain/reports/notifications.ts';
import { expiryWindowOf, markRead, readIdsOf, setExpiryWindow } from '../domain/reports/notification-state.ts';
import { nowMs } from '../settings.ts';
import { implement } from './define.ts';

export const notificationImplementations = implement({
  getNotifications: ({ query, user }) => {
    const windowDays = expiryWindowOf(user.id);
    const staleAfterHours = query.staleAfterHours ?? DEFAULT_STALE_THRESHOLD_HOURS;
    const notices = noticesFor({
      user,
      atMs: nowMs(),
      timeZone: query.tz ?? HOME_TIME_ZONE,
      windowDays,
      staleAfterHours,
    });
    const read = readIdsOf(user.id);
    const items = notices.map((n) => ({ ...n, read: read.has(n.id) }));
    return {
      expiryWindowDays: windowDays,
      staleAfterHours,
      unread: items.filter((n) => !n.read).length,
      total: items.length,
      items: items.slice(0, NOTIFICATIONS.listLimit),
    };
  },
  markNotificationsRead: ({ body, user }) => ({ read: markRead(user.id, body.ids) }),
  updateNotificationSettings: ({ body, user }) => {
    setExpiryWindow(user.id, body.expiryWindowDays);
    return { expiryWindowDays: expiryWindowOf(user.id) };
  },
});
