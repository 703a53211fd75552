// The billing provider's side of a scenario: product settings, tenant users, the owner and
// its applications.
import { tables, type ApplicationRow, type OwnerRow } from '../db.ts';
import type { PersonSeed } from './accounts.ts';
import { PRODUCT_SETTINGS, type ApplicationSeed } from './data.ts';
import { apiKey, hex } from './random.ts';
import { DAY, type Seeder } from './seeder.ts';

export function seedProductSettings(s: Seeder): void {
  for (const p of PRODUCT_SETTINGS) tables.productSettings.insert({ id: s.id(), ...p });
}

/** Tenant users: the given already-registered people (is_duplicate) plus `fresh` new ones. */
export function seedTenantUsers(
  s: Seeder,
  registered: readonly PersonSeed[],
  fresh: readonly PersonSeed[],
): Map<string, string> {
  const idByEmail = new Map<string, string>();
  for (const p of [...registered, ...fresh]) {
    const id = `cus_${hex(s.rand, 14)}`;
    idByEmail.set(p.email, id);
    tables.tenantUsers.insert({
      id,
      email: p.email,
      name: `${p.familyName} ${p.givenName}`,
      displayName: `${p.familyName} ${p.givenName}`,
    });
  }
  return idByEmail;
}

export function seedOwner(
  s: Seeder,
  options: { site: string; quotaTotal: number; syncedAgo: number },
): Readonly<OwnerRow> {
  const createdAt = s.ago(200 * DAY);
  return tables.owners.insert({
    id: s.id(),
    site: options.site,
    apiKey: `sl_live_${hex(s.rand, 24)}`,
    quotaTotal: options.quotaTotal,
    lastSyncedAt: s.ago(options.syncedAgo),
    createdAt,
    updatedAt: s.ago(30 * DAY),
  });
}

export function seedApplications(
  s: Seeder,
  owner: Readonly<OwnerRow> | null,
  specs: readonly ApplicationSeed[],
): Readonly<ApplicationRow>[] {
  const settings = tables.productSettings.all();
  return specs.map((spec) => {
    const product = spec.productIndex === null ? undefined : settings[spec.productIndex];
    const createdAt = s.ago(spec.createdAgo);
    return tables.applications.insert({
      id: s.id(),
      ownerId: owner?.id ?? null,
      name: spec.name,
      description: spec.description,
      version: spec.version,
      apiKey: apiKey(s.rand),
      billingSite: owner?.site ?? null,
      billingApiKey: spec.withBillingKey ? `sl_app_${hex(s.rand, 24)}` : null,
      productSettingId: product?.id ?? null,
      productSettingName: product?.name ?? null,
      keyPrefix: product ? product.prefix : null,
      status: spec.status,
      createdAt,
      updatedAt: s.ago(Math.max(0, spec.createdAgo - 20 * DAY)),
    });
  });
}
