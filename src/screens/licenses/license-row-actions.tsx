// The actions cell of a licence row. Rows are memoised on their data (ListTable), so
// the cell reads what changes outside the row (pending calls, the handlers) from a context:
// the cells stay memoised (a re-rendered row costs real time on a page of 100) and the
// buttons still follow the pending states.
import { createContext, useContext } from 'react';
import { RowButton } from '../shared/row-button.tsx';
import type { License } from '../../api/schemas/license.ts';
import { licenses as t } from '../../shared/messages/licenses.ts';

export interface LicenseRowActionsState {
  isAdmin: boolean;
  /** An activation is confirming or in flight: no other may start. */
  activationBusy: boolean;
  activatingId: string | null;
  revokingId: string | null;
  deletingId: string | null;
  onDetail: (license: License) => void;
  onRevoke: (license: License) => void;
  onActivate: (license: License) => void;
  onDelete: (license: License) => void;
}

export const LicenseRowActionsContext = createContext<LicenseRowActionsState | null>(null);

export function LicenseRowActions({ license }: { license: License }) {
  const state = useContext(LicenseRowActionsContext);
  if (!state) throw new Error('LicenseRowActions needs LicenseRowActionsContext');
  const { isAdmin } = state;
  return (
    <div className="flex gap-1">
      <RowButton
        aria-label={t.detailOf(license.key)}
        title={t.detail}
        icon="pi pi-search"
        variant="text"
        onClick={() => state.onDetail(license)}
      />
      {/* One slot for revoke and activate: a page whose rows differ in status updates the
          button in place instead of removing one and inserting the other. */}
      {!isAdmin ? null : license.status !== 'REVOKED' ? (
        <RowButton
          label={t.revoke}
          aria-label={t.revokeOf(license.key)}
          icon="pi pi-ban"
          severity="warning"
          variant="outlined"
          loading={state.revokingId === license.id}
          disabled={state.revokingId === license.id}
          onClick={() => state.onRevoke(license)}
        />
      ) : (
        <RowButton
          label={t.activate}
          aria-label={t.activateOf(license.key)}
          icon="pi pi-check-circle"
          severity="success"
          variant="outlined"
          loading={state.activatingId === license.id}
          disabled={state.activationBusy}
          onClick={() => state.onActivate(license)}
        />
      )}
      {isAdmin ? (
        <RowButton
          icon="pi pi-trash"
          severity="danger"
          variant="text"
          aria-label={t.deleteOf(license.key)}
          loading={state.deletingId === license.id}
          disabled={state.deletingId === license.id}
          onClick={() => state.onDelete(license)}
        />
      ) : null}
    </div>
  );
}
