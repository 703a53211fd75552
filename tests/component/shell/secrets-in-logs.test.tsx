// No token and no API key ever reaches the console log. The whole console runs the
// flows that handle them (sign-in, a silent token refresh, saving the owner settings with a new
// billing API key, a logout whose server call fails and is logged) with every console method
// spied; the printed text must contain none of the tokens issued or the key typed.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tables } from '../../../src/mocks/db.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { configureMock } from '../../../src/mocks/settings.ts';
import { currentUrl, disposeApps, renderApp } from '../../support/app.tsx';

// A loaded machine: the whole console renders here.
configure({ asyncUtilTimeout: 10_000 });

const METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;
const printed: string[] = [];

function text(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}\n${value.stack ?? ''}\n${text(value.cause)}`;
  if (typeof value === 'string') return value;
  try {
    return `${String(value)} ${JSON.stringify(value)}`;
  } catch {
    return String(value);
  }
}

beforeEach(() => {
  printed.length = 0;
  for (const method of METHODS)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args.map(text).join(' ')));
});
afterEach(() => {
  vi.restoreAllMocks();
  disposeApps();
});

/** Every secret seen so far: the tokens in storage and every token of every session the mock issued. */
const secrets = new Set<string>();
function collectSecrets() {
  for (const key of ['accessToken', 'refreshToken', 'idToken']) {
    const value = localStorage.getItem(key);
    if (value) secrets.add(value);
  }
  for (const s of tables.sessions.all()) {
    secrets.add(s.accessToken);
    secrets.add(s.refreshToken);
  }
}

const MINUTE = 60_000;
const API_KEY = 'sl_live_TOP_SECRET_4242';

describe('tokens and keys never reach the console log', () => {
  it('through sign-in, a token refresh, saving the owner settings with a new API key and a failing logout', async () => {
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('メールアドレス'), 'admin@example.com');
    await user.type(screen.getByLabelText('パスワード'), 'Admin123!');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
    collectSecrets();
    const firstAccessToken = localStorage.getItem('accessToken');

    // The access token expires; the next call is refreshed silently and replayed.
    configureMock({ nowOffsetMs: 16 * MINUTE });
    await user.click(
      within(await screen.findByRole('navigation', { name: 'メインメニュー' })).getByRole('link', {
        name: 'オーナー設定',
      }),
    );
    await waitFor(() => expect(currentUrl()).toBe('/owner-settings'));
    await waitFor(() => expect(localStorage.getItem('accessToken')).not.toBe(firstAccessToken));
    collectSecrets();

    await user.type(await screen.findByLabelText('サブスクライトAPIキー'), API_KEY);
    await user.click(screen.getByRole('button', { name: '更新' }));
    expect(await screen.findByText('オーナー設定が正常に更新されました')).toBeInTheDocument();
    expect(tables.owners.all()[0]!.apiKey).toBe(API_KEY);
    collectSecrets();

    // The server logout fails: the console logs that failure (docs/product.md §8), and only that.
    server.use(http.post('*/auth/logout', () => HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'ログアウト' }));
    await waitFor(() => expect(currentUrl()).toBe('/login'));
    await waitFor(() =>
      expect(printed.some((line) => line.includes('ログアウトAPIの呼び出しに失敗しました'))).toBe(true),
    );

    expect(secrets.size).toBeGreaterThanOrEqual(4); // at least two access and two refresh tokens
    const log = printed.join('\n');
    for (const secret of [...secrets, API_KEY]) expect(log, 'a secret was printed').not.toContain(secret);
  });
});
