// Dashboard (docs/product.md §2): four figures, the licence-status breakdown and recent activity.
// For a USER the server answers with their own figures; the screen is the same.
// An ADMIN also gets the trends (an extension): device health and the charts, with the status
// doughnut beside the status list, loaded as a chunk of their own (the chart library with it).
import { Suspense, useEffect } from 'react';
import { Card } from 'primereact/card';
import { Skeleton } from 'primereact/skeleton';
import { useDashboard } from '../../api/resources/reports/dashboard.ts';
import { LICENSE_STATUSES, type LicenseStatus } from '../../api/schemas/licensing/license.ts';
import type { Dashboard } from '../../api/schemas/reports/dashboard.ts';
import { formatDateTime } from '../../shared/format.ts';
import { common } from '../../shared/messages/common.ts';
import { dashboard as t } from '../../shared/messages/reports/dashboard.ts';
import { chunkComponent } from '../shared/deferred/chunk-component.ts';
import { useIsAdmin } from '../shared/state/current-user.tsx';
import { Page } from '../shared/layout/page.tsx';
import { ErrorState, LoadingRows } from '../shared/feedback/query-state.tsx';
import { StatCard, StatCards } from '../shared/layout/stat-cards.tsx';
import { StatusTag } from '../../ui/light/status-tag.tsx';
import { licenseStatusView } from '../shared/values/status.ts';

const loadTrends = () => import('./trends/trends-section.tsx');
const TrendsSection = chunkComponent(loadTrends, (m) => m.TrendsSection);
const StatusDoughnut = chunkComponent(loadTrends, (m) => m.StatusDoughnut);

export function DashboardScreen() {
  const query = useDashboard();
  const isAdmin = useIsAdmin();
  // The trends' code loads while the dashboard's figures are on their way, so the section renders
  // with them instead of suspending (React's fallback throttle: chunk-component.ts,
  // docs/adr/0034-lazy-console-and-screens-loaded-ahead.md). A failure here is left to the render,
  // whose Suspense loads again.
  useEffect(() => {
    if (!isAdmin) return;
    TrendsSection.preload().catch(() => undefined);
    StatusDoughnut.preload().catch(() => undefined);
  }, [isAdmin]);

  return (
    <Page title={t.title}>
      {query.isPending ? (
        <DashboardSkeleton />
      ) : query.isError ? (
        <ErrorState message={t.loadFailed} onRetry={() => void query.refetch()} />
      ) : (
        <DashboardContent data={query.data} />
      )}
    </Page>
  );
}

/**
 * A status the breakdown leaves out counts 0 (a server that groups by status lists only those
 * it has); a count it could not read, or no breakdown at all, is unknown ('-').
 */
function statusCounts(statuses: Dashboard['licenseStatuses']): (status: LicenseStatus) => number | null {
  if (statuses === null) return () => null;
  const counts = new Map<LicenseStatus, number | null>(statuses.map((s) => [s.status, s.count]));
  return (status) => (counts.has(status) ? (counts.get(status) ?? null) : 0);
}

function DashboardContent({ data }: { data: Dashboard }) {
  const isAdmin = useIsAdmin();
  const countOf = statusCounts(data.licenseStatuses);
  const stats = data.stats;
  return (
    <>
      <StatCards label={t.statsLabel}>
        <StatCard title={t.totalLicenses} icon="pi pi-key" value={stats?.totalLicenses ?? null} />
        <StatCard title={t.activeLicenses} icon="pi pi-check-circle" value={stats?.activeLicenses ?? null} />
        <StatCard title={t.totalUsers} icon="pi pi-users" value={stats?.totalUsers ?? null} />
        <StatCard title={t.totalDevices} icon="pi pi-desktop" value={stats?.totalDevices ?? null} />
      </StatCards>
      <div
        className="dashboard-panels"
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))', gap: '1rem' }}
      >
        <Card title={<h2 id="dashboard-statuses">{t.statusBreakdown}</h2>}>
          <ul aria-labelledby="dashboard-statuses" className="list-none p-0 m-0">
            {LICENSE_STATUSES.map((status) => (
              <li key={status} className="flex justify-content-between align-items-center py-2">
                <StatusTag view={licenseStatusView(status)} />
                <span className="font-semibold">{countOf(status) ?? common.none}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card title={<h2 id="dashboard-activity">{t.recentActivity}</h2>}>
          <RecentActivity activities={data.recentActivities} />
        </Card>
        {isAdmin ? (
          <Suspense fallback={<Skeleton height="18rem" />}>
            <StatusDoughnut statuses={data.licenseStatuses ?? []} />
          </Suspense>
        ) : null}
      </div>
      {isAdmin ? (
        <Suspense fallback={<LoadingRows rows={6} label={t.trendsLoading} />}>
          <TrendsSection />
        </Suspense>
      ) : null}
    </>
  );
}

/** No list at all is unknown ('-'), not "no activity". */
function RecentActivity({ activities }: { activities: Dashboard['recentActivities'] }) {
  if (activities === null) return <p>{common.none}</p>;
  if (activities.length === 0) return <p>{t.noActivity}</p>;
  return (
    <ul aria-labelledby="dashboard-activity" className="list-none p-0 m-0">
      {activities.map((a) => (
        <li key={a.id} className="py-2">
          <div>{a.message ?? common.none}</div>
          <small className="text-color-secondary">
            <time dateTime={a.timestamp ?? undefined}>{formatDateTime(a.timestamp)}</time>
          </small>
        </li>
      ))}
    </ul>
  );
}

function DashboardSkeleton() {
  return (
    <div>
      <div
        aria-hidden="true"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
          gap: '1rem',
          marginBottom: '1.5rem',
        }}
      >
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height="6rem" />
        ))}
      </div>
      <LoadingRows rows={6} />
    </div>
  );
}
