// The three figure cards of My page: licences, devices, applications (spec §2).
import { useStats } from '../../api/self-service.ts';
import { myPage as t } from '../../shared/messages/self-service.ts';
import { ErrorState, LoadingRows } from '../shared/query-state.tsx';
import { StatCard, StatCards } from '../shared/stat-cards.tsx';

const totalAndActive = ({ total, active }: { total: number; active: number }) => [
  { label: t.total, value: total },
  { label: t.active, value: active },
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
      <StatCard title={t.applicationsCard} icon="pi pi-th-large" items={[{ label: t.managed, value: applications.total }]} />
    </StatCards>
  );
}
