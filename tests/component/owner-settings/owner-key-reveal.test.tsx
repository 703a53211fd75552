// The owner's stored billing key: masked in 現在の設定, and its eye really reveals —
// the whole key as the mock stores it, from the ADMIN-only reveal call; pressing again, leaving
// the screen or saving a new key masks it again; no storage and no query cache ever holds it;
// a refusal says so. The key *input* keeps its own show/hide, a separate control.
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import { tables } from '../../../src/mocks/db.ts';
import { OwnerSettingsScreen } from '../../../src/screens/owner-settings/owner-settings-screen.tsx';
import { maskSecret } from '../../../src/shared/format.ts';
import { common } from '../../../src/shared/messages/common.ts';
import { placesHolding } from '../../support/secret-traces.ts';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { recordRequests } from '../../support/record-requests.ts';

configure({ asyncUtilTimeout: 5000 });

const REVEAL = '/api/my-owner/key/reveal';
const STORED = '登録済みのAPIキー';
const NEW_KEY = 'sl_test_brandnewkey0123456';

const storedKey = () => tables.owners.all()[0]!.apiKey;

async function renderOwnerSettings() {
  const admin = await signInAs('admin');
  const view = renderScreen(
    <Switch>
      <Route path="/owner-settings">
        <OwnerSettingsScreen />
      </Route>
      <Route>
        <p>別の画面</p>
      </Route>
    </Switch>,
    { path: '/owner-settings', user: admin },
  );
  await screen.findByText('現在の設定');
  return view;
}

const current = () => screen.getByText('現在の設定').closest('.p-card') as HTMLElement;
const value = () => within(current()).getByLabelText(STORED, { selector: 'code' });
const eye = (action: '表示' | '非表示') => screen.getByRole('button', { name: `${STORED}を${action}` });

describe('Owner settings: the eye reveals the stored key', () => {
  it('shows the whole key as stored; pressing again masks; nothing keeps it', async () => {
    const reveals = recordRequests('POST', REVEAL);
    const { user, queryClient } = await renderOwnerSettings();
    const key = storedKey();
    expect(value().textContent).toBe(maskSecret(key));
    expect(document.body.textContent).not.toContain(key);

    await user.click(eye('表示'));
    await waitFor(() => expect(value().textContent).toBe(key));
    expect(eye('非表示')).toHaveAttribute('aria-pressed', 'true');
    expect(reveals).toHaveLength(1);
    // Shown, yet held by nothing but the screen; the query cache has the mask.
    expect(placesHolding(key, queryClient)).toEqual([]);
    expect(placesHolding(maskSecret(key), queryClient)).toEqual(['query cache']);
    // The key input is untouched: empty, with its own show/hide.
    expect(screen.getByLabelText('サブスクライトAPIキー')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'APIキーを表示' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(eye('非表示'));
    expect(value().textContent).toBe(maskSecret(key));
    expect(document.body.textContent).not.toContain(key);
  });

  it('leaving the screen forgets it: back on it, the key is masked until asked again', async () => {
    const reveals = recordRequests('POST', REVEAL);
    const { user, location, queryClient } = await renderOwnerSettings();
    const key = storedKey();
    await user.click(eye('表示'));
    await waitFor(() => expect(value().textContent).toBe(key));

    act(() => location.navigate('/dashboard'));
    expect(await screen.findByText('別の画面')).toBeInTheDocument();
    expect(placesHolding(key, queryClient)).toEqual([]);

    act(() => location.navigate('/owner-settings'));
    await screen.findByText('現在の設定');
    expect(value().textContent).toBe(maskSecret(key));
    expect(eye('表示')).toHaveAttribute('aria-pressed', 'false');
    expect(reveals).toHaveLength(1);
  });

  it('saving a new key hides the old one it was showing; the eye then reveals the new key', async () => {
    const { user, queryClient } = await renderOwnerSettings();
    const oldKey = storedKey();
    await user.click(eye('表示'));
    await waitFor(() => expect(value().textContent).toBe(oldKey));

    await user.type(screen.getByLabelText('サブスクライトAPIキー'), NEW_KEY);
    await user.click(screen.getByRole('button', { name: '更新' }));
    expect(await screen.findByText('オーナー設定が正常に更新されました')).toBeInTheDocument();
    await waitFor(() => expect(value().textContent).toBe(maskSecret(NEW_KEY)));
    expect(document.body.textContent).not.toContain(oldKey);
    expect(eye('表示')).toHaveAttribute('aria-pressed', 'false');

    await user.click(eye('表示'));
    await waitFor(() => expect(value().textContent).toBe(NEW_KEY));
    expect(storedKey()).toBe(NEW_KEY);
    // Typed into the form and revealed: neither the form draft nor a cache kept it.
    await waitFor(() => expect(screen.getByLabelText('サブスクライトAPIキー')).toHaveValue(''));
    expect(placesHolding(NEW_KEY, queryClient)).toEqual([]);
  });

  it('a USER asking (the session now belongs to one) is refused: the toast says so, the mask stays', async () => {
    const { user, queryClient } = await renderOwnerSettings();
    const key = storedKey();
    await signInAs('user');
    await user.click(eye('表示'));
    expect(await screen.findByText(common.forbidden)).toBeInTheDocument();
    expect(screen.getByText(common.revealFailed)).toBeInTheDocument();
    expect(value().textContent).toBe(maskSecret(key));
    expect(eye('表示')).toBeEnabled();
    expect(document.body.textContent).not.toContain(key);
    expect(placesHolding(key, queryClient)).toEqual([]);
  });
});
