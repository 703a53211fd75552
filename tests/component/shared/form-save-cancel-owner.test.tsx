// Owner settings' save that hangs (the server never answers): after 30 s the form says so,
// キャンセル aborts the request, the typed site and key stay, and the form says the save was
// cancelled rather than that it failed.
import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { OwnerSettingsScreen } from '../../../src/screens/owner-settings/owner-settings-screen.tsx';
import { FORM_SAVE_SLOW_AFTER_MS } from '../../../src/shared/constants.ts';
import { formSave } from '../../../src/shared/messages/forms/form-save.ts';
import { holdRequests } from '../../support/hold-requests.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';

configure({ asyncUtilTimeout: 5000 });

const apiKey = () => screen.getByLabelText('サブスクライトAPIキー');
const site = () => screen.getByLabelText('サイト識別子');
const KEY = 'sl_test_abcdefghijklmnop';

async function renderOwnerSettings(scenario: 'demo' | 'empty') {
  if (scenario !== 'demo') resetDatabase(scenario);
  const admin = await signInAs('admin');
  const view = renderScreen(<OwnerSettingsScreen />, { path: '/owner-settings', user: admin });
  await waitFor(() => expect(screen.queryByRole('status', { name: '読み込み中…' })).toBeNull());
  return view;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('A save that hangs: owner settings', () => {
  it.each([
    { scenario: 'empty', method: 'post', button: '作成' },
    { scenario: 'demo', method: 'put', button: '更新' },
  ] as const)('$button: the 30 s notice, then キャンセル aborts and keeps the input', async (c) => {
    const held = holdRequests(c.method, '*/api/my-owner');
    const { user } = await renderOwnerSettings(c.scenario);
    await user.clear(site());
    await user.type(site(), 'typed-site');
    await user.type(apiKey(), KEY);
    await user.click(screen.getByRole('button', { name: c.button }));
    await waitFor(() => expect(held).toHaveLength(1));

    await vi.advanceTimersByTimeAsync(FORM_SAVE_SLOW_AFTER_MS - 1000);
    expect(screen.queryByText(formSave.slowTitle)).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await screen.findByText(formSave.slowTitle)).toBeInTheDocument();
    const cancel = screen.getByRole('button', { name: 'キャンセル' });
    expect(cancel).toBeEnabled();
    await user.click(cancel);
    await waitFor(() => expect(held[0]!.signal.aborted).toBe(true));
    expect(await screen.findByText(formSave.cancelledTitle)).toBeInTheDocument();
    expect(screen.getByText(formSave.cancelledDetail)).toBeInTheDocument();
    // A cancelled save is not a failed one; what was typed stays and it can be sent again.
    expect(screen.queryByText('設定の保存に失敗しました')).toBeNull();
    expect(site()).toHaveValue('typed-site');
    expect(apiKey()).toHaveValue(KEY);
    expect(screen.getByRole('button', { name: c.button })).toBeEnabled();
  });
});
