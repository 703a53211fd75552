// The licence list (ライセンス管理, docs/product.md §2) as configuration: its view in the URL, the
// contract's columns, the row actions, filters, bulk actions and CSV export. The screen
// (license-list-screen.tsx) adds the dialogs and what the actions do.
import { isApiError, messageOf } from '../../api/client/errors.ts';
import { licenseListAdapter, type LicenseItemAction } from '../../api/resources/licensing/licenses.ts';
import {
  LICENSE_STATUSES,
  LICENSE_TYPES,
  type License,
  type LicenseListQuery,
  type LicenseSortField,
} from '../../api/schemas/licensing/license.ts';
import { LIST_PAGE_SIZE_OPTIONS } from '../../shared/constants.ts';
import { formatDateTime, orNone, usedOfMax } from '../../shared/format.ts';
import { common } from '../../shared/messages/common.ts';
import { lifecycleScreen } from '../../shared/messages/licensing/license-lifecycle.ts';
import { licenseStatusLabels, licenses as t } from '../../shared/messages/licensing/licenses.ts';
import type { CsvColumn } from '../shared/list/export/csv.ts';
import type { ListColumn } from '../../ui/table/list-table.tsx';
import type { ListConfig } from '../shared/list/list-screen/list-config.ts';
import { withRowActions, type RowAction } from '../shared/list/list-screen/row-actions.tsx';
import { StatusTag } from '../../ui/light/status-tag.tsx';
import { licenseStatusView } from '../shared/values/status.ts';
import {
  licenseFilterQuery,
  licenseListParamsSchema,
  type LicenseListParams,
} from '../shared/list-urls/license-list-params.ts';

const typeLabel = (l: License) =>
  l.type === 'perpetual' ? t.typePerpetual : l.type === 'subscription' ? t.typeSubscription : common.none;
const statusLabel = (l: License) => (l.status ? licenseStatusLabels[l.status] : common.unknown);

const EXPIRY_OPTIONS = [
  { label: t.expiryWithin7, value: 'within7' },
  { label: t.expiryWithin30, value: 'within30' },
  { label: t.expiryWithin90, value: 'within90' },
  { label: t.expiryPast, value: 'expired' },
  { label: t.expiryNone, value: 'none' },
] as const;
const ACTIVATION_OPTIONS = [
  { label: t.activationNear, value: 'near' },
  { label: t.activationFull, value: 'full' },
] as const;

export type LicenseRowAction = 'detail' | 'revoke' | 'activate' | 'delete';

/** The row's buttons; revoke and activate share one place (a row offers one of them, by status). */
export const licenseRowActions: readonly RowAction<License, LicenseRowAction>[] = [
  { id: 'detail', icon: 'pi pi-search', title: t.detail, ariaLabel: (l) => t.detailOf(l.key), variant: 'text' },
  {
    id: 'revoke',
    icon: 'pi pi-ban',
    label: t.revoke,
    ariaLabel: (l) => t.revokeOf(l.key),
    severity: 'warning',
    variant: 'outlined',
    adminOnly: true,
    offered: (l) => l.status !== 'REVOKED',
    whenNotOffered: 'next',
  },
  {
    id: 'activate',
    icon: 'pi pi-check-circle',
    label: t.activate,
    ariaLabel: (l) => t.activateOf(l.key),
    severity: 'success',
    variant: 'outlined',
    adminOnly: true,
    offered: (l) => l.status === 'REVOKED',
    whenNotOffered: 'next',
  },
  {
    id: 'delete',
    icon: 'pi pi-trash',
    ariaLabel: (l) => t.deleteOf(l.key),
    severity: 'danger',
    variant: 'text',
    adminOnly: true,
  },
];

// The contract's columns (docs/product.md §2), with widths that fit 1280 px beside the menu
// (dates break at their space into date and time). Cells depend on the row only: rows stay
// memoised.
const DATA_COLUMNS: readonly ListColumn<License, LicenseSortField>[] = [
  { id: 'key', header: t.fieldKey, sortField: 'key', width: '9.5rem', cell: (l) => <code>{l.key}</code> },
  {
    id: 'application',
    header: t.fieldApplication,
    sortField: 'applicationName',
    cell: (l) => orNone(l.applicationName),
  },
  { id: 'user', header: t.fieldUserName, sortField: 'userName', width: '6rem', cell: (l) => orNone(l.userName) },
  {
    id: 'status',
    header: t.fieldStatus,
    sortField: 'status',
    width: '6rem',
    nowrap: true,
    cell: (l) => <StatusTag view={licenseStatusView(l.status)} />,
  },
  {
    id: 'activations',
    header: t.fieldActivations,
    sortField: 'currentActivations',
    width: '8.75rem',
    nowrap: true,
    cell: (l) => usedOfMax(l.currentActivations, l.maxActivations),
  },
  {
    id: 'issuedAt',
    header: t.fieldIssuedAt,
    sortField: 'issuedAt',
    width: '5.75rem',
    cell: (l) => formatDateTime(l.issuedAt),
  },
  {
    id: 'expiresAt',
    header: t.fieldExpiresAt,
    sortField: 'expiresAt',
    width: '5.75rem',
    cell: (l) => (l.expiresAt ? formatDateTime(l.expiresAt) : t.noExpiry),
  },
];

