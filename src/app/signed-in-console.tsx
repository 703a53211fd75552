// The signed-in console's lazy chunk (docs/adr/0034-lazy-console-and-screens-loaded-ahead.md):
// the console's layout and routes inside the providers every screen needs. Its query client is
// made here, so TanStack Query stays off the login's first load, and a sign-out (which unmounts
// the console) leaves no cached answer of the user behind.
import { useState } from 'react';
import { createQueryClient } from '../api/query-client.ts';
import { Console } from '../screens/shell/console.tsx';
import type { ConsoleClients } from '../screens/shell/first-load-routes.tsx';
import { AppProviders } from './app-providers.tsx';

export function SignedInConsole({ api }: ConsoleClients) {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <AppProviders queryClient={queryClient} api={api}>
      <Console />
    </AppProviders>
  );
}
