// The settings view of my application (docs/product.md §2): ids, the internal API key and the
// billing API key masked (first 4 + last 4) with reveal toggles that fetch the whole key (the edit
// mode unmounts this view, which forgets a revealed key), timestamps and the billing site. On a
// server without the reveal call the keys come whole and are masked here (held-key.ts).
import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { useRevealMyApplicationKey } from '../../api/resources/applications.ts';
import type { Application } from '../../api/schemas/application.ts';
import { useExtension } from '../../api/resources/use-extension.ts';
import { formatDateTime } from '../../shared/format.ts';
import { applications as t } from '../../shared/messages/applications.ts';
import { common } from '../../shared/messages/common.ts';
import { MaskedValue } from '../shared/values/masked-value.tsx';
import { StatusTag } from '../../ui/light/status-tag.tsx';
import { applicationStatusView } from '../shared/values/status.ts';
import { heldKeyProps } from '../shared/applications/held-key.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ display: 'contents' }}>
      <dt style={{ color: 'var(--text-color-secondary)' }}>{label}</dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </div>
  );
}

export function ApplicationSettingsView({ app, onEdit }: { app: Application; onEdit: () => void }) {
  const revealMyApplicationKey = useRevealMyApplicationKey();
  const keyReveal = useExtension('keyReveal');
  const internalKey = heldKeyProps(app.api_key, keyReveal, () => revealMyApplicationKey('internal'));
  const billingKey = heldKeyProps(app.subsclight_api_key, keyReveal, () => revealMyApplicationKey('billing'));
  return (
    <Card
      title={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '0.5rem' }}>
          <h2>{t.settingsTitle}</h2>
          <Button type="button" label={t.editButton} icon="pi pi-pencil" onClick={onEdit} />
        </div>
      }
    >
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          gap: '0.6rem 1.25rem',
          margin: 0,
          alignItems: 'baseline',
        }}
      >
        <Row label={t.applicationIdLabel}>
          <code>{app.application_id}</code>
        </Row>
        <Row label={t.nameLabel}>{app.name || common.none}</Row>
        <Row label={t.descriptionLabel}>
          <span style={{ whiteSpace: 'pre-line' }}>{app.description || common.none}</span>
        </Row>
        <Row label={t.versionLabel}>{app.version || common.notSet}</Row>
        <Row label={t.statusLabel}>
          <StatusTag view={applicationStatusView(app.status)} />
        </Row>
        <Row label={t.internalApiKeyLabel}>
          <MaskedValue {...internalKey} label={t.internalApiKeyLabel} />
        </Row>
        <Row label={t.billingSiteLabel}>{app.subsclight_site || common.notSet}</Row>
        <Row label={t.billingApiKeyLabel}>
          <MaskedValue {...billingKey} label={t.billingApiKeyLabel} />
        </Row>
        <Row label={t.createdAtTimeLabel}>{formatDateTime(app.created_at, common.unknown)}</Row>
        <Row label={t.updatedAtLabel}>{formatDateTime(app.updated_at, common.unknown)}</Row>
      </dl>
    </Card>
  );
}
