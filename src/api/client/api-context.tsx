// The app's API client reaches the hooks and list adapters of src/api through React context,
// provided next to the QueryClient (src/app/app-providers.tsx). Screens never call the
// client themselves (ESLint keeps `useApi` inside src/api): they use the hooks and adapters.
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './client.ts';

export type { ApiClient };

const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi needs <ApiProvider>');
  return client;
}
