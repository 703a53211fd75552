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

/** The buttons in their order, each with its look and its label naming the application. */
const BUTTONS = [
  { action: 'manage', label: t.manage, icon: 'pi pi-cog', outlined: true, ariaLabel: t.manageAria },
  { action: 'edit', label: t.editButton, icon: 'pi pi-pencil', text: true, ariaLabel: t.editAria },
  { action: 'regenerate', label: t.regenerateKey, icon: 'pi pi-refresh', text: true, ariaLabel: t.regenerateKeyAria },
  { action: 'delete', label: t.delete, icon: 'pi pi-trash', severity: 'danger', text: true, ariaLabel: t.deleteAria },
] as const;

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

  const onClick = {
    manage: () => navigate(`${APPLICATIONS_PATH}/${encodeURIComponent(app.application_id)}`),
    edit: () => setEditing(true),
    regenerate: confirmRegenerate,
    delete: confirmRemove,
  };
  // Held while its call runs: the two that call the server.
  const pending = { manage: false, edit: false, regenerate: regenerate.isPending, delete: remove.isPending };

  return (
    <div className="application-card-actions">
      {BUTTONS.map(({ action, ariaLabel, ...button }) => (
        <Button
          key={action}
          type="button"
          {...button}
          aria-label={ariaLabel(label)}
          loading={pending[action]}
          disabled={pending[action]}
          onClick={onClick[action]}
        />
      ))}
      <ApplicationEditDialog app={editing ? app : null} onHide={() => setEditing(false)} />
      <NewKeyDialog shown={newKey} onHide={() => setNewKey(null)} />
    </div>
  );
}
