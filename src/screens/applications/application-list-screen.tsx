// Application list ('マイアプリケーション', docs/product.md §2): a card per application with its status,
// description, version ('未設定'), created date ('不明') and product setting, and a manage
// button, 編集, APIキー再生成 and 削除 (application-card-actions.tsx); with none, a button (and the floating add button) opens the product settings.
// A just-created application's message and id arrive in navigation state.
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { useMyApplications } from '../../api/resources/applications.ts';
import type { Application } from '../../api/schemas/application.ts';
import { formatDate } from '../../shared/format.ts';
import { applications as t } from '../../shared/messages/applications.ts';
import { common } from '../../shared/messages/common.ts';
import { FormMessage } from '../shared/form/form-feedback.tsx';
import { useNavigationState } from '../shared/state/navigation-state.ts';
import { Page } from '../shared/layout/page.tsx';
import { ErrorState, LoadingRows } from '../shared/feedback/query-state.tsx';
import { StatusTag } from '../../ui/light/status-tag.tsx';
import { applicationStatusView } from '../shared/values/status.ts';
import { applicationCreatedStateSchema, OWNER_SETTINGS_PATH } from '../shared/applications/navigation-states.ts';
import { ApplicationCardActions } from './application-card-actions.tsx';
import { ProductSettingsDialog } from './product-settings-dialog.tsx';
import { SigningKeyCard } from '../shared/license-files/signing-key-card.tsx';
import './applications.css';

export function ApplicationListScreen() {
  const query = useMyApplications();
  const created = useNavigationState(applicationCreatedStateSchema);
  const [dialogOpen, setDialogOpen] = useState(false);
  const openDialog = () => setDialogOpen(true);

  let content;
  if (query.isPending) content = <LoadingRows rows={4} />;
  else if (query.isError) content = <ErrorState message={t.listFailed} onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0)
    content = (
      <Card className="application-empty">
        <p style={{ marginTop: 0 }}>{t.emptyList}</p>
        <p className="text-color-secondary">
          {t.ownerFirst} <Link href={OWNER_SETTINGS_PATH}>{t.toOwnerSettings}</Link>
        </p>
        <Button type="button" label={t.createFromProductButton} icon="pi pi-box" onClick={openDialog} />
      </Card>
    );
  else
    content = (
      <ul className="application-cards" aria-label={t.title}>
        {query.data.map((app) => (
          <li key={app.application_id}>
            <ApplicationCard app={app} />
          </li>
        ))}
      </ul>
    );

  return (
    <Page title={t.title}>
      {created ? (
        <FormMessage
          severity="success"
          lines={
            created.applicationId === null ? [created.message] : [created.message, t.createdId(created.applicationId)]
          }
        />
      ) : null}
      {content}
      {/* The one key the server signs every application's licence files with. */}
      <SigningKeyCard />
      <Button
        type="button"
        icon="pi pi-plus"
        rounded
        className="application-fab"
        aria-label={t.addFab}
        onClick={openDialog}
      />
      <ProductSettingsDialog visible={dialogOpen} onHide={() => setDialogOpen(false)} />
    </Page>
  );
}

function ApplicationCard({ app }: { app: Application }) {
  const titleId = `application-${app.application_id}-title`;
  return (
    <Card className="application-card" aria-labelledby={titleId}>
      <div className="application-card-head">
        <h2 id={titleId} className="application-card-title">
          {app.name || common.none}
        </h2>
        <StatusTag view={applicationStatusView(app.status)} />
      </div>
      <p className="application-card-description" title={app.description ?? undefined}>
        {app.description || common.none}
      </p>
      <dl className="application-card-facts">
        <dt>{t.versionLabel}</dt>
        <dd>{app.version || common.notSet}</dd>
        <dt>{t.createdAtLabel}</dt>
        <dd>{formatDate(app.created_at, common.unknown)}</dd>
        <dt>{t.productSettingLabel}</dt>
        <dd>{app.product_setting_name || common.notSet}</dd>
      </dl>
      <ApplicationCardActions app={app} />
    </Card>
  );
}
