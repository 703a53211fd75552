// Create an application from a product setting (docs/product.md §2, §5, §8). The product arrives in
// navigation state (without it: back to /applications). On success the message shows, and
// after 2 s the user returns to /applications with the message and the new id in state.
import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Redirect, useLocation } from 'wouter';
import { Card } from 'primereact/card';
import { applicationKeys, useCreateApplicationFromProduct } from '../../api/resources/applications.ts';
import { createFromProductPayloadSchema } from '../../api/schemas/application.ts';
import type { ProductSetting } from '../../api/schemas/accounts/billing.ts';
import { CREATE_APPLICATION_REDIRECT_MS } from '../../shared/constants.ts';
import { applications as t } from '../../shared/messages/applications.ts';
import { common } from '../../shared/messages/common.ts';
import { FormButtons, FormMessage, FormSaveNotices } from '../shared/form/form-feedback.tsx';
import { useNavigationState } from '../shared/state/navigation-state.ts';
import { Page } from '../shared/layout/page.tsx';
import { BackButton } from '../shared/layout/back-button.tsx';
import { CardColumns } from '../shared/layout/card-columns.tsx';
import { ApplicationFields } from '../shared/applications/application-fields.tsx';
import { createFromProductDefaults } from './create-from-product-form.ts';
import {
  APPLICATIONS_PATH,
  createFromProductStateSchema,
  type ApplicationCreatedState,
} from '../shared/applications/navigation-states.ts';
import { intervalLabel, paymentTypeLabel, priceLabel, trialDaysLabel } from './product-format.ts';
import './applications.css';
import { FormDraftNotice } from '../shared/form/use-form-draft.tsx';
import { useDraftedForm } from '../shared/form/use-drafted-form.tsx';

const IDS = { name: 'cfp-name', description: 'cfp-description', version: 'cfp-version' } as const;
const FIELDS = ['name', 'description', 'version'] as const;

export function CreateFromProductScreen() {
  const state = useNavigationState(createFromProductStateSchema);
  if (!state) return <Redirect to={APPLICATIONS_PATH} replace />;
  return <CreateFromProduct key={state.productSetting.id} product={state.productSetting} />;
}

function ProductSummary({ product }: { product: ProductSetting }) {
  const rows: [string, string][] = [
    [t.productNameLabel, product.name || common.none],
    [t.productDescriptionLabel, product.description || common.none],
    [t.paymentTypeLabel, paymentTypeLabel(product)],
    [t.priceLabel, priceLabel(product)],
    [t.intervalLabel, intervalLabel(product)],
    [t.trialDaysLabel, trialDaysLabel(product)],
    [t.productIdLabel, product.id],
    [t.prefixLabel, product.prefix || common.none],
  ];
  return (
    <Card title={<h2>{t.productSummaryTitle}</h2>}>
      <dl className="product-summary" aria-label={t.productSummaryTitle}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function CreateFromProduct({ product }: { product: ProductSetting }) {
  const [, navigate] = useLocation();
  const create = useCreateApplicationFromProduct();
  // Created: with the new id, or null when the server's answer did not name it.
  const [created, setCreated] = useState<{ id: string | null } | null>(null);

  const { form, draft, save, handleSave, alert, busy } = useDraftedForm({
    form: { resolver: zodResolver(createFromProductPayloadSchema), defaultValues: createFromProductDefaults(product) },
    draft: { formId: `application-from-product:${product.id}` },
    rereads: [applicationKeys.all],
    fields: FIELDS,
    failedMessage: t.createFailed,
  });
  const {
    register,
    formState: { errors },
  } = form;

  // The success message stays for 2 s, then the list shows the result (docs/product.md §9).
  useEffect(() => {
    if (created === null) return;
    const state: ApplicationCreatedState = { message: t.created, applicationId: created.id };
    const timer = setTimeout(() => navigate(APPLICATIONS_PATH, { state }), CREATE_APPLICATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [created, navigate]);

  const onSubmit = handleSave(
    (body, call) => create.sendWith(body, call),
    (value) => setCreated({ id: value?.application_id ?? null }),
  );
  const done = created !== null;

  return (
    <Page
      title={t.createFromProductTitle}
      actions={
        <BackButton
          label={t.cancel}
          // While the save runs it cancels the save (the user stays, with what was typed).
          onClick={() => (save.pending ? save.cancel() : navigate(APPLICATIONS_PATH))}
        />
      }
    >
      <CardColumns>
        <ProductSummary product={product} />
        <Card title={<h2>{t.formTitle}</h2>}>
          <form noValidate onSubmit={onSubmit} aria-label={t.formTitle}>
            {done ? <FormMessage severity="success" lines={[t.created, t.redirecting]} /> : null}
            {done ? null : <FormDraftNotice draft={draft} />}
            {alert}
            <fieldset disabled={done} style={{ border: 0, padding: 0, margin: 0 }}>
              <ApplicationFields register={register} errors={errors} ids={IDS} />
              <FormSaveNotices save={save} />
              <FormButtons submitLabel={busy ? t.creating : t.createButton} busy={busy} disabled={done} />
            </fieldset>
          </form>
        </Card>
      </CardColumns>
    </Page>
  );
}
