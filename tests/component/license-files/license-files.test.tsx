// Licence files on the real screens against the mock: an admin checks out a file for one of the
// licence's devices (it downloads, signed, with the chosen time to live), records an offline
// device's return (a wrong code refused, nothing changed), and sees the signing key's public half;
// the offline activation dialog refuses a request file the strict reader refuses, saying why.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../src/mocks/hosts/node.ts';
import { tables } from '../../../src/mocks/db.ts';
import { ApplicationListScreen } from '../../../src/screens/applications/application-list-screen.tsx';
import { DeviceListScreen } from '../../../src/screens/devices/device-list-screen.tsx';
import { LicenseListScreen } from '../../../src/screens/licenses/license-list-screen.tsx';
import { licenseFiles as t } from '../../../src/shared/messages/licensing/license-files.ts';
import { callApi } from '../../support/api.ts';
import { OFFLINE_FILE_MAX_BYTES } from '../../../src/shared/constants.ts';
import { activationRequest, holdsWith, readLicenseFile, requestText } from '../../support/license-files.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { expectToast, rowOf } from '../licenses/support.tsx';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.restoreAllMocks());

/** The texts handed to the browser as downloads. */
function catchDownloads(): Blob[] {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:licence-file';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  return blobs;
}

/** An ACTIVE device on a licence usable for a while. */
function deviceOnUsableLicence() {
  const usable = (id: string | null) => {
    const l = id === null ? undefined : tables.licenses.get(id);
    return (
      l !== undefined &&
      l.status === 'ACTIVE' &&
      (l.expiresAt === null || Date.parse(l.expiresAt) > Date.now() + 2 * 86_400_000)
    );
  };
  return tables.devices.all().find((d) => d.status === 'ACTIVE' && !d.blocked && usable(d.licenseId))!;
}

/** The licence list as the admin, the licence's detail, and its ライセンスファイルを発行 dialog. */
async function openCheckout(key: string) {
  const admin = await signInAs('admin');
  const { user } = renderScreen(<LicenseListScreen />, { path: `/licenses?q=${encodeURIComponent(key)}`, user: admin });
  await user.click(within(await rowOf(key)).getByRole('button', { name: `ライセンス ${key} の詳細` }));
  const detail = await screen.findByRole('dialog', { name: 'ライセンス詳細' });
  await user.click(await within(detail).findByRole('button', { name: t.checkout }));
  return { user, checkout: await screen.findByRole('dialog', { name: t.checkoutTitle }) };
}

