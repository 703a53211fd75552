import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../src/api/client/query-client.ts';
import { testApiClient } from '../../support/api.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { AppProviders } from '../../../src/app/app-providers.tsx';
import {
  LicenseDetailDialog,
  type LicenseDetail,
} from '../../../src/screens/shared/license-detail/license-detail-dialog.tsx';
import { cellTexts, dataRows, expectToast, makeLicense, renderLicenseList, rowOf, serveLicenses } from './support.tsx';

// Server round-trips through msw on a shared 2-core machine: give findBy/waitFor room.
configure({ asyncUtilTimeout: 5000 });

const value = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

/** yyyy/MM/dd HH:mm in the test process's local time zone. */
const localStamp = (iso: string) => {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}/${p(d.getMonth() + 1)}/${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
};

async function openDetail(key: string) {
  const rendered = await renderLicenseList();
  await rendered.user.click(within(await rowOf(key)).getByRole('button', { name: `ライセンス ${key} の詳細` }));
  const dialog = await screen.findByRole('dialog', { name: 'ライセンス詳細' });
  return { ...rendered, dialog };
}

describe('Licence detail dialog', () => {
  it('shows every field the contract names', async () => {
    const license = makeLicense({ id: 'lic-abc-123', key: 'KEY-DETAIL', currentActivations: 2, maxActivations: 5 });
    serveLicenses([license]);
    const { dialog } = await openDetail('KEY-DETAIL');
    expect(value(dialog, 'ライセンスキー')).toHaveTextContent('KEY-DETAIL');
    expect(value(dialog, 'ステータス')).toHaveTextContent('アクティブ');
    expect(value(dialog, 'アプリケーション')).toHaveTextContent('Demo App');
    expect(value(dialog, 'ユーザー名')).toHaveTextContent('Taro Yamada');
    expect(value(dialog, '有効期限')).toHaveTextContent(localStamp(license.expiresAt!));
    expect(value(dialog, '有効期限')).not.toHaveTextContent('期限切れ');
    expect(value(dialog, 'アクティベーション')).toHaveTextContent('2 / 5 (40%)');
    expect(value(dialog, '作成日')).toHaveTextContent(localStamp(license.issuedAt!));
    expect(value(dialog, '更新日')).toHaveTextContent(localStamp(license.updatedAt!));
    expect(value(dialog, 'ライセンスID')).toHaveTextContent('lic-abc-123');
    expect(within(dialog).getByRole('progressbar', { name: 'アクティベーション使用率' })).toHaveAttribute(
      'data-severity',
      'normal',
    );
    expect(within(dialog).queryByText('アクティベーション数が上限に達しています')).toBeNull();
  });

  it('flags a past expiry as expired and shows no expiry as 無期限', async () => {
    serveLicenses([
      makeLicense({ id: 'l1', key: 'KEY-PAST', status: 'EXPIRED', expiresAt: '2020-01-01T00:00:00Z' }),
      makeLicense({ id: 'l2', key: 'KEY-PERP', expiresAt: null, type: 'perpetual' }),
    ]);
    const { dialog, user } = await openDetail('KEY-PAST');
    expect(value(dialog, '有効期限')).toHaveTextContent('期限切れ');
    expect(value(dialog, 'ステータス')).toHaveTextContent('期限切れ');
    await user.click(within(dialog).getAllByRole('button', { name: '閉じる' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ライセンス詳細' })).toBeNull());
    await user.click(within(await rowOf('KEY-PERP')).getByRole('button', { name: 'ライセンス KEY-PERP の詳細' }));
    const perp = await screen.findByRole('dialog', { name: 'ライセンス詳細' });
    expect(value(perp, '有効期限')).toHaveTextContent('無期限');
    expect(value(perp, '有効期限')).not.toHaveTextContent('期限切れ');
  });

  it.each([
    { current: 3, max: 4, severity: 'normal', atLimit: false, text: '3 / 4 (75%)' },
    { current: 4, max: 5, severity: 'warning', atLimit: false, text: '4 / 5 (80%)' },
    { current: 5, max: 5, severity: 'error', atLimit: true, text: '5 / 5 (100%)' },
  ])('colours the activation bar $severity at $current/$max', async ({ current, max, severity, atLimit, text }) => {
    serveLicenses([makeLicense({ key: 'KEY-BAR', currentActivations: current, maxActivations: max })]);
    const { dialog } = await openDetail('KEY-BAR');
    expect(value(dialog, 'アクティベーション')).toHaveTextContent(text);
    expect(within(dialog).getByRole('progressbar', { name: 'アクティベーション使用率' })).toHaveAttribute(
      'data-severity',
      severity,
    );
    expect(within(dialog).queryByText('アクティベーション数が上限に達しています') !== null).toBe(atLimit);
  });

  it("saves a new expiry as ISO through the update call: 'ライセンスが更新されました'", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('*/licenses/:id', async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
    );
    const rendered = await renderLicenseList();
    const key = cellTexts((await dataRows())[0]!)[0]!;
    await rendered.user.click(within(await rowOf(key)).getByRole('button', { name: `ライセンス ${key} の詳細` }));
    const dialog = await screen.findByRole('dialog', { name: 'ライセンス詳細' });
    await rendered.user.click(within(dialog).getByRole('button', { name: '有効期限を編集' }));
    const input = within(dialog).getByLabelText('新しい有効期限');
    // jsdom's datetime-local input takes a whole value, not keystrokes.
    fireEvent.change(input, { target: { value: '2031-04-05T06:07' } });
    await rendered.user.click(within(dialog).getByRole('button', { name: '保存' }));
    await expectToast('ライセンスが更新されました');
    expect(bodies).toEqual([{ expiresAt: new Date(2031, 3, 5, 6, 7).toISOString() }]);
    await waitFor(() => expect(value(dialog, '有効期限')).toHaveTextContent('2031/04/05 06:07'));
    expect(within(dialog).queryByLabelText('新しい有効期限')).toBeNull();
  });

  it('sends null (no expiry) when the field is emptied', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('*/licenses/:id', async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
    );
    const rendered = await renderLicenseList();
    const key = (await dataRows()).map(cellTexts).find((c) => c[6] !== '無期限')![0]!;
    await rendered.user.click(within(await rowOf(key)).getByRole('button', { name: `ライセンス ${key} の詳細` }));
    const dialog = await screen.findByRole('dialog', { name: 'ライセンス詳細' });
    await rendered.user.click(within(dialog).getByRole('button', { name: '有効期限を編集' }));
    fireEvent.change(within(dialog).getByLabelText('新しい有効期限'), { target: { value: '' } });
    await rendered.user.click(within(dialog).getByRole('button', { name: '保存' }));
    await expectToast('ライセンスが更新されました');
    expect(bodies).toEqual([{ expiresAt: null }]);
    await waitFor(() => expect(value(dialog, '有効期限')).toHaveTextContent('無期限'));
  });

  it('keeps the typed expiry and says so when saving fails', async () => {
    server.use(http.put('*/licenses/:id', () => HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 })));
    serveLicenses([makeLicense({ key: 'KEY-FAIL' })]);
    const { dialog, user } = await openDetail('KEY-FAIL');
    await user.click(within(dialog).getByRole('button', { name: '有効期限を編集' }));
    fireEvent.change(within(dialog).getByLabelText('新しい有効期限'), { target: { value: '2032-01-02T03:04' } });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await expectToast('ライセンスの更新に失敗しました');
    expect(within(dialog).getByLabelText('新しい有効期限')).toHaveValue('2032-01-02T03:04');
    expect(within(dialog).getByRole('button', { name: '保存' })).toBeEnabled();
  });

  it('gives a USER (user mode) no expiry editor', async () => {
    serveLicenses([makeLicense({ key: 'KEY-USER' })]);
    const { user } = await renderLicenseList('user');
    await user.click(within(await rowOf('KEY-USER')).getByRole('button', { name: 'ライセンス KEY-USER の詳細' }));
    const dialog = await screen.findByRole('dialog', { name: 'ライセンス詳細' });
    expect(value(dialog, 'ライセンスキー')).toHaveTextContent('KEY-USER');
    expect(within(dialog).queryByRole('button', { name: '有効期限を編集' })).toBeNull();
  });
});

