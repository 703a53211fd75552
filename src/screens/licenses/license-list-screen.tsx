// Licence management (ライセンス管理, docs/product.md §2): the list configured in
// license-list-config.tsx (search, filters, sorting, paging, bulk actions, CSV), the detail
// dialog, admin-only create, revoke/activate and delete (§6), the quota flow on re-activation.
import { useCallback, useMemo } from 'react';
import {
  useApplicationChoices,
  useDeleteLicense,
  useRevokeLicense,
  useUpdateLicenseExpiry,
} from '../../api/resources/licensing/licenses.ts';
import type { License } from '../../api/schemas/licensing/license.ts';
import { licenses as t } from '../../shared/messages/licensing/licenses.ts';
import { bulkImport } from '../../shared/messages/bulk-import.ts';
import { usePaintedOnce } from '../shared/deferred/after-paint.ts';
import { useIsAdmin } from '../shared/state/current-user.tsx';
import { ImportEntryButton, PathButton } from '../shared/list/title-buttons.tsx';
import { ListScreen } from '../shared/list/list-screen/list-screen.tsx';
import { useRowCall } from '../shared/list/list-screen/row-actions.tsx';
import { firstPageAhead, useListScreen, type ListReadAhead } from '../shared/list/list-screen/use-list-screen.ts';
import { notifyFailure } from '../shared/feedback/notify-failure.ts';
import { useNotify } from '../shared/feedback/notify.tsx';
import { ActivationConfirmDialog } from './activation-confirm-dialog.tsx';
import { LicenseDetailDialog } from '../shared/license-detail/license-detail-dialog.tsx';
import type { ExpirySave } from '../shared/license-detail/expiry-editor.tsx';
import { licenseListConfig, type LicenseRowAction } from './license-list-config.tsx';
import { QuotaShortageDialog } from '../shared/license-form/quota-shortage-dialog.tsx';
import { useLicenseActivation } from './use-license-activation.ts';

/** The first page, read ahead when its menu link is pressed (the shell's route table). */
export const readAhead: ListReadAhead = firstPageAhead(licenseListConfig);

export function LicenseListScreen() {
  const isAdmin = useIsAdmin();
  const notify = useNotify();
  const list = useListScreen(licenseListConfig);
  // The application filter's choices load once the first page is on screen (or at once when
  // the URL already filters by one): their answer and render no longer compete with it. "On
  // screen" is after its paint: enabled in the commit of the first page, a cached answer
  // re-rendered the screen before that paint.
  const firstPageShown = usePaintedOnce(list.page.data !== undefined);
  const applications = useApplicationChoices(firstPageShown || list.params.app !== undefined);

  const { opened, open, closeRow } = list;
  // The dialog's `createdAt` is the list's `issuedAt`; a new object only with the row, so the memoised dialog skips the list's renders.
  const detail = useMemo(() => (opened ? { ...opened, createdAt: opened.issuedAt } : null), [opened]);
  const { sendWith: updateExpiry } = useUpdateLicenseExpiry();
  // Stable while the same licence is open: the memoised dialog skips the list's renders.
  const saveExpiry = useCallback<ExpirySave>(
    async (iso, call) => {
      if (!opened) return;
      try {
        open((await updateExpiry({ id: opened.id, expiresAt: iso }, call)).license);
        notify.success(t.updated);
      } catch (error) {
        // A save the user cancelled is no failure: the editor says it was cancelled.
        if (!call.abort.signal.aborted) notifyFailure(notify, error, t.updateFailed);
        throw error;
      }
    },
    [opened, open, updateExpiry, notify],
  );

  const revoke = useRowCall(useRevokeLicense(), { done: t.revoked, failed: t.revokeFailed });
  const remove = useRowCall<License>(
    useDeleteLicense(),
    { done: t.deleted, failed: t.deleteFailed },
    {
      confirmDelete: (l) => ({ header: t.deleteConfirmHeader, message: t.deleteConfirmMessage, subject: l.key }),
      onDone: (l) => closeRow(l.id),
    },
  );
  const activation = useLicenseActivation('activate', {
    onActivated: () => notify.success(t.activated),
    onFailed: (event) => notify.error(event.message),
  });
  const run = (action: LicenseRowAction, license: License) => {
    if (action === 'detail') open(license);
    else if (action === 'activate')
      activation.send({ type: 'activation.request', licenseId: license.id, licenseKey: license.key });
    else (action === 'revoke' ? revoke : remove).start(license);
  };
  const activatingId = activation.busy && activation.request?.kind === 'activate' ? activation.request.licenseId : null;

  return (
    <ListScreen
      config={licenseListConfig}
      list={list}
      rowActions={{
        run,
        pending: { revoke: revoke.pending, activate: activatingId, delete: remove.pending },
        blocked: { activate: activation.busy || activation.state === 'confirming' },
      }}
      filterOptions={applications && { app: applications }}
      actions={
        isAdmin ? (
          <>
            <ImportEntryButton label={bulkImport.licenseEntry} path="/licenses/import" />
            <PathButton label={t.newLicense} icon="pi pi-plus" path="/licenses/create" />
          </>
        ) : undefined
      }
    >
      <LicenseDetailDialog
        license={detail}
        mode={isAdmin ? 'admin' : 'user'}
        onHide={list.close}
        onSaveExpiry={isAdmin ? saveExpiry : undefined}
        onChanged={open}
      />
      <ActivationConfirmDialog
        visible={activation.state === 'confirming'}
        licenseKey={activation.request?.kind === 'activate' ? activation.request.licenseKey : null}
        onAccept={activation.confirm}
        onCancel={activation.cancel}
      />
      <QuotaShortageDialog
        visible={activation.state === 'refusedForQuota'}
        message={activation.message}
        quotaInfo={activation.quotaInfo}
        onHide={activation.dismiss}
      />
    </ListScreen>
  );
}
