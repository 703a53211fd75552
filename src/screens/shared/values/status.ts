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

export function licenseStatusView(status: LicenseStatus | null): StatusView {
  if (status === null) return UNKNOWN;
  const severity: Record<LicenseStatus, TagSeverity> = {
    ACTIVE: 'success',
    INACTIVE: 'secondary',
    EXPIRED: 'warning',
    REVOKED: 'danger',
  };
  return { label: licenseStatusLabels[status], severity: severity[status] };
}

export function profileLicenseStatusView(status: keyof typeof profileLicenseStatusLabels | null): StatusView {
  if (status === null) return UNKNOWN;
  const severity = { active: 'success', inactive: 'secondary', expired: 'warning' } as const;
  return { label: profileLicenseStatusLabels[status], severity: severity[status] };
}

export function deviceStatusView(status: DeviceStatus | null): StatusView {
  if (status === null) return UNKNOWN;
  const severity: Record<DeviceStatus, TagSeverity> = {
    ACTIVE: 'success',
    INACTIVE: 'secondary',
    REGISTERED: 'info',
    DEACTIVATED: 'danger',
  };
  return { label: deviceStatusLabels[status], severity: severity[status] };
}

export function applicationStatusView(status: ApplicationStatus | null): StatusView {
  if (status === null) return UNKNOWN;
  const severity: Record<ApplicationStatus, TagSeverity> = {
    active: 'success',
    inactive: 'secondary',
    suspended: 'warning',
  };
  return { label: applicationStatusLabels[status], severity: severity[status] };
}

export function roleView(role: string | null): StatusView {
  if (role === null) return UNKNOWN;
  return isAdminRole(role)
    ? { label: roleLabels.admin, severity: 'contrast' }
    : { label: roleLabels.user, severity: 'info' };
}
