// The licence file's time to live in the checkout dialog: preselected from the licence's policy
// (saying so) and still the admin's to change; the server's default without a policy, or on a
// server without policies.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tables, type LicenseRow } from '../../../src/mocks/db.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { LicenseListScreen } from '../../../src/screens/licenses/license-list-screen.tsx';
import { licenseFiles as t } from '../../../src/shared/messages/licensing/license-files.ts';
import { readLicenseFile } from '../../support/license-files.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { expectToast, rowOf } from '../licenses/support.tsx';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.restoreAllMocks());

const DAY = 86_400_000;

/** An ACTIVE device on a licence usable for a while, whose policy (if `withTtl`) has a time to live, or with no policy. */
function deviceOnLicence(withTtl: boolean) {
  const usable = (l: Readonly<LicenseRow> | undefined) =>
    l !== undefined &&
    l.status === 'ACTIVE' &&
    (l.expiresAt === null || Date.parse(l.expiresAt) > Date.now() + 2 * DAY);
  const policyTtl = (licenseId: string) => {
    const policyId = tables.licenseTerms.get(licenseId)?.policyId;
    return policyId ? tables.licensePolicies.get(policyId)?.licenseFileTtlDays : undefined;
  };
  const device = tables.devices.all().find((d) => {
    const license = d.licenseId === null ? undefined : tables.licenses.get(d.licenseId);
    if (d.status !== 'ACTIVE' || d.blocked || !usable(license)) return false;
    return withTtl ? policyTtl(license!.id) != null : !tables.licenseTerms.get(license!.id)?.policyId;
  })!;
  const license = tables.licenses.get(device.licenseId!)!;
  return { device, license, policy: tables.licensePolicies.get(tables.licenseTerms.get(license.id)?.policyId ?? '') };
}

async function openCheckout(key: string) {
  const admin = await signInAs('admin');
  const rendered = renderScreen(<LicenseListScreen />, { path: `/licenses?q=${encodeURIComponent(key)}`, user: admin });
  await rendered.user.click(within(await rowOf(key)).getByRole('button', { name: `ライセンス ${key} の詳細` }));
  const detail = await screen.findByRole('dialog', { name: 'ライセンス詳細' });
  await rendered.user.click(await within(detail).findByRole('button', { name: t.checkout }));
  return { ...rendered, checkout: await screen.findByRole('dialog', { name: t.checkoutTitle }) };
}

function catchDownloads(): Blob[] {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:licence-file'));
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  return blobs;
}

describe('the checkout time to live', () => {
  it("is the policy's, said to come from it, and the admin may choose another", async () => {
    const blobs = catchDownloads();
    const { device, license, policy } = deviceOnLicence(true);
    const days = policy!.licenseFileTtlDays!;
    const { user, checkout } = await openCheckout(license.key);
    expect(await within(checkout).findByText(t.ttlFromPolicy(policy!.name, days))).toBeInTheDocument();
    expect(within(checkout).getByRole('radio', { name: t.ttlOption(days) })).toBeChecked();
    expect(within(checkout).getByRole('group', { name: t.ttlLabel })).toHaveAccessibleDescription(
      t.ttlFromPolicy(policy!.name, days),
    );

    await user.click(within(checkout).getByRole('radio', { name: t.ttlOption(1) }));
    expect(within(checkout).getByRole('radio', { name: t.ttlOption(1) })).toBeChecked();
    expect(within(checkout).queryByText(t.ttlFromPolicy(policy!.name, days))).toBeNull();
    await user.click(within(checkout).getByRole('button', { name: t.checkoutSubmit }));
    await expectToast(t.checkoutDone(device.name));
    expect(readLicenseFile(await blobs[0]!.text()).payload.ttlDays).toBe(1);
  });

  it.each([
    ['without a policy', false],
    ['on a server without policies', true],
  ])("%s it is the server's default, with no note", async (_, serverWithout) => {
    const { license } = deviceOnLicence(serverWithout);
    let asked = !serverWithout;
    const absent = () => (
      (asked = true),
      HttpResponse.json({ error: 'NOT_FOUND', message: '見つかりません' }, { status: 404 })
    );
    if (serverWithout) server.use(http.get('*/api/licenses/:id/policy', absent));
    const { checkout } = await openCheckout(license.key);
    await waitFor(() => expect(asked).toBe(true));
    expect(await within(checkout).findByRole('radio', { name: t.ttlOption(30) })).toBeChecked();
    expect(within(checkout).queryByText(/ポリシー「/)).toBeNull();
  });
});
