// The signed-in console, loaded lazily by first-load-routes.tsx: the providers every screen
// needs (PrimeReact, TanStack Query, toasts, the confirm dialog) around the route table.
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '../shared/app-providers.tsx';
import { AppRoutes } from './routes.tsx';

export function Console({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppRoutes />
    </AppProviders>
  );
}
