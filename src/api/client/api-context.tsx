// The app's API client reaches the hooks and list adapters of src/api through React context,
// provided next to the QueryClient (src/app/app-providers.tsx). Screens never call the
// client themselves (ESLint keeps `useApi` inside src/api): they use the hooks and adapters.
import type { ApiClient } from './client.ts';
import { createRequiredContext } from './required-context.tsx';

export type { ApiClient };

/** `<ApiProvider value={client}>`; `useApi()` inside it. */
export const [ApiProvider, useApi] = createRequiredContext<ApiClient>('ApiProvider', 'useApi');
