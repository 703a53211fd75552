// Licences: the list (filters, search, sort, paging).
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../support/api.ts';
import { tables } from '../../../../src/mocks/db.ts';
import { ownership, signIn } from '../_helpers.ts';

describe('GET /licenses', () => {
  it('returns everything without page parameters, a page with them', async () => {
    await signIn('admin');
    const all = await callApi('listLicenses', {});
    expect(all.licenses).toHaveLength(tables.licenses.count());
    expect(all.total).toBe(tables.licenses.count());
    const p1 = await callApi('listLicenses', { query: { page: 1, pageSize: 25 } });
    const p3 = await callApi('listLicenses', { query: { page: 3, pageSize: 25 } });
    expect(p1.licenses).toHaveLength(25);
    expect(p3.licenses).toHaveLength(tables.licenses.count() - 50);
    expect(p1.total).toBe(all.total);
    // Pages are slices of the same order.
    expect(
      [
        ...p1.licenses,
        ...(await callApi('listLicenses', { query: { page: 2, pageSize: 25 } })).licenses,
        ...p3.licenses,
      ].map((l) => l.id),
    ).toEqual(all.licenses.map((l) => l.id));
  });

  it('is newest first by default and sorts by any listed field both ways', async () => {
    await signIn('admin');
    const { licenses } = await callApi('listLicenses', {});
    const issued = licenses.map((l) => l.issuedAt);
    expect(issued).toEqual([...issued].sort().reverse());
    const asc = (
      await callApi('listLicenses', { query: { sortField: 'currentActivations', sortOrder: 'asc' } })
    ).licenses.map((l) => l.currentActivations);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const keys = (await callApi('listLicenses', { query: { sortField: 'key', sortOrder: 'desc' } })).licenses.map((l) =>
      l.key.toLowerCase(),
    );
    expect(keys).toEqual([...keys].sort().reverse());
    const expiry = (
      await callApi('listLicenses', { query: { sortField: 'expiresAt', sortOrder: 'asc' } })
    ).licenses.map((l) => l.expiresAt);
    const dated = expiry.filter((e) => e !== null);
    expect(expiry.slice(0, dated.length)).toEqual([...dated].sort()); // no-expiry rows last
  });

  it('filters by status (as shown), type and application, and searches case-insensitively', async () => {
    await signIn('admin');
    for (const status of ['ACTIVE', 'INACTIVE', 'EXPIRED', 'REVOKED'] as const) {
      const res = await callApi('listLicenses', { query: { status } });
      expect(res.total).toBeGreaterThan(0);
      expect(res.licenses.every((l) => l.status === status)).toBe(true);
    }
    const perpetual = await callApi('listLicenses', { query: { type: 'perpetual' } });
    expect(perpetual.total).toBeGreaterThan(0);
    expect(perpetual.licenses.every((l) => l.type === 'perpetual' && l.expiresAt === null)).toBe(true);
    const app = tables.applications.all()[1]!;
    const byApp = await callApi('listLicenses', { query: { applicationId: app.id } });
    expect(byApp.total).toBe(tables.licenses.all().filter((l) => l.applicationId === app.id).length);
    const one = tables.licenses.all()[7]!;
    const found = await callApi('listLicenses', { query: { search: one.key.slice(-9).toLowerCase() } });
    expect(found.licenses.map((l) => l.id)).toContain(one.id);
    const byUser = await callApi('listLicenses', { query: { search: '田中 花子' } });
    expect(byUser.total).toBe(ownership().ownLicenses.length);
  });

  it('shows the application and user names and the remaining activations', async () => {
    await signIn('admin');
    const { licenses } = await callApi('listLicenses', {});
    for (const l of licenses) {
      const row = tables.licenses.get(l.id)!;
      expect(l.applicationName).toBe(tables.applications.get(row.applicationId)!.name);
      expect(l.userName).toBe(tables.users.get(row.userId)!.displayName);
      expect(l.availableActivations).toBe(l.maxActivations - l.currentActivations);
    }
  });

  it('seeds licences at and near their activation limit, with as many ACTIVE devices as activations', () => {
    const licenses = tables.licenses.all();
    expect(licenses.some((l) => l.currentActivations === l.maxActivations && l.maxActivations > 0)).toBe(true);
    expect(licenses.some((l) => l.currentActivations === l.maxActivations - 1 && l.currentActivations > 0)).toBe(true);
    for (const l of licenses) {
      expect(tables.devices.all().filter((d) => d.licenseId === l.id && d.status === 'ACTIVE')).toHaveLength(
        l.currentActivations,
      );
    }
  });
});
