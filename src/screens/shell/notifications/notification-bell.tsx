// お知らせ's bell in the top bar (the `notifications` extension): the unread count in its name and
// badge, and a side panel that opens from it (Escape closes it and gives the bell its focus back).
// On a server without the extension there is no bell: it shows once an answer has come.
import { Suspense, useId, useState } from 'react';
import { Button } from 'primereact/button';
import { Sidebar } from 'primereact/sidebar';
import { isAbsent } from '../../../api/client/errors.ts';
import { useNotifications } from '../../../api/resources/reports/notifications.ts';
import { useExtension } from '../../../api/resources/use-extension.ts';
import { notifications as t } from '../../../shared/messages/reports/notifications.ts';
import { chunkComponent } from '../../shared/deferred/chunk-component.ts';
import { readStaleThreshold } from '../../shared/state/use-stale-threshold.ts';
import { Spinner } from '../../../ui/light/spinner.tsx';
import './notifications.css';

const NotificationPanel = chunkComponent(
  () => import('./notification-panel.tsx'),
  (m) => m.NotificationPanel,
);
const PANEL_PT = { root: { 'aria-label': t.title } };

export function NotificationBell({ isAdmin }: { isAdmin: boolean }) {
  const offered = useExtension('notifications') !== 'absent';
  // Device health's threshold, as the admin last chose it (per browser): read on every render.
  const hours = readStaleThreshold();
  const query = useNotifications(hours, offered);
  const [open, setOpen] = useState(false);
  const bellId = useId();
  const data = query.data;
  if (!offered || isAbsent(query.error) || !data) return null;
  const unread = data.unread ?? data.items?.filter((item) => !item.read).length ?? 0;

  const close = () => {
    setOpen(false);
    document.getElementById(bellId)?.focus();
  };
  return (
    <>
      <Button
        id={bellId}
        type="button"
        className="top-bar-bell"
        icon="pi pi-bell"
        text
        rounded
        aria-label={t.bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        badge={unread > 0 ? t.badge(unread) : undefined}
        onPointerEnter={() => void NotificationPanel.preload()}
        onFocus={() => void NotificationPanel.preload()}
        onClick={() => setOpen((was) => !was)}
      />
      <Sidebar
        visible={open}
        onHide={close}
        position="right"
        header={t.title}
        className="notification-sidebar"
        pt={PANEL_PT}
      >
        {open ? (
          <Suspense fallback={<Spinner />}>
            <NotificationPanel data={data} isAdmin={isAdmin} staleAfterHours={hours} onNavigate={close} />
          </Suspense>
        ) : null}
      </Sidebar>
    </>
  );
}
