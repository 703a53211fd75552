// Saves of the licence detail that hang (the server never answers): the features editor, the
// licence-file checkout, 延長 and 譲渡. キャンセル (or Escape) aborts the request, the choices made
// stay, and the form says the save was cancelled; 30 s without an answer is said.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tables } from '../../../src/mocks/db.ts';
import { LicenseListScreen } from '../../../src/screens/licenses/license-list-screen.tsx';
import { FORM_SAVE_SLOW_AFTER_MS, MAX_LIST_PAGE_SIZE } from '../../../src/shared/constants.ts';
import { formSave } from '../../../src/shared/messages/forms/form-save.ts';
import { licenseFiles } from '../../../src/shared/messages/licensing/license-files.ts';
import { lifecycleScreen } from '../../../src/shared/messages/licensing/license-lifecycle.ts';
import { callApi } from '../../support/api.ts';
import { chooseOption } from '../../support/dropdown.ts';
import { cancelAfterSlowNotice, holdRequests } from '../../support/hold-requests.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { rowOf } from '../licenses/support.tsx';

configure({ asyncUtilTimeout: 5000 });

type LicenceRow = ReturnType<typeof tables.licenses.all>[number];
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const usable = (l: LicenceRow) =>
  l.status === 'ACTIVE' && l.expiresAt !== null && Date.parse(l.expiresAt) > Date.now() + 2 * 86_400_000;

async function openDetail(license: LicenceRow) {
  const admin = await signInAs('admin');
  const rendered = renderScreen(<LicenseListScreen />, {
    path: `/licenses?q=${encodeURIComponent(license.key)}`,
    user: admin,
  });
  await rendered.user.click(
    within(await rowOf(license.key)).getByRole('button', { name: `ライセンス ${license.key} の詳細` }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'ライセンス詳細' });
  return { ...rendered, dialog };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('A save that hangs: the features editor of the licence detail', () => {
  it('says the server has not answered at 30 s; キャンセル aborts, keeps the ticks and says so', async () => {
    const license = tables.licenses
      .all()
      .find((l) => l.status === 'ACTIVE' && tables.licenseTerms.get(l.id)?.grantsJson === '["PRIORITY_SUPPORT"]')!;
    const held = holdRequests('put', '*/api/licenses/:id/entitlements');
    const { dialog, user } = await openDetail(license);
    await user.click(await within(dialog).findByRole('button', { name: '機能を編集' }));
    const editor = await within(dialog).findByRole('group', { name: '有効にする機能' });
    await user.click(within(editor).getByRole('checkbox', { name: /複数ユーザー/ }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(held).toHaveLength(1));

    await cancelAfterSlowNotice(dialog, held, user);
    expect(within(editor).getByRole('checkbox', { name: /複数ユーザー/ })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: '保存' })).toBeEnabled();
  });
});

describe('A save that hangs: the licence-file checkout', () => {
  it('Escape while it runs aborts it as キャンセル does; the dialog stays with the hardware id typed', async () => {
    const license = tables.licenses.all().find(usable)!;
    const held = holdRequests('post', '*/licenses/:id/license-file');
    const { dialog, user } = await openDetail(license);
    await user.click(await within(dialog).findByRole('button', { name: licenseFiles.checkout }));
    const checkout = await screen.findByRole('dialog', { name: licenseFiles.checkoutTitle });
    const byHardware = await within(checkout).findByRole('radio', { name: licenseFiles.checkoutHardwareId });
    await waitFor(() => expect(byHardware).toBeEnabled());
    await user.click(byHardware);
    await user.type(within(checkout).getByLabelText(licenseFiles.hardwareIdLabel), 'HW-HUNG-01');
    await user.click(within(checkout).getByRole('button', { name: licenseFiles.checkoutSubmit }));
    await waitFor(() => expect(held).toHaveLength(1));
    expect(within(checkout).getByRole('button', { name: 'キャンセル' })).toBeEnabled();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(held[0]!.signal.aborted).toBe(true));
    expect(await within(checkout).findByText(formSave.cancelledTitle)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: licenseFiles.checkoutTitle })).toBe(checkout);
    expect(within(checkout).getByLabelText(licenseFiles.hardwareIdLabel)).toHaveValue('HW-HUNG-01');
    expect(within(checkout).getByRole('button', { name: licenseFiles.checkoutSubmit })).toBeEnabled();
  });
});

describe('A save that hangs: 延長', () => {
  it('キャンセル aborts it; the new date stays to save again, and the dialog says the save was cancelled', async () => {
    const license = tables.licenses.all().find(usable)!;
    const held = holdRequests('post', '*/api/licenses/:id/extend');
    const { dialog, user } = await openDetail(license);
    await user.click(await within(dialog).findByRole('button', { name: lifecycleScreen.extend }));
    const extend = await screen.findByRole('dialog', { name: lifecycleScreen.extendTitle });
    await user.click(within(extend).getByRole('button', { name: lifecycleScreen.extendPreview }));
    await user.click(await within(extend).findByRole('button', { name: lifecycleScreen.extendSave }));
    await waitFor(() => expect(held).toHaveLength(1));

    await vi.advanceTimersByTimeAsync(FORM_SAVE_SLOW_AFTER_MS);
    expect(await within(extend).findByText(formSave.slowTitle)).toBeInTheDocument();
    const cancel = within(extend).getByRole('button', { name: 'キャンセル' });
    expect(cancel).toBeEnabled();
    await user.click(cancel);
    await waitFor(() => expect(held[0]!.signal.aborted).toBe(true));
    expect(await within(extend).findByText(formSave.cancelledTitle)).toBeInTheDocument();
    expect(within(extend).getByText(lifecycleScreen.extendNew)).toBeInTheDocument();
    expect(within(extend).getByRole('button', { name: lifecycleScreen.extendSave })).toBeEnabled();
    expect(within(extend).queryByText(lifecycleScreen.extendFailed)).toBeNull();
  });
});

describe('A save that hangs: 譲渡', () => {
  it('Escape while it runs aborts it; the chosen user stays, to save again', async () => {
    await signInAs('admin');
    const users = (
      await callApi('listUsers', {
        query: { role: 'USER', page: 1, pageSize: MAX_LIST_PAGE_SIZE, sortField: 'email', sortOrder: 'asc' },
      })
    ).users;
    const license = tables.licenses.all().find((l) => usable(l) && users.some((u) => u.id === l.userId))!;
    const to = users.find((u) => u.id !== license.userId)!;
    const held = holdRequests('post', '*/api/licenses/:id/transfer');
    const { dialog, user } = await openDetail(license);
    await user.click(await within(dialog).findByRole('button', { name: lifecycleScreen.transfer }));
    const transfer = await screen.findByRole('dialog', { name: lifecycleScreen.transferTitle });
    await chooseOption(user, lifecycleScreen.transferTo, new RegExp(escapeRegExp(to.email!)));
    await user.click(within(transfer).getByRole('button', { name: lifecycleScreen.transferNext }));
    await user.click(await within(transfer).findByRole('button', { name: lifecycleScreen.transferSave }));
    await waitFor(() => expect(held).toHaveLength(1));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(held[0]!.signal.aborted).toBe(true));
    expect(await within(transfer).findByText(formSave.cancelledTitle)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: lifecycleScreen.transferTitle })).toBe(transfer);
    expect(transfer).toHaveTextContent(to.email!);
    expect(within(transfer).getByRole('button', { name: lifecycleScreen.transferSave })).toBeEnabled();
  });
});
