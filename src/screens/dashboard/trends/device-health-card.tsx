// Device health on the dashboard: how many ACTIVE devices are stale at the admin's
// threshold (1 h, 24 h, 7 d, 30 d; kept per browser), a link to the device list's stale
// preset, and the clean-up.
import { useId } from 'react';
import { Card } from 'primereact/card';
import { Skeleton } from 'primereact/skeleton';
import { Link } from 'wouter';
import type { StaleThresholdHours, Trends } from '../../../api/schemas/reports/trends.ts';
import { HEARTBEAT_AGE_CHOICES_HOURS } from '../../../shared/constants.ts';
import { common } from '../../../shared/messages/common.ts';
import { deviceHealth as t, trends as tt } from '../../../shared/messages/reports/trends.ts';
import { staleDevicesHref } from '../../shared/list-urls/device-list-params.ts';
import { StaleCleanup } from '../../shared/stale-cleanup/stale-cleanup.tsx';
import { ErrorState } from '../../shared/feedback/query-state.tsx';
import type { PanelStatus } from './chart-panel.tsx';
import { bucketsOf } from './heartbeat-chart.ts';
import { ChoiceButtons } from '../../shared/form/choice-buttons.tsx';

const THRESHOLD_OPTIONS = HEARTBEAT_AGE_CHOICES_HOURS.map((hours) => ({ label: t.threshold(hours), value: hours }));

export interface DeviceHealthCardProps {
  status: PanelStatus;
  onRetry: () => void;
  heartbeat: Trends['heartbeat'] | undefined;
  hours: StaleThresholdHours;
  onHours: (hours: StaleThresholdHours) => void;
}

export function DeviceHealthCard({ status, onRetry, heartbeat, hours, onHours }: DeviceHealthCardProps) {
  const titleId = useId();
  // A threshold the server did not count is unknown ('-'), not 0 devices.
  const stale = bucketsOf(heartbeat).find((b) => b.hours === hours)?.count ?? null;
  return (
    <Card className="device-health mb-3" role="group" aria-labelledby={titleId}>
      <div className="flex flex-wrap justify-content-between align-items-start gap-3">
        <div>
          <h3 id={titleId} className="card-heading m-0">
            <i className="pi pi-wave-pulse mr-2" aria-hidden="true" />
            {t.cardTitle}
          </h3>
          {status === 'error' ? (
            <ErrorState message={tt.loadFailed} onRetry={onRetry} />
          ) : status === 'pending' ? (
            <Skeleton width="6rem" height="2.5rem" role="status" aria-label={common.loading} />
          ) : (
            <>
              <p className="stale-count m-0" style={{ fontSize: '1.75rem', fontWeight: 600 }}>
                {t.staleCount(stale)}
              </p>
              <p className="text-color-secondary m-0">{t.staleHint(hours)}</p>
            </>
          )}
        </div>
        <div className="flex flex-column gap-2">
          <ChoiceButtons label={t.thresholdLabel} value={hours} options={THRESHOLD_OPTIONS} onChange={onHours} />
          <div className="flex align-items-center gap-3">
            <Link href={staleDevicesHref(hours)}>{t.openList}</Link>
            {/* Asked for only once the trends are there: a server without them is not probed for it. */}
            {status === 'ready' ? <StaleCleanup hours={hours} /> : null}
          </div>
        </div>
      </div>
    </Card>
  );
}
