// The three figure cards of My page: licences, devices, applications (docs/product.md §2). A figure
// the server did not send shows '-'.
import type { UserStats as Stats } from '../../api/schemas/accounts/user.ts';
import { useStats } from '../../api/resources/accounts/self-service.ts';
import { myPage as t } from '../../shared/messages/self-service.ts';
import { ErrorState, LoadingRows } from '../shared/feedback/query-state.tsx';
import { StatCard, StatCards } from '../shared/layout/stat-cards.tsx';

const totalAndActive = (figures: Stats['licenses'] | Stats['devices']) => [
  { label: t.total, value: figures?.total ?? null },
  { label: t.active, value: figures?.active ?? null },
];

export function UserStats() {
  const stats = useStats();
  if (stats.isPending) return <LoadingRows rows={1} label={t.statsLabel} />;
  if (stats.isError) return <ErrorState message={t.statsFailed} onRetry={() => void stats.refetch()} />;
  const { licenses, devices, applications } = stats.data;
  return (
    <StatCards label={t.statsLabel}>
      <StatCard title={t.licensesCard} icon="pi pi-key" items={totalAndActive(licenses)} />
      <StatCard title={t.devicesCard} icon="pi pi-desktop" items={totalAndActive(devices)} />
      <StatCard
        title={t.applicationsCard}
        icon="pi pi-th-large"
        items={[{ label: t.managed, value: applications?.total ?? null }]}
      />
    </StatCards>
  );
}
