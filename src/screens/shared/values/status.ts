// Status chips: label and colour per status, in one place for every screen.
import type { LicenseStatus } from '../../../api/schemas/licensing/license.ts';
import type { DeviceStatus } from '../../../api/schemas/licensing/device.ts';
import type { ApplicationStatus } from '../../../api/schemas/application.ts';
import {
  applicationStatusLabels,
  deviceStatusLabels,
  licenseStatusLabels,
  profileLicenseStatusLabels,
  roleLabels,
} from '../../../shared/messages/index.ts';
import { common } from '../../../shared/messages/common.ts';
import { isAdminRole } from '../state/current-user.tsx';
import type { TagSeverity } from '../../../ui/light/status-tag.tsx';

export interface StatusView {
  label: string;
  severity: TagSeverity;
}

/** A status the server did not send (or one the console does not know): 不明, neutral. */
const UNKNOWN: StatusView = { label: common.unknown, severity: 'secondary' };

/** A status's view: its label, and its colour from `severity`; 不明 when the server sent none. */
function statusViews<S extends string>(labels: Record<S, string>, severity: Record<S, TagSeverity>) {
  return (status: S | null): StatusView =>
    status === null ? UNKNOWN : { label: labels[status], severity: severity[status] };
}

export const licenseStatusView = statusViews<LicenseStatus>(licenseStatusLabels, {
  ACTIVE: 'success',
  INACTIVE: 'secondary',
  EXPIRED: 'warning',
  REVOKED: 'danger',
});

export const profileLicenseStatusView = statusViews(profileLicenseStatusLabels, {
  active: 'success',
  inactive: 'secondary',
  expired: 'warning',
});

export const deviceStatusView = statusViews<DeviceStatus>(deviceStatusLabels, {
  ACTIVE: 'success',
  INACTIVE: 'secondary',
  REGISTERED: 'info',
  DEACTIVATED: 'danger',
});

export const applicationStatusView = statusViews<ApplicationStatus>(applicationStatusLabels, {
  active: 'success',
  inactive: 'secondary',
  suspended: 'warning',
});

export function roleView(role: string | null): StatusView {
  if (role === null) return UNKNOWN;
  return isAdminRole(role)
    ? { label: roleLabels.admin, severity: 'contrast' }
    : { label: roleLabels.user, severity: 'info' };
}
