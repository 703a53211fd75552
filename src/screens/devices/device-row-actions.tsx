// The actions cell of a device row. Rows are memoised on their data (ListTable), so the
// cell reads what changes outside the row (pending calls, the handlers) from a context: the
// cells stay memoised and the buttons still follow the pending states.
import { createContext, useContext } from 'react';
import { RowButton } from '../shared/row-button.tsx';
import type { Device } from '../../api/schemas/device.ts';
import { devices as t } from '../../shared/messages/devices.ts';

export interface DeviceRowActionsState {
  isAdmin: boolean;
  deactivatingId: string | null;
  deletingId: string | null;
  onDetail: (device: Device) => void;
  onDeactivate: (device: Device) => void;
  onDelete: (device: Device) => void;
}

export const DeviceRowActionsContext = createContext<DeviceRowActionsState | null>(null);

/** How a device is named to people (and screen readers). */
export const deviceLabel = (device: Device) => device.name || device.id;

export function DeviceRowActions({ device }: { device: Device }) {
  const state = useContext(DeviceRowActionsContext);
  if (!state) throw new Error('DeviceRowActions needs DeviceRowActionsContext');
  const name = deviceLabel(device);
  return (
    <div className="flex gap-1">
      <RowButton title={t.detail} aria-label={t.detailOf(name)} icon="pi pi-search" variant="text" onClick={() => state.onDetail(device)} />
      {/* Only an active device can be deactivated (spec §2); the other rows keep the button's
          place, concealed: a new page updates rows in place and the delete buttons line up. */}
      <RowButton
        label={t.deactivate}
        aria-label={t.deactivateOf(name)}
        icon="pi pi-power-off"
        severity="warning"
        variant="outlined"
        concealed={device.status !== 'ACTIVE'}
        loading={state.deactivatingId === device.id}
        disabled={state.deactivatingId === device.id}
        onClick={() => device.status === 'ACTIVE' && state.onDeactivate(device)}
      />
      {state.isAdmin ? (
        <RowButton
          icon="pi pi-trash"
          severity="danger"
          variant="text"
          aria-label={t.deleteOf(name)}
          loading={state.deletingId === device.id}
          disabled={state.deletingId === device.id}
          onClick={() => state.onDelete(device)}
        />
      ) : null}
    </div>
  );
}
