// The licence detail's actions (admin): 延長, アクティベーションのリセット, 譲渡 and the maximum
// activations where the server offers the lifecycle (each enabled, or disabled with the
// server's reason, by GET …/actions), and 複製, which only opens the new-licence form filled.
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { isAbsent } from '../../../api/client/errors.ts';
import {
  useLicenseActions,
  useLicenseEntitlements,
  useLicensePolicyTerms,
  useResetLicenseActivations,
} from '../../../api/resources/licensing/license-terms.ts';
import type { License } from '../../../api/schemas/licensing/license.ts';
import { useExtension } from '../../../api/resources/use-extension.ts';
import { lifecycleScreen as t } from '../../../shared/messages/licensing/license-lifecycle.ts';
import { notifyFailure } from '../feedback/notify-failure.ts';
import { useNotify } from '../feedback/notify.tsx';
import { ErrorState } from '../feedback/query-state.tsx';
import { CheckoutAction } from '../license-files/checkout-dialog.tsx';
import { ExtendDialog } from './extend-dialog.tsx';
import type { LicenseDetail } from './license-detail.ts';
import { duplicateStateOf } from './license-duplicate.ts';
import { MaxActivationsDialog, type MaxActivationsTarget } from './max-activations-dialog.tsx';
import { TransferDialog } from './transfer-dialog.tsx';
import { useLicenseExtend, useLicenseTransfer } from './use-license-flows.ts';

export function LicenseActionsSection({
  license,
  onChanged,
}: {
  license: LicenseDetail;
  onChanged?: (license: License) => void;
}) {
  const notify = useNotify();
  const [, navigate] = useLocation();
  const lifecycle = useExtension('licenseLifecycle') !== 'absent';
  const actions = useLicenseActions(lifecycle ? license.id : null);
  const withPolicies = useExtension('licensePolicies') !== 'absent';
  const policy = useLicensePolicyTerms(withPolicies ? license.id : null);
  const withFeatures = useExtension('entitlements') !== 'absent';
  const features = useLicenseEntitlements(withFeatures ? license.id : null);
  const extend = useLicenseExtend(onChanged);
  const transfer = useLicenseTransfer(onChanged);
  const reset = useResetLicenseActivations();
  const [maxTarget, setMaxTarget] = useState<MaxActivationsTarget | null>(null);
  const headingId = `license-actions-${license.id}`;
  const offered = lifecycle && !isAbsent(actions.error) ? actions.data : undefined;
  const devices = offered?.resetActivations?.devices ?? license.currentActivations ?? 0;

  const duplicate = () =>
    navigate('/licenses/create', {
      state: duplicateStateOf(
        {
          key: license.key,
          applicationId: license.applicationId ?? null,
          userId: license.userId ?? null,
          type: license.type ?? null,
          maxActivations: license.maxActivations,
          issuedAt: license.createdAt,
          expiresAt: license.expiresAt,
        },
        policy.data,
        features.data?.entitlements?.map((f) => f.code),
        new Date(),
      ),
    });

  const confirmReset = () =>
    confirmDialog({
      header: t.resetConfirmHeader,
      message: t.resetConfirmMessage(devices),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t.resetConfirm,
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: () =>
        reset.mutate(license.id, {
          onSuccess: (res) => {
            notify.success(t.resetDone(res.deactivated ?? devices));
            if (res.license) onChanged?.(res.license);
          },
          onError: (error) => notifyFailure(notify, error, t.resetFailed),
        }),
    });

  const lifecycleButtons = offered
    ? [
        {
          id: 'extend',
          label: t.extend,
          icon: 'pi pi-calendar-plus',
          state: offered.extend,
          run: () => {
            if (license.expiresAt)
              extend.send({
                type: 'extend.open',
                license: { id: license.id, key: license.key, expiresAt: license.expiresAt },
              });
          },
        },
        { id: 'reset', label: t.reset, icon: 'pi pi-refresh', state: offered.resetActivations, run: confirmReset },
        {
          id: 'transfer',
          label: t.transfer,
          icon: 'pi pi-user-edit',
          state: offered.transfer,
          run: () =>
            transfer.send({
              type: 'transfer.open',
              license: {
                id: license.id,
                key: license.key,
                holderId: license.userId ?? null,
                holderLabel: license.userName || '-',
                activeDevices: devices,
              },
            }),
        },
        {
          id: 'max',
          label: t.changeMax,
          icon: 'pi pi-sliders-v',
          state: offered.maxActivations,
          run: () =>
            setMaxTarget({ id: license.id, current: license.currentActivations ?? 0, max: license.maxActivations }),
        },
      ]
    : [];
  const refusals = lifecycleButtons.filter((b) => b.state?.allowed === false && b.state.reason);

  return (
    <section className="license-actions detail-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t.actionsTitle}</h3>
      {lifecycle && actions.isError && !isAbsent(actions.error) ? (
        <ErrorState message={t.actionsLoadFailed} onRetry={() => void actions.refetch()} />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {lifecycleButtons.map((b) => (
          <Button
            key={b.id}
            type="button"
            label={b.label}
            icon={b.icon}
            outlined
            size="small"
            disabled={b.state?.allowed === false || (b.id === 'extend' && !license.expiresAt)}
            onClick={b.run}
          />
        ))}
        <CheckoutAction license={license} />
        <Button
          type="button"
          label={t.duplicate}
          icon="pi pi-copy"
          outlined
          size="small"
          severity="secondary"
          title={t.duplicateHint}
          onClick={duplicate}
        />
      </div>
      {refusals.length > 0 ? (
        <ul className="list-none p-0 mt-2 mb-0 flex flex-column gap-1 text-color-secondary">
          {refusals.map((b) => (
            <li key={b.id}>
              <small>
                {b.label}: {b.state!.reason}
              </small>
            </li>
          ))}
        </ul>
      ) : null}
      <ExtendDialog flow={extend} policy={policy.data} />
      <TransferDialog flow={transfer} />
      <MaxActivationsDialog target={maxTarget} onHide={() => setMaxTarget(null)} onChanged={onChanged} />
    </section>
  );
}
