// The owner link to the billing provider, the licence quota, and the billing provider's
// tenant users and product settings (404 with owner.ownerRequired until an owner exists).
import { activity } from '../../shared/messages/reports/activity.ts';
import { owner as ownerText } from '../../shared/messages/owner.ts';
import { tables } from '../db.ts';
import { logActivity } from '../domain/reports/activity.ts';
import { conflict, found } from '../domain/errors.ts';
import { newId } from '../domain/ids.ts';
import {
  currentOwner,
  licenseUsage,
  NEW_OWNER_QUOTA_TOTAL,
  ownerOrNotFound,
  quotaInfo,
  quotaResponse,
  requireOwner,
} from '../domain/licensing/quota.ts';
import { recordQuotaSnapshot } from '../domain/licensing/quota-history.ts';
import { fill } from '../domain/text.ts';
import { toOwner, toProductSetting, toTenantUser } from '../domain/views.ts';
import { nowIso } from '../settings.ts';
import { created, implement } from './define.ts';

export const ownerImplementations = implement({
  getQuota: ({ params }) => quotaResponse(ownerOrNotFound(params.id)),

  syncQuota: ({ params, user }) => {
    const owner = ownerOrNotFound(params.id);
    const next = tables.owners.patch(owner.id, { lastSyncedAt: nowIso() });
    const info = quotaInfo(next);
    recordQuotaSnapshot(next);
    logActivity(fill(activity.quotaSynced, { used: info.license_quota_used, total: info.license_quota_total }), {
      actorId: user.id,
    });
    return quotaResponse(next);
  },

  getLicenseUsage: ({ params }) => licenseUsage(ownerOrNotFound(params.id)),

  getMyOwner: () => toOwner(currentOwner()),

  createMyOwner: ({ body, user }) => {
    if (currentOwner()) throw conflict(ownerText.alreadyExists, 'OWNER_EXISTS');
    const at = nowIso();
    const owner = tables.owners.insert({
      id: newId(),
      site: body.subsclight_site,
      apiKey: body.subsclight_api_key,
      quotaTotal: NEW_OWNER_QUOTA_TOTAL,
      lastSyncedAt: at,
      createdAt: at,
      updatedAt: at,
    });
    // Applications set up before the owner existed become the owner's.
    for (const app of tables.applications.all())
      if (app.ownerId === null) tables.applications.patch(app.id, { ownerId: owner.id });
    recordQuotaSnapshot(owner);
    logActivity(fill(activity.ownerCreated, { site: owner.site }), { actorId: user.id });
    return created(toOwner(owner));
  },

  updateMyOwner: ({ body, user }) => {
    const next = tables.owners.patch(found(currentOwner(), ownerText.notFound).id, {
      site: body.subsclight_site,
      ...(body.subsclight_api_key !== undefined ? { apiKey: body.subsclight_api_key } : {}),
      updatedAt: nowIso(),
    });
    logActivity(fill(activity.ownerUpdated, { site: next.site }), { actorId: user.id });
    return toOwner(next);
  },

  // An extension: the whole key, only when the user presses the reveal button.
  revealMyOwnerKey: () => ({ subsclight_api_key: found(currentOwner(), ownerText.notFound).apiKey }),

  listTenantUsers: () => {
    requireOwner();
    const registered = new Set(tables.users.all().map((u) => u.email.toLowerCase()));
    return { success: true, users: tables.tenantUsers.all().map((t) => toTenantUser(t, registered)), error: null };
  },

  listProductSettings: () => {
    requireOwner();
    return { product_settings: tables.productSettings.all().map(toProductSetting) };
  },

  getProductSetting: ({ params }) => {
    requireOwner();
    return {
      product_setting: toProductSetting(found(tables.productSettings.get(params.id), ownerText.productSettingNotFound)),
    };
  },
});