/** The table's columns in Japanese, dates as on screen, and what the table abbreviates. */
const LICENSE_CSV_COLUMNS: readonly CsvColumn<License>[] = [
  { header: t.fieldKey, value: (l) => l.key },
  { header: t.fieldApplication, value: (l) => orNone(l.applicationName) },
  { header: t.fieldUserName, value: (l) => orNone(l.userName) },
  { header: t.fieldStatus, value: statusLabel },
  { header: t.typeFilterLabel, value: typeLabel },
  { header: t.csvCurrentActivations, value: (l) => orNone(l.currentActivations) },
  { header: t.csvMaxActivations, value: (l) => orNone(l.maxActivations) },
  { header: t.fieldIssuedAt, value: (l) => formatDateTime(l.issuedAt) },
  { header: t.fieldExpiresAt, value: (l) => (l.expiresAt ? formatDateTime(l.expiresAt) : t.noExpiry) },
  { header: t.csvLicenseId, value: (l) => l.id },
];

export const licenseListConfig: ListConfig<License, LicenseListParams, LicenseListQuery, LicenseItemAction> = {
  idPrefix: 'license',
  adapter: licenseListAdapter,
  schema: licenseListParamsSchema,
  filterQuery: licenseFilterQuery,
  texts: t,
  columns: withRowActions(DATA_COLUMNS, t.fieldActions, licenseRowActions, { admin: '10.5rem', user: '4rem' }),
  dateSortFields: ['issuedAt', 'expiresAt'],
  filters: [
    {
      id: 'status',
      param: 'status',
      label: t.statusFilterLabel,
      allLabel: t.allStatuses,
      options: LICENSE_STATUSES.map((s) => ({ label: licenseStatusLabels[s], value: s })),
    },
    // Its choices are the applications, loaded by the screen.
    {
      id: 'application',
      param: 'app',
      queryParam: 'applicationId',
      label: t.applicationFilterLabel,
      allLabel: t.allApplications,
    },
    {
      id: 'type',
      param: 'type',
      label: t.typeFilterLabel,
      allLabel: t.allTypes,
      options: LICENSE_TYPES.map((v) => ({
        label: v === 'perpetual' ? t.typePerpetual : t.typeSubscription,
        value: v,
      })),
    },
    { id: 'expiry', param: 'expiry', label: t.expiryFilterLabel, allLabel: t.anyExpiry, options: EXPIRY_OPTIONS },
    {
      id: 'activation',
      param: 'activation',
      label: t.activationFilterLabel,
      allLabel: t.anyActivation,
      options: ACTIVATION_OPTIONS,
    },
  ],
  pageSizeOptions: LIST_PAGE_SIZE_OPTIONS,
  loadingRows: 8,
  csv: { what: t.bulkWhat, fileBase: 'licenses', columns: LICENSE_CSV_COLUMNS },
  bulk: {
    what: t.bulkWhat,
    labelOf: (l) => l.key,
    actions: [
      { id: 'revoke', label: t.revoke, icon: 'pi pi-ban', severity: 'warning' },
      { id: 'activate', label: t.activate, icon: 'pi pi-check-circle', severity: 'success' },
      { id: 'delete', label: common.delete, icon: 'pi pi-trash', severity: 'danger' },
      {
        id: 'extend30Days',
        label: lifecycleScreen.bulkExtend30Days,
        icon: 'pi pi-calendar-plus',
        severity: 'info',
        extension: 'licenseLifecycle',
      },
      {
        id: 'extend1Year',
        label: lifecycleScreen.bulkExtend1Year,
        icon: 'pi pi-calendar-plus',
        severity: 'info',
        extension: 'licenseLifecycle',
      },
    ],
    outcomeOf: (action, error) => {
      if (isApiError(error) && error.quotaInfo)
        return { kind: 'quota', message: error.body?.error || t.quotaDefaultMessage, quotaInfo: error.quotaInfo };
      if (isApiError(error) && error.status === 409)
        return { kind: 'skipped', reason: messageOf(error, t.updateFailed) };
      const fallback =
        action === 'revoke'
          ? t.revokeFailed
          : action === 'activate'
            ? t.activateFailed
            : action === 'delete'
              ? t.deleteFailed
              : lifecycleScreen.extendFailed;
      return { kind: 'failed', message: messageOf(error, fallback) };
    },
    adminOnly: true,
  },
};
