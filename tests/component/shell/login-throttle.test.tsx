// Login throttling as the login screen shows it: after 5 failed sign-ins for one e-mail within
// 10 minutes the mock answers 429 with Retry-After; the screen names the wait in Japanese.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '../../../src/shared/constants.ts';
import { auth as authText } from '../../../src/shared/messages/auth.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { configureMock } from '../../../src/mocks/settings.ts';
import { currentUrl, disposeApps, renderApp } from '../../support/app.tsx';

afterEach(disposeApps);

const MINUTE = 60_000;

async function attempt(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  const emailField = await screen.findByLabelText('メールアドレス');
  await user.clear(emailField);
  await user.type(emailField, email);
  const passwordField = screen.getByLabelText('パスワード');
  await user.clear(passwordField);
  await user.type(passwordField, password);
  await user.click(screen.getByRole('button', { name: 'ログイン' }));
}

/** The five failures straight at the API (the first test makes them through the form). */
async function failFiveTimesBehindTheScreen() {
  for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
    const res = await fetch('http://localhost:3000/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'user@example.com', password: `wrong-${i}` }),
    });
    expect(res.status).toBe(401);
  }
}

async function failFiveTimes(user: ReturnType<typeof renderApp>['user']) {
  for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
    await attempt(user, 'user@example.com', `wrong-${i}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('メールアドレスまたはパスワードが正しくありません');
  }
}

describe('login throttling on the login screen', () => {
  it('after five failures, even the right password shows the Japanese limit message with the wait (10 minutes)', async () => {
    const { user } = renderApp('/login');
    await failFiveTimes(user);
    await attempt(user, 'user@example.com', 'User123!');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ログインの試行回数が上限に達しました。約10分後に再度お試しください。',
    );
    expect(currentUrl()).toBe('/login');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('rounds the remaining wait up to whole minutes', async () => {
    const { user } = renderApp('/login');
    await failFiveTimesBehindTheScreen();
    configureMock({ nowOffsetMs: 6 * MINUTE + 40_000 }); // 3 min 20 s left
    await attempt(user, 'user@example.com', 'User123!');
    expect(await screen.findByRole('alert')).toHaveTextContent(authText.tooManyAttemptsWait(4));
  });

  it('once the window has passed, the locked e-mail signs in again', async () => {
    const { user } = renderApp('/login');
    await failFiveTimesBehindTheScreen();
    configureMock({ nowOffsetMs: 10 * MINUTE + 1000 });
    await attempt(user, 'user@example.com', 'User123!');
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
  });

  it("without Retry-After, shows the server's own message", async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json(
          { error: authText.tooManyAttempts, message: authText.tooManyAttempts, code: 'TOO_MANY_ATTEMPTS' },
          { status: 429 },
        ),
      ),
    );
    const { user } = renderApp('/login');
    await attempt(user, 'admin@example.com', 'Admin123!');
    expect(await screen.findByRole('alert')).toHaveTextContent(authText.tooManyAttempts);
  });
});
