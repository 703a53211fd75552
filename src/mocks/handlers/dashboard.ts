// GET /api/dashboard, GET /api/stats, GET and PUT /api/profile. An ADMIN's dashboard covers
// everything; anyone else sees their own figures only.
import { LICENSE_STATUSES, type LicenseStatus } from '../../api/schemas/licensing/license.ts';
import { activity } from '../../shared/messages/reports/activity.ts';
import { tables, type LicenseRow } from '../db.ts';
import { logActivity, recentActivities } from '../domain/reports/activity.ts';
import { ownerApplications, currentOwner } from '../domain/licensing/quota.ts';
import { fill } from '../domain/text.ts';
import { devicesOf, licensesOf } from '../domain/users.ts';
import { effectiveLicenseStatus, toProfile } from '../domain/views.ts';
import { nowIso, nowMs } from '../settings.ts';
import { implement } from './define.ts';

function statusCounts(licenses: ReadonlyArray<Readonly<LicenseRow>>): Record<LicenseStatus, number> {
  const at = nowMs();
  const counts: Record<LicenseStatus, number> = { ACTIVE: 0, INACTIVE: 0, EXPIRED: 0, REVOKED: 0 };
  for (const license of licenses) counts[effectiveLicenseStatus(license, at)] += 1;
  return counts;
}

export const dashboardImplementations = implement({
  getDashboard: ({ user }) => {
    const admin = user.role === 'ADMIN';
    const licenses = admin ? tables.licenses.all() : licensesOf(user.id);
    const counts = statusCounts(licenses);
    const ownLicenseIds = new Set(licenses.map((l) => l.id));
    const activities = admin
      ? recentActivities()
      : recentActivities((a) => a.actorId === user.id || (a.licenseId !== null && ownLicenseIds.has(a.licenseId)));
    return {
      stats: {
        totalLicenses: licenses.length,
        activeLicenses: counts.ACTIVE,
        totalUsers: admin ? tables.users.count() : 1,
        totalDevices: admin ? tables.devices.count() : devicesOf(user.id).length,
      },
      licenseStatuses: LICENSE_STATUSES.map((status) => ({ status, count: counts[status] })),
      recentActivities: activities.map((a) => ({
        id: a.id,
        message: a.message,
        timestamp: a.timestamp,
        licenseId: a.licenseId ?? null,
      })),
    };
  },

  /** The caller's own figures; "applications" counts what they manage (ADMIN) or use (others). */
  getStats: ({ user }) => {
    const licenses = licensesOf(user.id);
    const devices = devicesOf(user.id);
    const owner = currentOwner();
    const applications =
      user.role === 'ADMIN'
        ? owner
          ? ownerApplications(owner).length
          : tables.applications.count()
        : new Set(licenses.map((l) => l.applicationId)).size;
    return {
      licenses: { total: licenses.length, active: statusCounts(licenses).ACTIVE },
      devices: { total: devices.length, active: devices.filter((d) => d.status === 'ACTIVE').length },
      applications: { total: applications },
    };
  },

  getProfile: ({ user }) => toProfile(user),

  updateProfile: ({ user, body }) => {
    const next = tables.users.patch(user.id, {
      familyName: body.family_name,
      givenName: body.given_name,
      displayName: `${body.family_name} ${body.given_name}`,
      updatedAt: nowIso(),
    });
    logActivity(fill(activity.profileUpdated, { name: next.displayName }), { actorId: user.id });
    return toProfile(next);
  },
});
