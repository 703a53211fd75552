// Licence management (spec §2 'ライセンス管理'): the list configured in license-list-config.tsx
// (search, filters, sorting, paging, bulk actions, CSV), the detail dialog, and admin-only
// create, revoke/activate and delete (spec §6). Re-activation runs the quota flow machine.
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from 'primereact/button';
import { useApplicationsForLicense, useDeleteLicense, useLicenseList, useRevokeLicense, useUpdateLicenseExpiry } from '../../api/licenses.ts';
import type { License } from '../../api/schemas/license.ts';
import { licenses as t } from '../../shared/messages/licenses.ts';
import { usePaintedOnce } from '../shared/after-paint.ts';
import { confirmDelete } from '../shared/confirm-delete.tsx';
import { useIsAdmin } from '../shared/current-user.tsx';
import { useListBulk } from '../shared/bulk/use-list-bulk.ts';
import { ListScreenFrame } from '../shared/list-screen/list-screen-frame.tsx';
import { useListScreen } from '../shared/list-screen/use-list-screen.ts';
import { notifyFailure } from '../shared/notify-failure.ts';
import { useNotify } from '../shared/notify.tsx';
import { ActivationConfirmDialog } from './activation-confirm-dialog.tsx';
import { LicenseDetailDialog } from './license-detail-dialog.tsx';
import { useExtension } from '../../api/use-extension.ts';
import { licenseListConfig, licenseListConfigWithoutLifecycle, type LicenseRowAction } from './license-list-config.tsx';
import { QuotaShortageDialog } from './quota-shortage-dialog.tsx';
import { useLicenseActivation } from './use-license-activation.ts';

export function LicenseListScreen() {
  const isAdmin = useIsAdmin();
  const notify = useNotify();
  const [, navigate] = useLocation();

  const data = useLicenseList();
  // The bulk 延長 only where the server has the licence lifecycle.
  const config = useExtension('licenseLifecycle') === 'present' ? licenseListConfig : licenseListConfigWithoutLifecycle;
  const screen = useListScreen(config, data);
  const { listState, list, rows } = screen;
  const bulk = useListBulk(config, data, screen);
  // The application filter's choices load once the first page is on screen (or at once when
  // the URL already filters by one): their answer and render no longer compete with it. "On
  // screen" is after its paint: enabled in the commit of the first page, a cached answer
  // re-rendered the screen before that paint (docs/decisions.md).
  const firstPageShown = usePaintedOnce(list.data !== undefined);
  const applications = useApplicationsForLicense({ enabled: firstPageShown || listState.params.app !== undefined });
  const filterOptions = useMemo(() => ({ app: (applications.data ?? []).map((a) => ({ label: a.name ?? a.id, value: a.id })) }), [applications.data]);

  // The dialog follows fresh list data; a snapshot covers a licence no longer on this page.
  const [selected, setSelected] = useState<License | null>(null);
  const selectedFresh = selected ? (rows.find((l) => l.id === selected.id) ?? selected) : null;
  // The dialog's `createdAt` is the list's `issuedAt`.
  const selectedDetail = useMemo(() => (selectedFresh ? { ...selectedFresh, createdAt: selectedFresh.issuedAt } : null), [selectedFresh]);
  const closeDetail = useCallback(() => setSelected(null), []);

  const { mutate: revoke, isPending: revoking, variables: revokingId } = useRevokeLicense();
  const { mutate: remove, isPending: deleting, variables: deletingId } = useDeleteLicense();
  const { mutateAsync: updateExpiry } = useUpdateLicenseExpiry();

  const activation = useLicenseActivation('activate', {
    onActivated: useCallback(() => notify.success(t.activated), [notify]),
    onFailed: useCallback((event: { message: string }) => notify.error(event.message), [notify]),
  });
  const { send: sendActivation } = activation;
  const confirmActivation = useCallback(() => sendActivation({ type: 'activation.confirm' }), [sendActivation]);
  const cancelActivation = useCallback(() => sendActivation({ type: 'activation.cancel' }), [sendActivation]);
  const dismissShortage = useCallback(() => sendActivation({ type: 'activation.dismiss' }), [sendActivation]);

  const saveExpiry = useCallback(
    async (iso: string | null) => {
      if (!selected) return;
      try {
        const res = await updateExpiry({ id: selected.id, expiresAt: iso });
        setSelected(res.license);
        notify.success(t.updated);
      } catch (error) {
        notifyFailure(notify, error, t.updateFailed);
        throw error;
      }
    },
    [selected, updateExpiry, notify],
  );

  const run = useCallback(
    (action: LicenseRowAction, license: License) => {
      if (action === 'detail') setSelected(license);
      else if (action === 'revoke') revoke(license.id, { onSuccess: () => notify.success(t.revoked), onError: () => notify.error(t.revokeFailed) });
      else if (action === 'activate') sendActivation({ type: 'activation.request', licenseId: license.id, licenseKey: license.key });
      else
        confirmDelete({
          header: t.deleteConfirmHeader,
          message: t.deleteConfirmMessage,
          subject: license.key,
          accept: () =>
            remove(license.id, {
              onSuccess: () => {
                notify.success(t.deleted);
                setSelected((s) => (s?.id === license.id ? null : s));
              },
              onError: (error) => notifyFailure(notify, error, t.deleteFailed),
            }),
        });
    },
    [revoke, remove, sendActivation, notify],
  );
  const activationBusy = activation.busy || activation.state === 'confirming';
  const activatingId = activation.busy && activation.request?.kind === 'activate' ? activation.request.licenseId : null;
  const rowActions = useMemo(
    () => ({
      pending: { revoke: revoking ? (revokingId ?? null) : null, activate: activatingId, delete: deleting ? (deletingId ?? null) : null },
      blocked: { activate: activationBusy },
      run,
    }),
    [revoking, revokingId, activatingId, deleting, deletingId, activationBusy, run],
  );

  return (
    <ListScreenFrame
      config={config} screen={screen} bulk={bulk} rowActions={rowActions} filterOptions={filterOptions}
      actions={isAdmin ? <Button type="button" label={t.newLicense} icon="pi pi-plus" onClick={() => navigate('/licenses/create')} /> : undefined}
    >
      <LicenseDetailDialog license={selectedDetail} mode={isAdmin ? 'admin' : 'user'} onHide={closeDetail} onSaveExpiry={isAdmin ? saveExpiry : undefined} onChanged={setSelected} />
      <ActivationConfirmDialog
        visible={activation.state === 'confirming'}
        licenseKey={activation.request?.kind === 'activate' ? activation.request.licenseKey : null}
        onAccept={confirmActivation}
        onCancel={cancelActivation}
      />
      <QuotaShortageDialog visible={activation.state === 'refusedForQuota'} message={activation.message} quotaInfo={activation.quotaInfo} onHide={dismissShortage} />
    </ListScreenFrame>
  );
}
