// An application's features (機能): code, name and description, and a button to add one.
import { Button } from 'primereact/button';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Entitlement } from '../../api/schemas/licensing/policy.ts';
import { policyScreen as t } from '../../shared/messages/licensing/policies.ts';
import { ErrorState, LoadingRows } from '../shared/feedback/query-state.tsx';

export function FeatureCatalogue({
  applicationName,
  catalogue,
  onAdd,
}: {
  applicationName: string;
  catalogue: UseQueryResult<Entitlement[]>;
  onAdd: () => void;
}) {
  const title = t.catalogueTitle(applicationName);
  return (
    <div className="feature-catalogue flex flex-column gap-2">
      <div className="flex align-items-center justify-content-between gap-2 flex-wrap">
        <h3 className="m-0 text-base">{title}</h3>
        <Button
          type="button"
          label={t.addFeature}
          icon="pi pi-plus"
          size="small"
          outlined
          aria-label={t.addFeatureOf(applicationName)}
          onClick={onAdd}
        />
      </div>
      {catalogue.isPending ? <LoadingRows rows={2} label={title} /> : null}
      {catalogue.isError ? (
        <ErrorState message={t.catalogueLoadFailed} onRetry={() => void catalogue.refetch()} />
      ) : null}
      {catalogue.data?.length === 0 ? <p className="m-0 text-color-secondary">{t.catalogueEmpty}</p> : null}
      {catalogue.data && catalogue.data.length > 0 ? (
        <ul className="list-none p-0 m-0 flex flex-column gap-1" aria-label={title}>
          {catalogue.data.map((feature) => (
            <li key={feature.code} className="feature-row">
              <span className="font-semibold">{feature.name || feature.code}</span>{' '}
              <code className="text-color-secondary">{feature.code}</code>
              {feature.description ? <span className="text-color-secondary"> — {feature.description}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
