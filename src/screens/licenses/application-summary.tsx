// The chosen application, summarised under its field on the new licence form (spec §2).
import { Card } from 'primereact/card';
import type { ApplicationForLicense } from '../../api/schemas/application.ts';
import { common } from '../../shared/messages/common.ts';
import { licenses as t } from '../../shared/messages/licenses.ts';
import { StatusTag } from '../shared/status-tag.tsx';
import { applicationStatusView } from '../shared/status.ts';

export function ApplicationSummary({ application }: { application: ApplicationForLicense }) {
  return (
    <Card title={t.summaryTitle} className="application-summary" aria-label={t.summaryTitle} role="region">
      <dl className="detail-list">
        <dt>{t.summaryName}</dt>
        <dd>{application.name}</dd>
        <dt>{t.summaryVersion}</dt>
        <dd>{application.version ?? common.notSet}</dd>
        <dt>{t.summaryStatus}</dt>
        <dd>
          <StatusTag view={applicationStatusView(application.status)} />
        </dd>
        <dt>{t.summaryDescription}</dt>
        <dd>{application.description || common.none}</dd>
        <dt>{t.summaryId}</dt>
        <dd>
          <code>{application.id}</code>
        </dd>
      </dl>
    </Card>
  );
}
