// What an item of お知らせ says, its icon, and the list it opens filtered to it: a licence in the
// licence list's expiry window (マイライセンス for an ordinary user), a silent device in the device
// list's 停止中 preset, the quota in オーナー設定, a refusal in the audit log on its day.
import { differenceInCalendarDays, format, parseISO } from 'date-fns';
import type { Notification } from '../../../api/schemas/reports/notifications.ts';
import { formatDate, formatDateTime, percentOf } from '../../../shared/format.ts';
import { auditActionLabels } from '../../../shared/messages/reports/audit.ts';
import { notifications as t } from '../../../shared/messages/reports/notifications.ts';
import { deviceHealth } from '../../../shared/messages/reports/trends.ts';
import { auditLogHref } from '../../shared/list-urls/audit-log-params.ts';
import { DEVICE_LIST_PATH } from '../../shared/list-urls/device-list-params.ts';
import { LICENSE_LIST_PATH } from '../../shared/list-urls/license-list-params.ts';
import { listHref } from '../../shared/list/use-server-list.ts';

export interface NoticeView {
  text: string;
  icon: string;
  /** Where it opens, and the link's visible label. */
  href: string | null;
  linkLabel: string;
  /** Marks it as a warning (the quota exhausted, a refusal). */
  urgent: boolean;
}

export interface NoticeContext {
  isAdmin: boolean;
  windowDays: number;
  staleAfterHours: number;
  now: Date;
}

const EXPIRY_FILTERS: Readonly<Record<number, string>> = { 7: 'within7', 30: 'within30', 90: 'within90' };
const dayOf = (iso: string) => format(parseISO(iso), 'yyyy-MM-dd');

export function describeNotice(item: Notification, ctx: NoticeContext): NoticeView {
  const open = { linkLabel: t.openList, urgent: false };
  if (item.kind === 'licenseExpiring' && item.license) {
    const { key, expiresAt } = item.license;
    const daysLeft = expiresAt ? differenceInCalendarDays(parseISO(expiresAt), ctx.now) : 0;
    const href = ctx.isAdmin
      ? listHref(LICENSE_LIST_PATH, { expiry: EXPIRY_FILTERS[ctx.windowDays] ?? 'within90', q: key ?? undefined })
      : '/my-licenses';
    return {
      ...open,
      text: t.licenseExpiring(key ?? '', formatDate(expiresAt), daysLeft),
      icon: 'pi pi-calendar-times',
      href,
      urgent: daysLeft <= 7,
    };
  }
  if (item.kind === 'quotaLevel' && item.quota) {
    const { used, total, level } = item.quota;
    const text =
      level === 100
        ? t.quotaExhausted(used ?? 0, total ?? 0)
        : t.quotaLevel(percentOf(used ?? 0, total ?? 0), used ?? 0, total ?? 0);
    return { text, icon: 'pi pi-chart-pie', href: '/owner-settings', linkLabel: t.openSettings, urgent: level !== 70 };
  }
  if (item.kind === 'quotaStale') {
    const synced = item.quota?.lastSyncedAt ?? null;
    return {
      text: t.quotaStale(synced ? formatDateTime(synced) : null),
      icon: 'pi pi-sync',
      href: '/owner-settings',
      linkLabel: t.openSettings,
      urgent: false,
    };
  }
  if (item.kind === 'quotaRefused' && item.refusal) {
    const { action, objectLabel } = item.refusal;
    const href =
      action && item.at ? auditLogHref({ action, result: 'refused', from: dayOf(item.at), to: dayOf(item.at) }) : null;
    return {
      text: t.quotaRefused(action ? auditActionLabels[action] : '', objectLabel ?? ''),
      icon: 'pi pi-ban',
      href,
      linkLabel: t.openAuditLog,
      urgent: true,
    };
  }
  if (item.kind === 'deviceSilent' && item.device) {
    const { name, lastHeartbeat } = item.device;
    const href = listHref(DEVICE_LIST_PATH, { status: 'ACTIVE', silent: ctx.staleAfterHours, q: name ?? undefined });
    return {
      ...open,
      text: t.deviceSilent(
        name ?? '',
        deviceHealth.threshold(ctx.staleAfterHours),
        lastHeartbeat ? formatDateTime(lastHeartbeat) : null,
      ),
      icon: 'pi pi-desktop',
      href,
    };
  }
  return { text: t.unknownKind, icon: 'pi pi-info-circle', href: null, linkLabel: t.openList, urgent: false };
}
