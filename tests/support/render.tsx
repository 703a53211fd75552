// Component-test helpers: sign in through a real client against the msw/node mock, and
// render a screen inside the app's providers (with an API client of its own) at a given route.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { callApi, testApiClient } from './api.ts';
import { createQueryClient } from '../../src/api/client/query-client.ts';
import { tokenStorage } from '../../src/api/client/token-storage.ts';
import type { AuthUserWire } from '../../src/api/schemas/accounts/auth.ts';
import type { CurrentUser } from '../../src/screens/shared/state/current-user.tsx';
import { AppProviders } from '../../src/app/app-providers.tsx';
import { CurrentUserProvider } from '../../src/screens/shared/state/current-user.tsx';

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@example.com', password: 'Admin123!' },
  user: { email: 'user@example.com', password: 'User123!' },
} as const;

/** Logs in through the real login call and stores the session as the console does. */
export async function signInAs(who: keyof typeof DEMO_ACCOUNTS): Promise<AuthUserWire> {
  const res = await callApi('login', { body: DEMO_ACCOUNTS[who] });
  const user = { ...res.user, role: res.user.role.toLowerCase() };
  tokenStorage.saveSession(
    { accessToken: res.access_token, idToken: res.id_token, refreshToken: res.refresh_token },
    user,
  );
  return user;
}

export interface RenderScreenOptions {
  path?: string;
  user?: CurrentUser | AuthUserWire | null;
  /** Extra wrappers (e.g. a NotifyArea). */
  wrap?: (ui: ReactNode) => ReactNode;
}

/** Renders `ui` at `path` with the app's providers; returns the memory history too. */
export function renderScreen(ui: ReactElement, { path = '/', user = null, wrap }: RenderScreenOptions = {}) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient({ retry: false });
  const content = (
    <AppProviders queryClient={queryClient} api={testApiClient()}>
      <CurrentUserProvider user={user}>
        <Router hook={location.hook}>{wrap ? wrap(ui) : ui}</Router>
      </CurrentUserProvider>
    </AppProviders>
  );
  const events = userEvent.setup();
  return { ...render(content), user: events, location, queryClient };
}
