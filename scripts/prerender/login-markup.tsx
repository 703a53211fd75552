// The login page's markup for the build's prerendered /login (scripts/prerender.ts), rendered
// by the console's own components. Loaded through Vite's module runner (Node alone cannot run
// .tsx). The actors are fresh and never started: rendering reads their initial snapshots only,
// and nothing here touches window, storage or other tabs.
import { renderToStaticMarkup } from 'react-dom/server';
import { createActor } from 'xstate';
import { createApiClient } from '../../src/api/client/client.ts';
import { API_BASE_URL } from '../../src/api/client/config.ts';
import { tokenStorage } from '../../src/api/client/token-storage.ts';
import { App } from '../../src/app/app.tsx';
import { authMachine } from '../../src/machines/auth/auth-machine.ts';
import { sessionIdleMachine } from '../../src/machines/session/session-idle-machine.ts';
import type { ShellActors } from '../../src/screens/shell/actor-context.tsx';

export const LOGIN_PATH = '/login';

const MAIN_TAG = '<main class="login-page">';

/**
 * The markup of /login with its <main> made `inert`: until the live page replaces it, the copy
 * takes no focus, no typing and no submit, and is hidden from assistive technology (a native
 * submit before the JavaScript runs would send the password in the URL).
 */
export function loginMarkup(): string {
  const auth = createActor(authMachine, { input: { storedUser: null } });
  const session = createActor(sessionIdleMachine);
  const actors: ShellActors = {
    auth,
    session,
    logout: () => {
      throw new Error('the prerendered login page is inert: it cannot log out');
    },
  };
  // Never called: rendering runs no effect and sends nothing.
  const api = createApiClient({ baseUrl: API_BASE_URL, tokens: tokenStorage });
  const html = renderToStaticMarkup(<App actors={actors} api={api} ssrPath={LOGIN_PATH} />);
  const at = html.indexOf(MAIN_TAG);
  if (at < 0 || html.indexOf(MAIN_TAG, at + 1) >= 0)
    throw new Error(`prerender: expected one ${MAIN_TAG} in the login markup`);
  return `${html.slice(0, at)}<main class="login-page" inert="">${html.slice(at + MAIN_TAG.length)}`;
}
