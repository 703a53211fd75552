// My application's keys: both arrive masked, and the eye really reveals: it asks the
// ADMIN-only reveal call and shows the whole key as the mock stores it; pressing again masks it;
// leaving the screen (or the edit mode) forgets it; no storage and no query cache ever holds it;
// a refusal says so and leaves the mask.
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Route, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import { tables } from '../../../src/mocks/db.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { MyApplicationScreen } from '../../../src/screens/my-application/my-application-screen.tsx';
import { maskSecret } from '../../../src/shared/format.ts';
import { common } from '../../../src/shared/messages/common.ts';
import { placesHolding } from '../../support/secret-traces.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { recordRequests } from '../../support/record-requests.ts';

configure({ asyncUtilTimeout: 5000 });

const REVEAL = '/api/my-application/keys/reveal';
const INTERNAL = '内部APIキー';
const BILLING = 'サブスクライトAPIキー';

/** My application as the mock stores it: the oldest application. */
const stored = () => [...tables.applications.all()].sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1))[0]!;

/** The screen, and another route to leave it for (the same query client stays). */
async function renderMyApplication() {
  const admin = await signInAs('admin');
  const view = renderScreen(
    <Switch>
      <Route path="/my-application">
        <MyApplicationScreen />
      </Route>
      <Route>
        <p>別の画面</p>
      </Route>
    </Switch>,
    { path: '/my-application', user: admin },
  );
  await screen.findByText('設定内容');
  return view;
}

const card = () => screen.getByText('設定内容').closest('.p-card') as HTMLElement;
const value = (label: string) => within(card()).getByLabelText(label, { selector: 'code' });
const eye = (label: string, action: '表示' | '非表示') => screen.getByRole('button', { name: `${label}を${action}` });

describe('My application: the eye reveals the whole key', () => {
  it('the internal and the billing key, exactly as stored; pressing again masks; nothing keeps them', async () => {
    const reveals = recordRequests('POST', REVEAL);
    const { user, queryClient } = await renderMyApplication();
    const { apiKey, billingApiKey } = stored();
    expect(billingApiKey).not.toBeNull();
    expect(value(INTERNAL)).toHaveTextContent(maskSecret(apiKey));
    expect(value(BILLING)).toHaveTextContent(maskSecret(billingApiKey));
    expect(document.body.textContent).not.toContain(apiKey);
    expect(document.body.textContent).not.toContain(billingApiKey);

    await user.click(eye(INTERNAL, '表示'));
    await waitFor(() => expect(value(INTERNAL)).toHaveTextContent(apiKey, { normalizeWhitespace: false }));
    expect(value(INTERNAL).textContent).toBe(apiKey);
    expect(eye(INTERNAL, '非表示')).toHaveAttribute('aria-pressed', 'true');
    expect(value(BILLING).textContent).toBe(maskSecret(billingApiKey));

    await user.click(eye(BILLING, '表示'));
    await waitFor(() => expect(value(BILLING).textContent).toBe(billingApiKey));
    expect(reveals.map((r) => r.body)).toEqual([{ which: 'internal' }, { which: 'billing' }]);

    // Shown, yet held by nothing but the screen: the cache has the masks only.
    for (const key of [apiKey, billingApiKey!]) expect(placesHolding(key, queryClient)).toEqual([]);
    expect(placesHolding(maskSecret(apiKey), queryClient)).toEqual(['query cache']);

    await user.click(eye(INTERNAL, '非表示'));
    expect(value(INTERNAL).textContent).toBe(maskSecret(apiKey));
    expect(eye(INTERNAL, '表示')).toHaveAttribute('aria-pressed', 'false');
    await user.click(eye(BILLING, '非表示'));
    expect(value(BILLING).textContent).toBe(maskSecret(billingApiKey));
    expect(document.body.textContent).not.toContain(apiKey);
    expect(document.body.textContent).not.toContain(billingApiKey);
    expect(reveals).toHaveLength(2);
  });

  it('leaving the screen forgets the key: back on it, both are masked until asked again', async () => {
    const reveals = recordRequests('POST', REVEAL);
    const { user, location, queryClient } = await renderMyApplication();
    const { apiKey, billingApiKey } = stored();
    await user.click(eye(INTERNAL, '表示'));
    await user.click(eye(BILLING, '表示'));
    await waitFor(() => expect(value(BILLING).textContent).toBe(billingApiKey));
    expect(value(INTERNAL).textContent).toBe(apiKey);

    act(() => location.navigate('/dashboard'));
    expect(await screen.findByText('別の画面')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(apiKey);
    for (const key of [apiKey, billingApiKey!]) expect(placesHolding(key, queryClient)).toEqual([]);

    act(() => location.navigate('/my-application'));
    await screen.findByText('設定内容');
    expect(value(INTERNAL).textContent).toBe(maskSecret(apiKey));
    expect(value(BILLING).textContent).toBe(maskSecret(billingApiKey));
    expect(eye(INTERNAL, '表示')).toHaveAttribute('aria-pressed', 'false');
    expect(reveals).toHaveLength(2);
  });

  it('the edit mode forgets it too: after キャンセル the key is masked', async () => {
    const { user } = await renderMyApplication();
    const { apiKey } = stored();
    await user.click(eye(INTERNAL, '表示'));
    await waitFor(() => expect(value(INTERNAL).textContent).toBe(apiKey));
    await user.click(screen.getByRole('button', { name: '編集' }));
    expect(document.body.textContent).not.toContain(apiKey);
    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(value(INTERNAL).textContent).toBe(maskSecret(apiKey));
  });

  it('while the server answers, the eye is busy and disabled', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // Holds the request, then lets the mock's own handler answer it.
    server.use(http.post(`*${REVEAL}`, async () => void (await released)));
    const reveals = recordRequests('POST', REVEAL);
    const { user } = await renderMyApplication();
    await user.click(eye(INTERNAL, '表示'));
    const busy = eye(INTERNAL, '表示');
    await waitFor(() => expect(busy).toHaveAttribute('aria-busy', 'true'));
    expect(busy).toBeDisabled();
    expect(reveals).toHaveLength(1);
    release();
    await waitFor(() => expect(value(INTERNAL).textContent).toBe(stored().apiKey));
    expect(eye(INTERNAL, '非表示')).toBeEnabled();
    expect(eye(INTERNAL, '非表示')).toHaveAttribute('aria-busy', 'false');
  });

  it('a USER asking (the session now belongs to one) is refused: the toast says so, the mask stays', async () => {
    const { user, queryClient } = await renderMyApplication();
    const { apiKey } = stored();
    // The same screen, but the stored session is now a general user's.
    await signInAs('user');
    await user.click(eye(INTERNAL, '表示'));
    expect(await screen.findByText(common.forbidden)).toBeInTheDocument();
    expect(screen.getByText(common.revealFailed)).toBeInTheDocument();
    expect(value(INTERNAL).textContent).toBe(maskSecret(apiKey));
    expect(eye(INTERNAL, '表示')).toHaveAttribute('aria-pressed', 'false');
    expect(eye(INTERNAL, '表示')).toBeEnabled();
    expect(document.body.textContent).not.toContain(apiKey);
    expect(placesHolding(apiKey, queryClient)).toEqual([]);
  });
});
