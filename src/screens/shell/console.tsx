// The signed-in console, loaded lazily by first-load-routes.tsx: the providers every screen
// needs (PrimeReact, TanStack Query and the API client, toasts, the confirm dialog) around the
// route table.
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/api-context.tsx';
import { AppProviders } from '../shared/app-providers.tsx';
import { AppRoutes } from './routes.tsx';

export function Console({ queryClient, api }: { queryClient: QueryClient; api: ApiClient }) {
  return (
    <AppProviders queryClient={queryClient} api={api}>
      <AppRoutes />
    </AppProviders>
  );
}
