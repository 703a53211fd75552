// The signed-in console's lazy chunk (docs/adr/0034-lazy-console-and-screens-loaded-ahead.md):
// the console's layout and routes inside the providers every screen needs.
import './zod-jitless.ts'; // first: the console's chunk may evaluate before the API's (runtime-api.ts)
import { Console } from '../screens/shell/console.tsx';
import type { ConsoleClients } from '../screens/shell/first-load-routes.tsx';
import { AppProviders } from './app-providers.tsx';

export function SignedInConsole({ queryClient, api }: ConsoleClients) {
  return (
    <AppProviders queryClient={queryClient} api={api}>
      <Console />
    </AppProviders>
  );
}
