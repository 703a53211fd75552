// My application against a server we did not write: fields missing, null or in another case
// show their fallbacks; on a server without the reveal call the GET answer holds the whole keys,
// which the console masks and the eye shows as held, with no error.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../src/mocks/hosts/node.ts';
import { MyApplicationScreen } from '../../../src/screens/my-application/my-application-screen.tsx';
import { maskSecret } from '../../../src/shared/format.ts';
import { common } from '../../../src/shared/messages/common.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { recordRequests } from '../../support/record-requests.ts';

configure({ asyncUtilTimeout: 5000 });

const REVEAL = '/api/my-application/keys/reveal';
const INTERNAL = '内部APIキー';
const BILLING = 'サブスクライトAPIキー';
const notFound = () => HttpResponse.json({ error: 'Not Found', message: 'Not Found' }, { status: 404 });
const errorAlerts = () =>
  screen
    .queryAllByRole('alert')
    .filter((el) => el.classList.contains('error-state') || el.classList.contains('p-inline-message-error'));

async function renderMyApplication() {
  const admin = await signInAs('admin');
  const view = renderScreen(<MyApplicationScreen />, { path: '/my-application', user: admin });
  await screen.findByText('設定内容');
  return view;
}
const card = () => screen.getByText('設定内容').closest('.p-card') as HTMLElement;
const valueOf = (label: string) =>
  within(card()).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
const key = (label: string) => within(card()).getByLabelText(label, { selector: 'code' });
const eye = (label: string, action: '表示' | '非表示') => screen.getByRole('button', { name: `${label}を${action}` });

describe('My application: a lenient reading', () => {
  it('shows the settings it can read, with their fallbacks', async () => {
    server.use(
      http.get('*/api/my-application', () =>
        HttpResponse.json({
          application: {
            application_id: 'app-lenient',
            name: 'ゆるいアプリ',
            description: null,
            status: 'Suspended',
            api_key: 'ak_l••••••••WXYZ',
            created_at: 'soon',
            webhooks: [],
          },
        }),
      ),
    );
    await renderMyApplication();
    expect(valueOf('アプリケーション名')).toHaveTextContent('ゆるいアプリ');
    expect(valueOf('説明')).toHaveTextContent(/^-$/);
    expect(valueOf('バージョン')).toHaveTextContent(common.notSet);
    expect(valueOf('ステータス')).toHaveTextContent('停止中');
    expect(valueOf('サブスクライトサイト識別子')).toHaveTextContent(common.notSet);
    expect(key(BILLING)).toHaveTextContent(/^-$/);
    expect(screen.queryByRole('button', { name: `${BILLING}を表示` })).toBeNull();
    expect(key(INTERNAL)).toHaveTextContent('ak_l••••••••WXYZ');
    expect(valueOf('作成日時')).toHaveTextContent(common.unknown);
    expect(errorAlerts()).toEqual([]);
  });

  it('on a server without the reveal call, masks the whole keys it sent and the eye shows them, with no error', async () => {
    const internal = 'ak_live_0123456789ABCDEF';
    const billing = 'sl_live_9876543210zyxw';
    server.use(
      http.get('*/api/capabilities', notFound),
      http.get('*/api/my-application', () =>
        HttpResponse.json({
          application: {
            application_id: 'app-whole',
            name: '全桁アプリ',
            description: '説明',
            version: '1.0.0',
            api_key: internal,
            subsclight_api_key: billing,
            subsclight_site: 'shop',
            status: 'active',
          },
        }),
      ),
      http.post(`*${REVEAL}`, notFound),
    );
    const reveals = recordRequests('POST', REVEAL);
    const { user } = await renderMyApplication();
    expect(key(INTERNAL).textContent).toBe(maskSecret(internal));
    expect(key(BILLING).textContent).toBe(maskSecret(billing));
    expect(card().textContent).not.toContain(internal);

    await user.click(eye(INTERNAL, '表示'));
    await waitFor(() => expect(key(INTERNAL).textContent).toBe(internal));
    expect(eye(INTERNAL, '非表示')).toHaveAttribute('aria-pressed', 'true');
    // Now known to be absent: the other eye shows what was held without asking.
    await user.click(eye(BILLING, '表示'));
    await waitFor(() => expect(key(BILLING).textContent).toBe(billing));
    expect(reveals).toHaveLength(1);
    expect(screen.queryByText(common.revealFailed)).toBeNull();
    expect(screen.queryByText(/利用できません/)).toBeNull();

    await user.click(eye(INTERNAL, '非表示'));
    expect(key(INTERNAL).textContent).toBe(maskSecret(internal));
  });
});