describe('licence files', () => {
  it('an admin checks out a file for a device of the licence: downloaded, signed, for the days chosen', async () => {
    const blobs = catchDownloads();
    const device = deviceOnUsableLicence();
    const license = tables.licenses.get(device.licenseId!)!;
    const { user, checkout } = await openCheckout(license.key);
    const deviceChoice = await within(checkout).findByRole('radio', { name: t.checkoutDevice(device.name) });
    expect(deviceChoice).toBeChecked();
    await user.click(within(checkout).getByRole('radio', { name: t.ttlOption(1) }));
    await user.click(within(checkout).getByRole('button', { name: t.checkoutSubmit }));
    await expectToast(t.checkoutDone(device.name));
    expect(blobs).toHaveLength(1);
    const content = await blobs[0]!.text();
    const file = readLicenseFile(content);
    expect(file.payload).toMatchObject({ ttlDays: 1, license: { key: license.key }, device: { id: device.id } });
    const key = await callApi('getLicenseSigningKey', {});
    expect(await holdsWith(content, key.publicKey!)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.checkoutTitle })).toBeNull());
  });

  it('while the devices load nothing is chosen (a click then is not taken for a choice), then the first device is', async () => {
    const device = deviceOnUsableLicence();
    const license = tables.licenses.get(device.licenseId!)!;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Falls through to the mock once released.
    server.use(
      http.get('*/devices', async ({ request }) => {
        if (new URL(request.url).searchParams.get('status') === 'ACTIVE') await held;
      }),
    );
    const { checkout } = await openCheckout(license.key);
    const byHardwareId = within(checkout).getByRole('radio', { name: t.checkoutHardwareId });
    expect(byHardwareId).not.toBeChecked();
    expect(byHardwareId).toBeDisabled();
    expect(within(checkout).queryByLabelText(t.hardwareIdLabel, { exact: true })).toBeNull();
    expect(within(checkout).getByRole('button', { name: t.checkoutSubmit })).toBeDisabled();
    release();
    expect(await within(checkout).findByRole('radio', { name: t.checkoutDevice(device.name) })).toBeChecked();
    expect(byHardwareId).not.toBeChecked();
  });

  it('an admin records an offline device as returned with its code; a wrong code changes nothing', async () => {
    const device = deviceOnUsableLicence();
    const license = tables.licenses.get(device.licenseId!)!;
    await signInAs('admin');
    const res = await callApi('checkoutLicenseFile', {
      params: { id: license.id },
      body: { deviceId: device.id, ttlDays: 7 },
    });
    const { returnCode } = readLicenseFile(res.content!).payload;
    const seats = tables.licenses.get(license.id)!.currentActivations;
    const admin = await signInAs('admin');
    const { user } = renderScreen(<DeviceListScreen />, {
      path: `/devices?q=${encodeURIComponent(device.hardwareId)}`,
      user: admin,
    });
    await user.click(await screen.findByRole('button', { name: `デバイス ${device.name} の詳細` }));
    const detail = await screen.findByRole('dialog', { name: 'デバイス詳細' });
    const section = await within(detail).findByRole('region', { name: t.returnTitle });
    await user.type(within(section).getByLabelText(t.returnCodeLabel), 'WRON-GCOD-EWRO-NGCO');
    await user.click(within(section).getByRole('button', { name: t.returnSubmit }));
    expect(await within(section).findByText(t.returnCodeMismatch)).toBeInTheDocument();
    expect(tables.devices.get(device.id)!.status).toBe('ACTIVE');
    await user.clear(within(section).getByLabelText(t.returnCodeLabel));
    await user.type(within(section).getByLabelText(t.returnCodeLabel), returnCode.toLowerCase());
    await user.click(within(section).getByRole('button', { name: t.returnSubmit }));
    await expectToast(t.returnDone(device.name));
    expect(tables.devices.get(device.id)!.status).toBe('DEACTIVATED');
    expect(tables.licenses.get(license.id)!.currentActivations).toBe(seats - 1);
  });

  it('the offline activation dialog reads the request file by the strict rules: a BOM taken; a member twice, deep nesting, a file too large refused with the reason', async () => {
    const license = tables.licenses.all().find((l) => l.status === 'ACTIVE')!;
    const text = requestText(activationRequest({ licenseKey: license.key, applicationId: license.applicationId }));
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/offline-activations', ({ request }) => {
        sent.push(request.url);
        return undefined;
      }),
    );
    const admin = await signInAs('admin');
    const { user } = renderScreen(<DeviceListScreen />, { path: '/devices', user: admin });
    await user.click(await screen.findByRole('button', { name: t.offlineActivation }));
    const dialog = await screen.findByRole('dialog', { name: t.offlineActivation });
    const choose = (content: string) =>
      user.upload(within(dialog).getByLabelText(t.requestFileLabel), new File([content], 'pc.req'));

    await choose(text.replace('{', '{"licenseKey": "ZZZZ-ZZZZ-ZZZZ-ZZZZ",'));
    expect(await within(dialog).findByText(t.fileDuplicateKey('licenseKey'))).toBeInTheDocument();
    await choose(text.replace('{', `{"extra": ${'['.repeat(40)}${']'.repeat(40)},`));
    expect(await within(dialog).findByText(t.fileTooDeep)).toBeInTheDocument();
    await choose(text.replace('{', `{"padding": "${' '.repeat(OFFLINE_FILE_MAX_BYTES)}",`));
    expect(await within(dialog).findByText(t.fileTooLarge(OFFLINE_FILE_MAX_BYTES / 1024))).toBeInTheDocument();
    expect(sent).toEqual([]);

    await choose(`\uFEFF${text}`);
    expect(await within(dialog).findByRole('heading', { name: t.requestSummary })).toBeInTheDocument();
    expect(within(dialog).getByText(license.key)).toBeInTheDocument();
  });

  it('the application list shows the signing key: its id, public key and fingerprint, copyable', async () => {
    const admin = await signInAs('admin');
    const key = await callApi('getLicenseSigningKey', {});
    renderScreen(<ApplicationListScreen />, { path: '/applications', user: admin });
    const card = (await screen.findByRole('heading', { name: t.signingKeyTitle })).closest(
      '.signing-key-card',
    ) as HTMLElement;
    expect(await within(card).findByText(key.fingerprint!)).toBeInTheDocument();
    expect(within(card).getByText(key.publicKey!)).toBeInTheDocument();
    expect(within(card).getByText(key.keyId!)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: t.copyPublicKey })).toBeInTheDocument();
    expect(card.textContent).not.toMatch(/privateSeed|秘密鍵:/);
  });
});
