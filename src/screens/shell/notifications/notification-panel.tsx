// The panel of お知らせ (its own chunk, loaded when the bell is pointed at or opened): the user's
// expiry window, すべて既読にする, and the items newest first, each with what it says, when, the
// list it opens (which marks it read) and 既読にする. No statechart: it has no flow of its own.
import { useMemo } from 'react';
import { Button } from 'primereact/button';
import { Link } from 'wouter';
import {
  useMarkNotificationsRead,
  useUpdateNotificationSettings,
} from '../../../api/resources/reports/notifications.ts';
import type { ExpiryWindowDays, Notification, Notifications } from '../../../api/schemas/reports/notifications.ts';
import { NOTIFICATIONS } from '../../../shared/constants.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { notifications as t } from '../../../shared/messages/reports/notifications.ts';
import { notifyFailure } from '../../shared/feedback/notify-failure.ts';
import { useNotify } from '../../shared/feedback/notify.tsx';
import { describeNotice, type NoticeContext } from './notice-view.ts';
import { ChoiceButtons } from '../../shared/form/choice-buttons.tsx';

const WINDOW_OPTIONS = NOTIFICATIONS.expiryWindowChoices.map((days) => ({ label: t.windowOption(days), value: days }));

interface NoticeItemProps {
  item: Notification;
  ctx: NoticeContext;
  onRead: (ids: string[]) => void;
  onNavigate: () => void;
}

function NoticeItem({ item, ctx, onRead, onNavigate }: NoticeItemProps) {
  const view = describeNotice(item, ctx);
  const read = item.read === true;
  return (
    <li className={`notice${read ? ' notice-read' : ''}${view.urgent ? ' notice-urgent' : ''}`}>
      <i className={`${view.icon} notice-icon`} aria-hidden="true" />
      <div className="notice-body">
        <p className="notice-text m-0">
          <span className="sr-only">{read ? t.read : t.unread}: </span>
          {view.text}
        </p>
        <div className="notice-meta">
          {item.at ? <time dateTime={item.at}>{formatDateTime(item.at)}</time> : null}
          {view.href ? (
            <Link
              href={view.href}
              aria-label={t.linkOf(view.linkLabel, view.text)}
              onClick={() => {
                if (!read) onRead([item.id]);
                onNavigate();
              }}
            >
              {view.linkLabel}
            </Link>
          ) : null}
          {read ? null : (
            <Button
              type="button"
              className="p-button-sm notice-mark"
              text
              label={t.markRead}
              aria-label={t.markReadOf(view.text)}
              onClick={() => onRead([item.id])}
            />
          )}
        </div>
      </div>
    </li>
  );
}

export interface NotificationPanelProps {
  data: Notifications;
  isAdmin: boolean;
  staleAfterHours: number;
  /** A link was followed: the panel closes. */
  onNavigate: () => void;
}

export function NotificationPanel({ data, isAdmin, staleAfterHours, onNavigate }: NotificationPanelProps) {
  const notify = useNotify();
  const markRead = useMarkNotificationsRead();
  const settings = useUpdateNotificationSettings();
  const items = data.items ?? [];
  const windowDays =
    (settings.isPending ? settings.variables : undefined) ??
    data.expiryWindowDays ??
    NOTIFICATIONS.expiryWindowChoices[1];
  const ctx = useMemo<NoticeContext>(
    () => ({ isAdmin, windowDays, staleAfterHours: data.staleAfterHours ?? staleAfterHours, now: new Date() }),
    [isAdmin, windowDays, staleAfterHours, data.staleAfterHours],
  );
  const unreadIds = items.filter((item) => !item.read).map((item) => item.id);
  const unread = data.unread ?? unreadIds.length;
  const total = data.total ?? items.length;

  const read = (ids: string[]) =>
    markRead.mutate(ids, { onError: (error) => notifyFailure(notify, error, t.markReadFailed) });
  const chooseWindow = (days: ExpiryWindowDays) =>
    settings.mutate(days, { onError: (error) => notifyFailure(notify, error, t.windowSaveFailed) });

  return (
    <div className="notification-panel">
      <p className="m-0 text-color-secondary" aria-live="polite">
        {t.unreadSummary(unread, total)}
      </p>
      <div className="notification-tools">
        <ChoiceButtons
          label={t.windowLabel}
          value={windowDays}
          options={WINDOW_OPTIONS}
          onChange={(days) => chooseWindow(days as ExpiryWindowDays)}
        />
        <Button
          type="button"
          className="p-button-sm"
          outlined
          label={t.markAllRead}
          icon="pi pi-check"
          disabled={unreadIds.length === 0 || markRead.isPending}
          onClick={() => read(unreadIds)}
        />
      </div>
      {items.length === 0 ? (
        <p className="text-color-secondary">{t.empty}</p>
      ) : (
        <ul className="notice-list" aria-label={t.listLabel}>
          {items.map((item) => (
            <NoticeItem key={item.id} item={item} ctx={ctx} onRead={read} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
      {total > items.length ? <p className="text-color-secondary">{t.more(total - items.length)}</p> : null}
    </div>
  );
}
