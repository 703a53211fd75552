// The billing provider's product settings to create an application from (docs/product.md §2). A
// 404 means no owner is linked: the user goes to /owner-settings, which shows the message above
// its form (not an error toast over the fields: it is a step not taken yet).
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useProductSettings } from '../../api/resources/accounts/billing.ts';
import { isApiError, messageOf } from '../../api/client/errors.ts';
import type { ProductSetting } from '../../api/schemas/accounts/billing.ts';
import { applications as t } from '../../shared/messages/applications.ts';
import { common } from '../../shared/messages/common.ts';
import { owner as ownerText } from '../../shared/messages/owner.ts';
import { ErrorState, LoadingRows } from '../shared/feedback/query-state.tsx';
import {
  CREATE_FROM_PRODUCT_PATH,
  OWNER_SETTINGS_PATH,
  type CreateFromProductState,
  type OwnerRequiredState,
} from '../shared/applications/navigation-states.ts';
import { isOneTime, paymentTypeLabel, priceLabel } from './product-format.ts';

export function ProductSettingsDialog({ visible, onHide }: { visible: boolean; onHide: () => void }) {
  const [, navigate] = useLocation();
  const query = useProductSettings({ enabled: visible });
  const ownerMissing = visible && query.isError && isApiError(query.error) && query.error.status === 404;

  useEffect(() => {
    if (!ownerMissing) return;
    const state: OwnerRequiredState = { ownerRequired: ownerText.ownerRequired };
    navigate(OWNER_SETTINGS_PATH, { state });
  }, [ownerMissing, navigate]);

  const choose = (productSetting: ProductSetting) => {
    const state: CreateFromProductState = { productSetting };
    navigate(CREATE_FROM_PRODUCT_PATH, { state });
  };

  let body;
  if (query.isPending || ownerMissing) body = <LoadingRows rows={3} />;
  else if (query.isError)
    body = (
      <ErrorState
        message={messageOf(query.error, ownerText.productSettingsFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.length === 0)
    body = <Message severity="info" text={t.noProducts} style={{ width: '100%', justifyContent: 'flex-start' }} />;
  else
    body = (
      <ul
        aria-label={t.productDialogTitle}
        style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' }}
      >
        {query.data.map((p) => (
          <li
            key={p.id}
            style={{ border: '1px solid var(--surface-border)', borderRadius: '6px', padding: '0.75rem 1rem' }}
          >
            <div
              style={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: '0.5rem',
                flexWrap: 'wrap',
              }}
            >
              <h3>{p.name || common.none}</h3>
              <Tag
                value={paymentTypeLabel(p)}
                severity={p.payment_type === null ? 'secondary' : isOneTime(p) ? 'info' : 'success'}
              />
            </div>
            <p style={{ margin: '0.4rem 0' }}>
              {t.priceLabel}: <strong>{priceLabel(p)}</strong>
            </p>
            {p.description ? (
              <p style={{ margin: '0.4rem 0', color: 'var(--text-color-secondary)' }}>{p.description}</p>
            ) : null}
            <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
              {/* The visible text names the product: an aria-label other than the visible text fails WCAG 2.5.3. */}
              <Button
                type="button"
                label={t.selectProductAria(p.name || p.id)}
                icon="pi pi-arrow-right"
                iconPos="right"
                onClick={() => choose(p)}
              />
            </div>
          </li>
        ))}
      </ul>
    );

  // The header's close button (閉じる) closes it; the footer leads to the owner settings.
  const footer = (
    <Button
      type="button"
      label={t.toOwnerSettings}
      icon="pi pi-cog"
      severity="secondary"
      text
      onClick={() => navigate(OWNER_SETTINGS_PATH)}
    />
  );

  return (
    <Dialog
      header={t.productDialogTitle}
      visible={visible}
      onHide={onHide}
      footer={footer}
      modal
      closable
      dismissableMask
      style={{ width: 'min(40rem, 95vw)' }}
    >
      <p style={{ marginTop: 0 }}>{t.productDialogIntro}</p>
      {body}
    </Dialog>
  );
}
