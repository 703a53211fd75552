// An application card's admin actions: 管理 (the application's screen), 編集 (a dialog),
// APIキー再生成 (confirmed, the new key shown once) and 削除 (confirmed, the card leaves at once).
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { useDeleteApplication, useRegenerateApplicationKey } from '../../api/resources/applications.ts';
import type { Application } from '../../api/schemas/application.ts';
import { applications as t } from '../../shared/messages/applications.ts';
import { confirmDelete } from '../shared/feedback/confirm-delete.tsx';
import { notifyFailure } from '../shared/feedback/notify-failure.ts';
import { useNotify } from '../shared/feedback/notify.tsx';
import { APPLICATIONS_PATH } from '../shared/applications/navigation-states.ts';
import { ApplicationEditDialog } from './application-edit-dialog.tsx';
import { NewKeyDialog, wholeKey } from './new-key-dialog.tsx';

export function ApplicationCardActions({ app }: { app: Application }) {
  const [, navigate] = useLocation();
  const notify = useNotify();
  const remove = useDeleteApplication();
  const regenerate = useRegenerateApplicationKey();
  const [editing, setEditing] = useState(false);
  // The new key lives here only, until its dialog is closed.
  const [newKey, setNewKey] = useState<{ key: string | null } | null>(null);
  const label = app.name || app.application_id;

  const confirmRemove = () =>
    confirmDelete({
      header: t.deleteConfirmHeader,
      message: t.deleteConfirmMessage,
      subject: label,
      // The promise, not mutate's callbacks: the card is gone (unmounted) before the toast is due.
      accept: () =>
        void remove.mutateAsync(app.application_id).then(
          () => notify.success(t.deleted),
          (error: unknown) => notifyFailure(notify, error, t.deleteFailed),
        ),
    });

  const confirmRegenerate = () =>
    confirmDialog({
      header: t.regenerateConfirmHeader,
      message: (
        <span>
          {t.regenerateConfirmMessage}
          <br />
          <code>{label}</code>
        </span>
      ),
      icon: 'pi pi-exclamation-triangle',
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: () =>
        void regenerate.mutateAsync(app.application_id).then(
          (answer) => {
            notify.success(t.keyRegenerated);
            setNewKey({ key: wholeKey(answer?.api_key) });
          },
          (error: unknown) => notifyFailure(notify, error, t.regenerateFailed),
        ),
    });

  return (
    <div className="application-card-actions">
      <Button
        type="button"
        label={t.manage}
        icon="pi pi-cog"
        outlined
        aria-label={t.manageAria(label)}
        onClick={() => navigate(`${APPLICATIONS_PATH}/${encodeURIComponent(app.application_id)}`)}
      />
      <Button
        type="button"
        label={t.editButton}
        icon="pi pi-pencil"
        text
        aria-label={t.editAria(label)}
        onClick={() => setEditing(true)}
      />
      <Button
        type="button"
        label={t.regenerateKey}
        icon="pi pi-refresh"
        text
        aria-label={t.regenerateKeyAria(label)}
        loading={regenerate.isPending}
        disabled={regenerate.isPending}
        onClick={confirmRegenerate}
      />
      <Button
        type="button"
        label={t.delete}
        icon="pi pi-trash"
        severity="danger"
        text
        aria-label={t.deleteAria(label)}
        loading={remove.isPending}
        disabled={remove.isPending}
        onClick={confirmRemove}
      />
      <ApplicationEditDialog app={editing ? app : null} onHide={() => setEditing(false)} />
      <NewKeyDialog shown={newKey} onHide={() => setNewKey(null)} />
    </div>
  );
}
