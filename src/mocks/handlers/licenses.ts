// Licences: the admin list and its actions (quota-checked), and the caller's own lists.
import { LICENSE_HISTORY_LIMIT } from '../../shared/constants.ts';
import { activity } from '../../shared/messages/reports/activity.ts';
import { licenses as licenseText } from '../../shared/messages/licensing/licenses.ts';
import { tables, type ApplicationRow, type LicenseRow, type UserRow } from '../db.ts';
import { logActivity } from '../domain/reports/activity.ts';
import { licenseHistory } from '../audit/history.ts';
import { conflict, found, notFound } from '../domain/errors.ts';
import { activationMatches, expiryMatches } from '../../shared/list-filters.ts';
import { createTableList, matchesText, searchIndex, timeKey, type SortKey } from '../domain/lists.ts';
import { ownerWithQuotaLeft } from '../domain/licensing/quota.ts';
import { recordQuotaSnapshot } from '../domain/licensing/quota-history.ts';
import { fill } from '../domain/text.ts';
import { deactivateAllOn, deleteLicenseCascade, licensesOf } from '../domain/users.ts';
import { displayNameOf, effectiveLicenseStatus, toLicense, toMyLicense, toProfileLicense } from '../domain/views.ts';
import { nowIso, nowMs } from '../settings.ts';
import { issueLicense } from '../domain/licensing/issue-license.ts';
import { created, implement } from './define.ts';

const licenseOr404 = (id: string) => found(tables.licenses.get(id), licenseText.notFound);

const LICENSE_SORT_KEYS: Record<string, (l: Readonly<LicenseRow>, atMs: number) => SortKey> = {
  key: (l) => l.key,
  applicationName: (l) => tables.applications.get(l.applicationId)?.name ?? '',
  userName: (l) => displayNameOf(tables.users.get(l.userId)),
  status: (l, atMs) => effectiveLicenseStatus(l, atMs),
  currentActivations: (l) => l.currentActivations,
  issuedAt: (l) => timeKey(l.issuedAt),
  expiresAt: (l) => timeKey(l.expiresAt),
};

const licenseSearchText = searchIndex((l: Readonly<LicenseRow>) => [l.key, l.id, l.userId, l.applicationId]);
const appSearchText = searchIndex((a: Readonly<ApplicationRow>) => [a.name]);
const holderSearchText = searchIndex((u: Readonly<UserRow>) => [displayNameOf(u), u.email]);

/** The licence's own text, its application's and its holder's, each folded once per row. */
function licenseFound(row: Readonly<LicenseRow>, needle: string): boolean {
  if (matchesText(needle, licenseSearchText(row))) return true;
  const app = tables.applications.get(row.applicationId);
  if (app && matchesText(needle, appSearchText(app))) return true;
  const user = tables.users.get(row.userId);
  return user !== undefined && matchesText(needle, holderSearchText(user));
}

// The effective status depends on the clock, so that sort is never reused.
const listLicenseRows = createTableList(() => tables.licenses.all(), {
  search: licenseFound,
  sort: LICENSE_SORT_KEYS,
  clock: ['status'],
});

export const licenseImplementations = implement({
  listLicenses: ({ query }) => {
    const at = nowMs();
    const untilMs = query.expiryUntil ? Date.parse(query.expiryUntil) : undefined;
    const { rows, total } = listLicenseRows(
      query,
      [query.sortField ?? 'issuedAt', query.sortOrder ?? (query.sortField ? 'asc' : 'desc')],
      query.applicationId || query.type || query.status || query.expiry || query.activation,
      (row) =>
        (!query.applicationId || row.applicationId === query.applicationId) &&
        (!query.type || row.type === query.type) &&
        (!query.status || effectiveLicenseStatus(row, at) === query.status) &&
        expiryMatches(row, query.expiry, at, untilMs) &&
        activationMatches(row, query.activation),
      at,
    );
    return { licenses: rows.map((l) => toLicense(l, at)), total };
  },

  createLicense: ({ body, user: actor }) => created({ license: toLicense(issueLicense(body, actor.id), nowMs()) }),

  revokeLicense: ({ params, user: actor }) => {
    const license = licenseOr404(params.id);
    if (license.status === 'REVOKED') throw conflict(licenseText.alreadyRevoked, 'ALREADY_REVOKED');
    deactivateAllOn(license);
    const next = tables.licenses.patch(license.id, { status: 'REVOKED', updatedAt: nowIso() });
    recordQuotaSnapshot();
    logActivity(fill(activity.licenseRevoked, { key: next.key }), { licenseId: next.id, actorId: actor.id });
    return { license: toLicense(next, nowMs()) };
  },

  activateLicense: ({ params, user: actor }) => {
    const license = licenseOr404(params.id);
    if (license.status !== 'REVOKED') throw conflict(licenseText.notRevoked, 'NOT_REVOKED');
    const owner = ownerWithQuotaLeft();
    const next = tables.licenses.patch(license.id, { status: 'ACTIVE', updatedAt: nowIso() });
    recordQuotaSnapshot(owner);
    logActivity(fill(activity.licenseActivated, { key: next.key }), { licenseId: next.id, actorId: actor.id });
    return { license: toLicense(next, nowMs()) };
  },

  /** The expiry editor; no expiry (null) makes the licence perpetual, a date makes it a subscription. */
  updateLicense: ({ params, body, user: actor }) => {
    const license = licenseOr404(params.id);
    const expiresAt = body.expiresAt === null ? null : new Date(body.expiresAt).toISOString();
    const next = tables.licenses.patch(license.id, {
      expiresAt,
      type: expiresAt === null ? 'perpetual' : 'subscription',
      updatedAt: nowIso(),
    });
    logActivity(fill(activity.licenseExpiryUpdated, { key: next.key }), { licenseId: next.id, actorId: actor.id });
    return { license: toLicense(next, nowMs()) };
  },

  deleteLicense: ({ params, user: actor }) => {
    const license = licenseOr404(params.id);
    deleteLicenseCascade(license);
    logActivity(fill(activity.licenseDeleted, { key: license.key }), { licenseId: license.id, actorId: actor.id });
    return { success: true as const };
  },

  listUserLicenses: ({ user }) => {
    const at = nowMs();
    return { licenses: licensesOf(user.id).map((l) => toProfileLicense(l, at)) };
  },

  listMyLicenses: ({ user }) => {
    const at = nowMs();
    return { licenses: licensesOf(user.id).map((l) => toMyLicense(l, at)) };
  },

  /** Anyone else's licence is not found for a USER; an administrator sees who did what. */
  getLicenseHistory: ({ params, user }) => {
    const admin = user.role === 'ADMIN';
    const license = licenseOr404(params.id);
    if (!admin && license.userId !== user.id) throw notFound(licenseText.notFound);
    return { entries: licenseHistory(license.id, LICENSE_HISTORY_LIMIT, admin) };
  },
});
