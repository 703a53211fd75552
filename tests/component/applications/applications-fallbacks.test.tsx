// The application screens against a server we did not write: applications and product settings
// with fields missing, null, unknown or in another case show their fallbacks; a product read so
// still reaches create-from-product; a create answered with no application still completes.
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../support/api.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { ApplicationListScreen } from '../../../src/screens/applications/application-list-screen.tsx';
import { CreateFromProductScreen } from '../../../src/screens/applications/create-from-product-screen.tsx';
import { CREATE_APPLICATION_REDIRECT_MS } from '../../../src/shared/constants.ts';
import { common } from '../../../src/shared/messages/common.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '');
});

const errorAlerts = () =>
  screen
    .queryAllByRole('alert')
    .filter((el) => el.classList.contains('error-state') || el.classList.contains('p-inline-message-error'));
const cards = () => within(screen.getByRole('list', { name: 'マイアプリケーション' })).getAllByRole('listitem');
type Navigated = { state: unknown; history: string[] };

/** A product setting as another server may send it: most of it missing. */
const BARE_PRODUCT = { id: 'ps-bare', name: 'ベーシック', description: null, prefix: null, currency: 'JPY' };

describe('Applications: a lenient reading', () => {
  it('shows each application card with its fallbacks', async () => {
    server.use(
      http.get('*/api/my-applications', () =>
        HttpResponse.json({
          applications: [
            {
              application_id: 'app-x',
              name: null,
              description: null,
              version: '2.0.0',
              status: 'ACTIVE',
              created_at: '2025-01-02 03:04:05Z',
              owner: 'o-1',
            },
            { application_id: 'app-y', name: 'ワイ', status: 'archived' },
          ],
        }),
      ),
    );
    const admin = await signInAs('admin');
    renderScreen(<ApplicationListScreen />, { path: '/applications', user: admin });
    const [x, y] = await waitFor(() => cards());
    expect(within(x!).getByRole('heading', { level: 2 })).toHaveTextContent(/^-$/);
    expect(within(x!).getByText('アクティブ')).toBeInTheDocument();
    expect(within(x!).getByText('2.0.0')).toBeInTheDocument();
    expect(within(x!).getByText('2025/01/02')).toBeInTheDocument();
    expect(within(x!).getByRole('button', { name: 'app-xを管理' })).toBeInTheDocument();
    // An unknown status is a neutral 不明 chip; a missing date is 不明 too, a missing version 未設定.
    expect(within(y!).getAllByText(common.unknown)).toHaveLength(2);
    expect(within(y!).getAllByText(common.notSet)).toHaveLength(2);
    expect(within(y!).getByText(common.none)).toBeInTheDocument();
    expect(errorAlerts()).toEqual([]);
  });

  it('lists a product the server sent half of, and creates from it with what it has', async () => {
    resetDatabase('empty');
    const admin = await signInAs('admin');
    await callApi('createMyOwner', { body: { subsclight_api_key: 'sl_test_0123456789', subsclight_site: 'new-shop' } });
    server.use(
      http.get('*/api/subsclight/product-settings', () => HttpResponse.json({ product_settings: [BARE_PRODUCT] })),
    );
    const list = renderScreen(<ApplicationListScreen />, { path: '/applications', user: admin });
    await list.user.click(await screen.findByRole('button', { name: '商品から作成' }));
    const dialog = await screen.findByRole('dialog', { name: '商品設定から作成' });
    const item = (await within(dialog).findByRole('heading', { name: 'ベーシック' })).closest('li') as HTMLElement;
    expect(within(item).getByText(common.unknown)).toBeInTheDocument();
    expect(item).toHaveTextContent('価格: -');
    await list.user.click(within(item).getByRole('button', { name: 'ベーシックで作成' }));
    const { state } = list.location as unknown as Navigated;
    list.unmount();

    window.history.replaceState(state, '');
    const view = renderScreen(<CreateFromProductScreen />, { path: '/applications/create-from-product', user: admin });
    const summary = (await screen.findByText('商品名')).closest('dl') as HTMLElement;
    const value = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(value('商品名')).toBe('ベーシック');
    expect(value('説明')).toBe('-');
    expect(value('支払い方式')).toBe(common.unknown);
    expect(value('価格')).toBe('-');
    expect(value('プレフィックス')).toBe('-');
    expect(screen.getByLabelText('アプリケーション名')).toHaveValue('ベーシック App');
    expect(screen.getByLabelText('説明')).toHaveValue('ベーシックのライセンス管理アプリケーション');
    expect((view.location as unknown as Navigated).history.at(-1)).toBe('/applications/create-from-product');
  });

  it('completes a create the server answered without the application: the message, then the list without an id', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    server.use(http.post('*/api/applications/create-from-product', () => new HttpResponse(null, { status: 204 })));
    const admin = await signInAs('admin');
    window.history.replaceState(
      {
        productSetting: {
          ...BARE_PRODUCT,
          payment_type: 0,
          single_price: 1000,
          cycle_price: null,
          cycle_interval_value: null,
          cycle_interval_unit: null,
          trial_days: null,
        },
      },
      '',
    );
    const { user, location, unmount } = renderScreen(<CreateFromProductScreen />, {
      path: '/applications/create-from-product',
      user: admin,
    });
    await user.click(await screen.findByRole('button', { name: '作成' }));
    expect(await screen.findByText('アプリケーションが正常に作成されました！')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(CREATE_APPLICATION_REDIRECT_MS));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/applications'));
    const { state } = location as unknown as Navigated;
    expect(state).toEqual({ message: 'アプリケーションが正常に作成されました！', applicationId: null });
    expect(errorAlerts()).toEqual([]);
    unmount();

    window.history.replaceState(state, '');
    renderScreen(<ApplicationListScreen />, { path: '/applications', user: admin });
    expect(await screen.findByText('アプリケーションが正常に作成されました！')).toBeInTheDocument();
    expect(screen.queryByText(/作成されたアプリケーションID/)).toBeNull();
  });
});
