// The chosen application, summarised under its field on the new licence form (docs/product.md §2).
import { Card } from 'primereact/card';
import type { ApplicationForLicense } from '../../api/schemas/application.ts';
import { orNone } from '../../shared/format.ts';
import { common } from '../../shared/messages/common.ts';
import { licenses as t } from '../../shared/messages/licensing/licenses.ts';
import { DetailList } from '../shared/layout/detail-list.tsx';
import { StatusTag } from '../../ui/light/status-tag.tsx';
import { applicationStatusView } from '../shared/values/status.ts';

export function ApplicationSummary({ application }: { application: ApplicationForLicense }) {
  return (
    <Card title={t.summaryTitle} className="application-summary" aria-label={t.summaryTitle} role="region">
      <DetailList
        items={[
          { label: t.summaryName, value: orNone(application.name) },
          { label: t.summaryVersion, value: application.version ?? common.notSet },
          { label: t.summaryStatus, value: <StatusTag view={applicationStatusView(application.status)} /> },
          { label: t.summaryDescription, value: application.description || common.none },
          { label: t.summaryId, value: <code>{application.id}</code> },
        ]}
      />
    </Card>
  );
}
