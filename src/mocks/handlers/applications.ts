// Applications: the admin CRUD, the licence form's list, "my application" (the owner's
// first application: setup, settings) and creation from a billing-provider product setting.
import { activity } from '../../shared/messages/reports/activity.ts';
import { applications as appText } from '../../shared/messages/applications.ts';
import { owner as ownerText } from '../../shared/messages/owner.ts';
import { tables, type ApplicationRow } from '../db.ts';
import { logActivity } from '../domain/reports/activity.ts';
import { conflict, found, notFound } from '../domain/errors.ts';
import { newApiKey, newId } from '../domain/ids.ts';
import { matchesText, paginate, searchIndex, searchNeedle, sortByKey, timeKey } from '../domain/lists.ts';
import { currentOwner, requireOwner } from '../domain/licensing/quota.ts';
import { allApplications, myApplication } from '../domain/my-application.ts';
import { fill } from '../domain/text.ts';
import { toApplication, toApplicationForLicense } from '../domain/views.ts';
import { nowIso } from '../settings.ts';
import { created, implement } from './define.ts';

const applicationOr404 = (id: string) => found(tables.applications.get(id), appText.notFound);
const mineOr404 = () => found(myApplication(), appText.notFound);
const applicationSearchText = searchIndex((a: Readonly<ApplicationRow>) => [
  a.name,
  a.description,
  a.id,
  a.productSettingName,
  a.version,
]);

type Described = Pick<ApplicationRow, 'name' | 'description' | 'version'>;
const described = (body: Described): Described => ({
  name: body.name,
  description: body.description,
  version: body.version,
});

/** A new application, of the owner when there is one and active unless `values` say otherwise (201). */
function insertApplication(values: Partial<ApplicationRow> & Described, actorId: string) {
  const at = nowIso();
  const owner = currentOwner();
  const app = tables.applications.insert({
    id: newId(),
    ownerId: owner?.id ?? null,
    apiKey: newApiKey(),
    billingSite: owner?.site ?? null,
    billingApiKey: null,
    productSettingId: null,
    productSettingName: null,
    keyPrefix: null,
    status: 'active',
    createdAt: at,
    updatedAt: at,
    ...values,
  });
  logActivity(fill(activity.applicationCreated, { name: app.name }), { actorId });
  return created({ application: toApplication(app) });
}

/** Saves a change of the application and logs it (as `message`). */
function patchApplication(
  app: Readonly<ApplicationRow>,
  values: Partial<ApplicationRow>,
  actorId: string,
  message: string = activity.applicationUpdated,
) {
  const next = tables.applications.patch(app.id, { ...values, updatedAt: nowIso() });
  logActivity(fill(message, { name: next.name }), { actorId });
  return { application: toApplication(next) };
}

export const applicationImplementations = implement({
  listApplications: ({ query }) => {
    const needle = searchNeedle(query.search);
    const rows = tables.applications
      .all()
      .filter((a) => (!query.status || a.status === query.status) && matchesText(needle, applicationSearchText(a)));
    const sorted = sortByKey(
      rows,
      (a) => timeKey(a.createdAt),
      query.sortOrder ?? 'asc',
      (a) => a.id,
    );
    return { applications: paginate(sorted, query).map(toApplication), total: sorted.length };
  },

  createApplication: ({ body, user }) => {
    // A product setting named by id links it, as the create-from-product helper does (without its keys).
    const setting = body.product_setting_id ? tables.productSettings.get(body.product_setting_id) : undefined;
    return insertApplication(
      {
        ...described(body),
        status: body.status ?? 'active',
        ...(setting
          ? { productSettingId: setting.id, productSettingName: body.product_setting_name?.trim() || setting.name }
          : {}),
      },
      user.id,
    );
  },

  getApplication: ({ params }) => ({ application: toApplication(applicationOr404(params.id)) }),

  updateApplication: ({ params, body, user }) =>
    patchApplication(
      applicationOr404(params.id),
      { ...described(body), ...(body.status ? { status: body.status } : {}) },
      user.id,
    ),

  deleteApplication: ({ params, user }) => {
    const app = applicationOr404(params.id);
    if (tables.licenses.all().some((l) => l.applicationId === app.id))
      throw conflict(appText.hasLicenses, 'APPLICATION_HAS_LICENSES');
    // Its policies and features go with it (no licence can refer to them).
    for (const policy of tables.licensePolicies.all().filter((p) => p.applicationId === app.id))
      tables.licensePolicies.remove(policy.id);
    for (const feature of tables.entitlements.all().filter((e) => e.applicationId === app.id))
      tables.entitlements.remove(feature.id);
    tables.applications.remove(app.id);
    logActivity(fill(activity.applicationDeleted, { name: app.name }), { actorId: user.id });
    return { success: true as const };
  },

  regenerateApplicationKey: ({ params, user }) =>
    patchApplication(applicationOr404(params.id), { apiKey: newApiKey() }, user.id, activity.applicationKeyRegenerated),

  listApplicationsForLicense: () => ({ applications: allApplications().map(toApplicationForLicense) }),

  getMyApplication: () => ({ application: toApplication(mineOr404()) }),

  createMyApplication: ({ body, user }) => {
    if (myApplication()) throw conflict(appText.alreadyExists, 'APPLICATION_EXISTS');
    return insertApplication(
      { ...described(body), billingApiKey: body.subsclight_api_key, billingSite: body.subsclight_site },
      user.id,
    );
  },

  updateMyApplication: ({ body, user }) =>
    patchApplication(
      mineOr404(),
      {
        ...described(body),
        billingSite: body.subsclight_site,
        ...(body.subsclight_api_key !== undefined ? { billingApiKey: body.subsclight_api_key } : {}),
      },
      user.id,
    ),

  // An extension: the whole key, only when the user presses the reveal button.
  revealMyApplicationKey: ({ body }) => {
    const app = mineOr404();
    const key = body.which === 'internal' ? app.apiKey : app.billingApiKey;
    if (!key) throw notFound(appText.billingKeyNotSet);
    return { key };
  },

  listMyApplications: () => ({ applications: allApplications().map(toApplication) }),

  createApplicationFromProduct: ({ body, user }) => {
    const owner = requireOwner();
    const setting = found(tables.productSettings.get(body.product_setting_id), ownerText.productSettingNotFound);
    return insertApplication(
      {
        ...described(body),
        productSettingId: setting.id,
        productSettingName: body.product_setting_name.trim() || setting.name,
        keyPrefix: setting.prefix || null,
        billingSite: owner.site,
        billingApiKey: owner.apiKey,
      },
      user.id,
    );
  },
});
