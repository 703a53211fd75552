// One licence's terms and lifecycle (extensions: licensePolicies, entitlements,
// licenseLifecycle): the policy it came from, its features, and 延長, アクティベーションの
// リセット, 譲渡 and the maximum activations. What may be done is decided once (refusals below)
// for both the actions call and the calls themselves, so the console never offers what the
// server would refuse.
import { TZDate } from '@date-fns/tz';
import type { LicenseActionsWire as LicenseActions } from '../../api/schemas/licensing/license-terms.ts';
import { HOME_TIME_ZONE } from '../../shared/constants.ts';
import { addPeriod, extensionBaseMs } from '../../shared/license-period.ts';
import { activity } from '../../shared/messages/reports/activity.ts';
import { lifecycle as t } from '../../shared/messages/licensing/license-lifecycle.ts';
import { licenses as licenseText } from '../../shared/messages/licensing/licenses.ts';
import { users as userText } from '../../shared/messages/users.ts';
import { tables, type LicenseRow, type UserRow } from '../db.ts';
import { logActivity } from '../domain/reports/activity.ts';
import { badRequest, conflict, found, notFound } from '../domain/errors.ts';
import { fill } from '../domain/text.ts';
import {
  requireKnownCodes,
  setLicenseCodes,
  toLicenseEntitlements,
  toLicensePolicyTerms,
} from '../domain/licensing/terms.ts';
import { deactivateAllOn } from '../domain/users.ts';
import { isExpired, toLicense } from '../domain/views.ts';
import { nowIso, nowMs } from '../settings.ts';
import { implement } from './define.ts';

type License = Readonly<LicenseRow>;

const licenseOr404 = (id: string) => found(tables.licenses.get(id), licenseText.notFound);

/** The licence if the caller may read it: any for an ADMIN, their own for everyone else (404 otherwise). */
function readableLicense(id: string, user: Readonly<UserRow>): License {
  const license = licenseOr404(id);
  if (user.role !== 'ADMIN' && license.userId !== user.id) throw notFound(licenseText.notFound);
  return license;
}

const activeDevicesOn = (license: License) =>
  tables.devices.all().filter((d) => d.licenseId === license.id && d.status === 'ACTIVE').length;

// Why each action is refused now (null: allowed).
const extendRefusal = (l: License) =>
  l.status === 'REVOKED' ? t.extendRevoked : l.expiresAt === null ? t.extendPerpetual : null;
const resetRefusal = (l: License) => (l.currentActivations === 0 && activeDevicesOn(l) === 0 ? t.resetNone : null);
const transferRefusal = (l: License) => (l.status === 'REVOKED' ? t.transferRevoked : null);
const maxRefusal = (l: License) => (l.status === 'REVOKED' ? t.maxRevoked : null);

const state = (reason: string | null) => ({ allowed: reason === null, reason });

function refuseIf(reason: string | null, code: string): void {
  if (reason !== null) throw conflict(reason, code);
}

export const lifecycleImplementations = implement({
  getLicensePolicy: ({ params, user }) => toLicensePolicyTerms(readableLicense(params.id, user)),

  getLicenseEntitlements: ({ params, user }) => toLicenseEntitlements(readableLicense(params.id, user)),

  updateLicenseEntitlements: ({ params, body, user }) => {
    const license = licenseOr404(params.id);
    const codes = [...new Set(body.entitlements)];
    requireKnownCodes(license.applicationId, codes);
    setLicenseCodes(license, codes);
    tables.licenses.patch(license.id, { updatedAt: nowIso() });
    logActivity(fill(activity.licenseEntitlementsChanged, { key: license.key }), {
      licenseId: license.id,
      actorId: user.id,
    });
    return toLicenseEntitlements(license);
  },

  getLicenseActions: ({ params }): LicenseActions => {
    const license = licenseOr404(params.id);
    return {
      extend: state(extendRefusal(license)),
      resetActivations: { ...state(resetRefusal(license)), devices: activeDevicesOn(license) },
      transfer: state(transferRefusal(license)),
      maxActivations: { ...state(maxRefusal(license)), min: Math.max(1, license.currentActivations) },
    };
  },

  /** From the current expiry, or from now when it has passed; an expired licence extended past now is usable again. */
  extendLicense: ({ params, body, user }) => {
    const license = licenseOr404(params.id);
    refuseIf(extendRefusal(license), 'LICENSE_NOT_EXTENDABLE');
    const at = nowMs();
    const base = extensionBaseMs(license.expiresAt!, at);
    const until = body.by
      ? addPeriod(new TZDate(base, body.timeZone ?? HOME_TIME_ZONE), body.by).getTime()
      : Date.parse(body.until!);
    if (!(until > base)) throw badRequest(t.extendNotLater, { [body.by ? 'by' : 'until']: [t.extendNotLater] });
    const reactivated = isExpired(license, at);
    const next = tables.licenses.patch(license.id, { expiresAt: new Date(until).toISOString(), updatedAt: nowIso() });
    logActivity(fill(activity.licenseExtended, { key: next.key }), { licenseId: next.id, actorId: user.id });
    return { license: toLicense(next, nowMs()), previousExpiresAt: license.expiresAt, reactivated };
  },

  /** Every ACTIVE device of the licence is deactivated at once; its slots are free again. */
  resetLicenseActivations: ({ params, user }) => {
    const license = licenseOr404(params.id);
    refuseIf(resetRefusal(license), 'NO_ACTIVATIONS');
    const deactivated = activeDevicesOn(license);
    deactivateAllOn(license);
    const next = tables.licenses.patch(license.id, { updatedAt: nowIso() });
    logActivity(fill(activity.licenseActivationsReset, { key: next.key, count: deactivated }), {
      licenseId: next.id,
      actorId: user.id,
    });
    return { license: toLicense(next, nowMs()), deactivated };
  },

  transferLicense: ({ params, body, user }) => {
    const license = licenseOr404(params.id);
    refuseIf(transferRefusal(license), 'LICENSE_NOT_TRANSFERABLE');
    const holder = found(tables.users.get(body.userId), userText.notFound);
    if (holder.id === license.userId) throw conflict(t.transferSameUser, 'SAME_HOLDER');
    const deactivated = body.resetActivations ? activeDevicesOn(license) : 0;
    if (body.resetActivations) deactivateAllOn(license);
    const next = tables.licenses.patch(license.id, { userId: holder.id, updatedAt: nowIso() });
    logActivity(fill(activity.licenseTransferred, { key: next.key, email: holder.email }), {
      licenseId: next.id,
      actorId: user.id,
    });
    return { license: toLicense(next, nowMs()), previousUserId: license.userId, deactivated };
  },

  updateLicenseMaxActivations: ({ params, body, user }) => {
    const license = licenseOr404(params.id);
    refuseIf(maxRefusal(license), 'LICENSE_REVOKED');
    if (body.maxActivations < license.currentActivations)
      throw conflict(t.maxBelowCurrent(license.currentActivations), 'BELOW_CURRENT_ACTIVATIONS');
    const next = tables.licenses.patch(license.id, { maxActivations: body.maxActivations, updatedAt: nowIso() });
    logActivity(fill(activity.licenseMaxActivationsChanged, { key: next.key, max: next.maxActivations }), {
      licenseId: next.id,
      actorId: user.id,
    });
    return { license: toLicense(next, nowMs()) };
  },
});
