// Applications: the admin CRUD, the licence form's list, "my application" (the owner's
// first application: setup, settings) and creation from a billing-provider product setting.
import { activity } from '../../shared/messages/activity.ts';
import { applications as appText } from '../../shared/messages/applications.ts';
import { owner as ownerText } from '../../shared/messages/owner.ts';
import { tables, type ApplicationRow } from '../db.ts';
import { logActivity } from '../domain/activity.ts';
import { conflict, notFound } from '../domain/errors.ts';
import { newApiKey, newId } from '../domain/ids.ts';
import { matches, paginate, searchNeedle, sortByKey, timeKey } from '../domain/lists.ts';
import { currentOwner, requireOwner } from '../domain/quota.ts';
import { allApplications, myApplication } from '../domain/my-application.ts';
import { fill } from '../domain/text.ts';
import { toApplication, toApplicationForLicense } from '../domain/views.ts';
import { nowIso } from '../settings.ts';
import { created, implement } from './define.ts';

function applicationOr404(id: string): Readonly<ApplicationRow> {
  const app = tables.applications.get(id);
  if (!app) throw notFound(appText.notFound);
  return app;
}

function insertApplication(values: Partial<ApplicationRow> & Pick<ApplicationRow, 'name' | 'description' | 'version' | 'status'>, actorId: string) {
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
    createdAt: at,
    updatedAt: at,
    ...values,
  });
  logActivity(fill(activity.applicationCreated, { name: app.name }), { actorId });
  return app;
}

export const applicationImplementations = implement({
  listApplications: ({ query }) => {
    const needle = searchNeedle(query.search);
    const rows = tables.applications
      .all()
      .filter((a) => !query.status || a.status === query.status)
      .filter((a) => matches(needle, a.name, a.description, a.id, a.productSettingName, a.version));
    const sorted = sortByKey(rows, (a) => timeKey(a.createdAt), query.sortOrder ?? 'asc', (a) => a.id);
    return { applications: paginate(sorted, query).map(toApplication), total: sorted.length };
  },

  createApplication: ({ body, user }) =>
    created({ application: toApplication(insertApplication({ name: body.name, description: body.description, version: body.version, status: body.status ?? 'active' }, user.id)) }),

  getApplication: ({ params }) => ({ application: toApplication(applicationOr404(params.id)) }),

  updateApplication: ({ params, body, user }) => {
    const app = applicationOr404(params.id);
    const next = tables.applications.patch(app.id, {
      name: body.name,
      description: body.description,
      version: body.version,
      ...(body.status ? { status: body.status } : {}),
      updatedAt: nowIso(),
    });
    logActivity(fill(activity.applicationUpdated, { name: next.name }), { actorId: user.id });
    return { application: toApplication(next) };
  },

  deleteApplication: ({ params, user }) => {
    const app = applicationOr404(params.id);
    if (tables.licenses.all().some((l) => l.applicationId === app.id)) throw conflict(appText.hasLicenses, 'APPLICATION_HAS_LICENSES');
    tables.applications.remove(app.id);
    logActivity(fill(activity.applicationDeleted, { name: app.name }), { actorId: user.id });
    return { success: true as const };
  },

  regenerateApplicationKey: ({ params, user }) => {
    const app = applicationOr404(params.id);
    const next = tables.applications.patch(app.id, { apiKey: newApiKey(), updatedAt: nowIso() });
    logActivity(fill(activity.applicationKeyRegenerated, { name: next.name }), { actorId: user.id });
    return { application: toApplication(next) };
  },

  listApplicationsForLicense: () => ({ applications: allApplications().map(toApplicationForLicense) }),

  getMyApplication: () => {
    const app = myApplication();
    if (!app) throw notFound(appText.notFound);
    return { application: toApplication(app) };
  },

  createMyApplication: ({ body, user }) => {
    if (myApplication()) throw conflict(appText.alreadyExists, 'APPLICATION_EXISTS');
    const app = insertApplication(
      {
        name: body.name,
        description: body.description,
        version: body.version,
        status: 'active',
        billingApiKey: body.subsclight_api_key,
        billingSite: body.subsclight_site,
      },
      user.id,
    );
    return created({ application: toApplication(app) });
  },

  updateMyApplication: ({ body, user }) => {
    const app = myApplication();
    if (!app) throw notFound(appText.notFound);
    const next = tables.applications.patch(app.id, {
      name: body.name,
      description: body.description,
      version: body.version,
      billingSite: body.subsclight_site,
      ...(body.subsclight_api_key !== undefined ? { billingApiKey: body.subsclight_api_key } : {}),
      updatedAt: nowIso(),
    });
    logActivity(fill(activity.applicationUpdated, { name: next.name }), { actorId: user.id });
    return { application: toApplication(next) };
  },

  // Beyond the spec: the whole key, only when the user presses the reveal button.
  revealMyApplicationKey: ({ body }) => {
    const app = myApplication();
    if (!app) throw notFound(appText.notFound);
    const key = body.which === 'internal' ? app.apiKey : app.billingApiKey;
    if (!key) throw notFound(appText.billingKeyNotSet);
    return { key };
  },

  listMyApplications: () => ({ applications: allApplications().map(toApplication) }),

  createApplicationFromProduct: ({ body, user }) => {
    const owner = requireOwner();
    const setting = tables.productSettings.get(body.product_setting_id);
    if (!setting) throw notFound(ownerText.productSettingNotFound);
    const app = insertApplication(
      {
        name: body.name,
        description: body.description,
        version: body.version,
        status: 'active',
        productSettingId: setting.id,
        productSettingName: body.product_setting_name.trim() || setting.name,
        keyPrefix: setting.prefix || null,
        billingSite: owner.site,
        billingApiKey: owner.apiKey,
      },
      user.id,
    );
    return created({ application: toApplication(app) });
  },
});