describe('LicenseDetailDialog (the reusable component)', () => {
  const detail: LicenseDetail = {
    id: 'my-1',
    key: 'MY-KEY-0001',
    status: 'ACTIVE',
    applicationId: 'app-xyz',
    currentActivations: 0,
    maxActivations: 1,
    expiresAt: null,
    createdAt: '2025-05-06T07:08:00Z',
  };
  const renderDialog = (props: Partial<Parameters<typeof LicenseDetailDialog>[0]>) =>
    render(
      <AppProviders queryClient={createQueryClient({ retry: false })} api={testApiClient()}>
        <LicenseDetailDialog license={detail} mode="user" onHide={() => {}} {...props} />
      </AppProviders>,
    );

  it("falls back to the application id and '-' for what it does not know; user mode has no editor", async () => {
    const onSaveExpiry = vi.fn(async () => {});
    renderDialog({ mode: 'user', onSaveExpiry });
    const dialog = await screen.findByRole('dialog', { name: 'ライセンス詳細' });
    expect(value(dialog, 'アプリケーション')).toHaveTextContent('app-xyz');
    expect(value(dialog, 'ユーザー名')).toHaveTextContent('-');
    expect(value(dialog, '更新日')).toHaveTextContent('-');
    expect(value(dialog, '作成日')).toHaveTextContent(localStamp(detail.createdAt!));
    expect(within(dialog).queryByRole('button', { name: '有効期限を編集' })).toBeNull();
  });

  it('calls onHide from the close button and shows nothing without a licence', async () => {
    const onHide = vi.fn();
    const { rerender } = renderDialog({ onHide });
    const dialog = await screen.findByRole('dialog', { name: 'ライセンス詳細' });
    fireEvent.click(within(dialog).getAllByRole('button', { name: '閉じる' }).at(-1)!);
    expect(onHide).toHaveBeenCalled();
    rerender(
      <AppProviders queryClient={createQueryClient({ retry: false })} api={testApiClient()}>
        <LicenseDetailDialog license={null} mode="user" onHide={onHide} />
      </AppProviders>,
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ライセンス詳細' })).toBeNull());
  });
});
