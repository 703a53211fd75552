// The device list (デバイス管理, docs/product.md §2) as configuration: its view in the URL, the
// contract's columns and truncations, the row actions, filters, bulk actions and CSV export. The
// screen (device-list-screen.tsx) adds the refresh, the dialog and what the actions do.
import { deviceListAdapter, type DeviceItemAction } from '../../api/resources/licensing/devices.ts';
import {
  DEVICE_STATUSES,
  type Device,
  type DeviceListQuery,
  type DeviceSortField,
} from '../../api/schemas/licensing/device.ts';
import { HEARTBEAT_AGE_CHOICES_HOURS, LIST_PAGE_SIZE_OPTIONS, TRUNCATE } from '../../shared/constants.ts';
import { formatDateTime, formatShortDateTime, orNone, truncate } from '../../shared/format.ts';
import { common } from '../../shared/messages/common.ts';
import { deviceStatusLabels, devices as t } from '../../shared/messages/licensing/devices.ts';
import type { CsvColumn } from '../shared/list/export/csv.ts';
import type { ListColumn } from '../../ui/table/list-table.tsx';
import type { ListConfig } from '../shared/list/list-screen/list-config.ts';
import { withRowActions, type RowAction } from '../shared/list/list-screen/row-actions.tsx';
import { deviceBulkOutcome } from '../shared/stale-cleanup/device-bulk-outcome.ts';
import { StatusTag } from '../../ui/light/status-tag.tsx';
import { deviceStatusView } from '../shared/values/status.ts';
import {
  deviceFilterQuery,
  deviceListParamsSchema,
  type DeviceListParams,
} from '../shared/list-urls/device-list-params.ts';

/** How a device is named to people (and screen readers). */
export const deviceLabel = (device: Device) => device.name || device.id;

export type DeviceRowAction = 'detail' | DeviceItemAction;

/** The row's buttons. Only an active device can be deactivated (docs/product.md §2); the other
 *  rows keep the button's place, concealed: a new page updates rows in place and the delete
 *  buttons line up. */
export const deviceRowActions: readonly RowAction<Device, DeviceRowAction>[] = [
  {
    id: 'detail',
    icon: 'pi pi-search',
    title: t.detail,
    ariaLabel: (d) => t.detailOf(deviceLabel(d)),
    variant: 'text',
  },
  {
    id: 'deactivate',
    icon: 'pi pi-power-off',
    label: t.deactivate,
    ariaLabel: (d) => t.deactivateOf(deviceLabel(d)),
    severity: 'warning',
    variant: 'outlined',
    offered: (d) => d.status === 'ACTIVE',
    whenNotOffered: 'conceal',
  },
  {
    id: 'delete',
    icon: 'pi pi-trash',
    ariaLabel: (d) => t.deleteOf(deviceLabel(d)),
    severity: 'danger',
    variant: 'text',
    adminOnly: true,
  },
];

// The contract's columns and truncations (docs/product.md §2), with widths that fit 1280 px.
// Cells depend on the row only: an auto-refresh re-renders only the rows whose data changed.
const DATA_COLUMNS: readonly ListColumn<Device, DeviceSortField>[] = [
  {
    id: 'id',
    header: t.fieldId,
    sortField: 'id',
    width: '6rem',
    cell: (d) => <code title={d.id}>{truncate(d.id, TRUNCATE.deviceId)}</code>,
  },
  {
    id: 'hardwareId',
    header: t.fieldHardwareId,
    sortField: 'hardwareId',
    width: '8rem',
    cell: (d) => <code title={d.hardwareId ?? undefined}>{truncate(d.hardwareId, TRUNCATE.hardwareId)}</code>,
  },
  { id: 'name', header: t.fieldName, sortField: 'name', cell: (d) => orNone(d.name) },
  {
    id: 'status',
    header: t.fieldStatus,
    sortField: 'status',
    width: '6rem',
    nowrap: true,
    // A blocked device (when the server says so) carries a mark beside its status.
    cell: (d) => (
      <>
        <StatusTag view={deviceStatusView(d.status)} />
        {d.blocked ? (
          <i className="pi pi-ban text-red-700 ml-2" role="img" aria-label={t.blockedState} title={t.blockedState} />
        ) : null}
      </>
    ),
  },
  {
    id: 'licenseId',
    header: t.fieldLicenseId,
    sortField: 'licenseId',
    width: '6.5rem',
    nowrap: true,
    cell: (d) =>
      d.licenseId ? <code title={d.licenseId}>{truncate(d.licenseId, TRUNCATE.licenseId)}</code> : t.unassigned,
  },
  {
    id: 'lastHeartbeat',
    header: t.fieldLastHeartbeat,
    sortField: 'lastHeartbeat',
    width: '8rem',
    nowrap: true,
    cell: (d) => (d.lastHeartbeat ? formatShortDateTime(d.lastHeartbeat) : t.notReceived),
  },
];

/** Every column in full (the table truncates ids), dates as yyyy/MM/dd HH:mm. */
const DEVICE_CSV_COLUMNS: readonly CsvColumn<Device>[] = [
  { header: t.fieldId, value: (d) => d.id },
  { header: t.fieldHardwareId, value: (d) => orNone(d.hardwareId) },
  { header: t.fieldName, value: (d) => orNone(d.name) },
  { header: t.fieldStatus, value: (d) => (d.status ? deviceStatusLabels[d.status] : common.unknown) },
  { header: t.fieldLicenseId, value: (d) => d.licenseId ?? t.unassigned },
  { header: t.fieldCreatedAt, value: (d) => formatDateTime(d.createdAt) },
  { header: t.fieldLastHeartbeat, value: (d) => (d.lastHeartbeat ? formatDateTime(d.lastHeartbeat) : t.notReceived) },
];

export const deviceListConfig: ListConfig<Device, DeviceListParams, DeviceListQuery, DeviceItemAction> = {
  idPrefix: 'device',
  adapter: deviceListAdapter,
  schema: deviceListParamsSchema,
  filterQuery: deviceFilterQuery,
  texts: t,
  note: t.autoRefreshNote,
  refresh: { label: t.refresh, ariaLabel: t.refreshLabel, done: t.refreshed },
  columns: withRowActions(DATA_COLUMNS, t.fieldActions, deviceRowActions, { admin: '10.5rem', user: '10.5rem' }),
  dateSortFields: ['lastHeartbeat'],
  filters: [
    {
      id: 'status',
      param: 'status',
      label: t.statusFilterLabel,
      allLabel: t.allStatuses,
      options: DEVICE_STATUSES.map((s) => ({ label: deviceStatusLabels[s], value: s })),
    },
    {
      id: 'heartbeat',
      param: 'silent',
      queryParam: 'heartbeatOlderThanHours',
      label: t.heartbeatFilterLabel,
      allLabel: t.anyHeartbeat,
      options: HEARTBEAT_AGE_CHOICES_HOURS.map((h) => ({ label: t.heartbeatOlderThan(h), value: h })),
    },
  ],
  pageSizeOptions: LIST_PAGE_SIZE_OPTIONS,
  loadingRows: 8,
  csv: { what: t.bulkWhat, fileBase: 'devices', columns: DEVICE_CSV_COLUMNS },
  bulk: {
    what: t.bulkWhat,
    labelOf: deviceLabel,
    actions: [
      { id: 'deactivate', label: t.deactivate, icon: 'pi pi-power-off', severity: 'warning' },
      { id: 'delete', label: common.delete, icon: 'pi pi-trash', severity: 'danger', adminOnly: true },
    ],
    outcomeOf: deviceBulkOutcome,
  },
};
