// A save that hangs (the server never answers, the client has no timeout): after 30 s the form
// says the server has not answered, キャンセル aborts the request, what was typed stays and the form
// says the save was cancelled and may still have been applied.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MyPageScreen } from '../../../src/screens/mypage/mypage-screen.tsx';
import { UserCreateScreen } from '../../../src/screens/users/user-create-screen.tsx';
import { FORM_SAVE_SLOW_AFTER_MS } from '../../../src/shared/constants.ts';
import { formSave } from '../../../src/shared/messages/forms/form-save.ts';
import { holdRequests } from '../../support/hold-requests.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  // Real time runs (the mock and the screens work as usual); the test moves the clock on.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('A save that hangs: user creation', () => {
  async function submitHungCreate() {
    const held = holdRequests('post', '*/users');
    const admin = await signInAs('admin');
    const view = renderScreen(<UserCreateScreen />, { path: '/users/create', user: admin });
    const { user } = view;
    await user.click(await screen.findByLabelText('メールアドレスで作成'));
    await user.type(screen.getByLabelText('メールアドレス'), 'slow@example.org');
    await user.type(screen.getByLabelText('パスワード'), 'Str0ng!pass');
    await user.click(screen.getByRole('button', { name: '作成' }));
    await waitFor(() => expect(held).toHaveLength(1));
    return { ...view, request: held[0]! };
  }

  it('says the server has not answered at 30 s, not before, and offers キャンセル', async () => {
    await submitHungCreate();
    await vi.advanceTimersByTimeAsync(FORM_SAVE_SLOW_AFTER_MS - 1000);
    expect(screen.queryByText(formSave.slowTitle)).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await screen.findByText(formSave.slowTitle)).toBeInTheDocument();
    expect(screen.getByText(formSave.slowDetail)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'キャンセル' })).toBeEnabled();
  });

  it('キャンセル aborts the request, keeps what was typed and says the save was cancelled', async () => {
    const { user, request, location } = await submitHungCreate();
    const cancel = screen.getByRole('button', { name: 'キャンセル' });
    expect(cancel).toBeEnabled();
    expect(request.signal.aborted).toBe(false);
    await user.click(cancel);
    await waitFor(() => expect(request.signal.aborted).toBe(true));
    expect(await screen.findByText(formSave.cancelledTitle)).toBeInTheDocument();
    expect(screen.getByText(formSave.cancelledDetail)).toBeInTheDocument();
    expect(screen.getByLabelText('メールアドレス')).toHaveValue('slow@example.org');
    expect(screen.getByLabelText('パスワード')).toHaveValue('Str0ng!pass');
    // The form stays; no failure is claimed, and it can be sent again.
    expect(location.history?.at(-1)).toBe('/users/create');
    expect(screen.queryByText('ユーザーの作成に失敗しました。もう一度お試しください。')).toBeNull();
    expect(screen.getByRole('button', { name: '作成' })).toBeEnabled();
  });
});

describe('A save that hangs: the profile dialog on マイページ', () => {
  it('キャンセル aborts the save; the dialog stays open with the typed names', async () => {
    const held = holdRequests('put', '*/api/profile');
    const signedIn = await signInAs('user');
    const { user } = renderScreen(<MyPageScreen />, { path: '/mypage', user: signedIn });
    await user.click(await screen.findByRole('button', { name: 'プロフィールを編集' }));
    const d = await screen.findByRole('dialog', { name: 'プロフィールの編集' });
    await user.clear(within(d).getByLabelText('姓'));
    await user.type(within(d).getByLabelText('姓'), '待機');
    await user.click(within(d).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(held).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(FORM_SAVE_SLOW_AFTER_MS);
    expect(await within(d).findByText(formSave.slowTitle)).toBeInTheDocument();
    await user.click(within(d).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(held[0]!.signal.aborted).toBe(true));
    expect(await within(d).findByText(formSave.cancelledTitle)).toBeInTheDocument();
    expect(within(d).queryByText(formSave.slowTitle)).toBeNull();
    expect(screen.getByRole('dialog', { name: 'プロフィールの編集' })).toBeInTheDocument();
    expect(within(d).getByLabelText('姓')).toHaveValue('待機');
  });
});

describe('A save that hangs: closing the profile dialog', () => {
  it('× while the save runs aborts it as キャンセル does; the dialog stays, a second × closes it', async () => {
    const held = holdRequests('put', '*/api/profile');
    const signedIn = await signInAs('user');
    const { user } = renderScreen(<MyPageScreen />, { path: '/mypage', user: signedIn });
    await user.click(await screen.findByRole('button', { name: 'プロフィールを編集' }));
    const d = await screen.findByRole('dialog', { name: 'プロフィールの編集' });
    await user.clear(within(d).getByLabelText('名'));
    await user.type(within(d).getByLabelText('名'), '閉じる');
    await user.click(within(d).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(held).toHaveLength(1));
    const close = () =>
      within(d)
        .getAllByRole('button', { name: /閉じる|Close/ })
        .at(-1)!;
    await user.click(close());
    await waitFor(() => expect(held[0]!.signal.aborted).toBe(true));
    expect(await within(d).findByText(formSave.cancelledTitle)).toBeInTheDocument();
    expect(within(d).getByLabelText('名')).toHaveValue('閉じる');
    await user.click(close());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'プロフィールの編集' })).toBeNull());
  });
});
