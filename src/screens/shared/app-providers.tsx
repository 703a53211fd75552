// Everything a screen needs around it: PrimeReact in Japanese, the query client, toasts and
// the confirm dialog. The app root and the component tests both use this.
import type { ReactNode } from 'react';
import { PrimeReactProvider } from 'primereact/api';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { NotifyProvider } from './notify.tsx';
import { PRIME_LOCALE, setupPrimeReactLocale } from './primereact-setup.ts';

setupPrimeReactLocale();

// Without value.locale, PrimeReactProvider resets the global locale to 'en' (stack notes §5).
const PRIME_VALUE = { locale: PRIME_LOCALE, ripple: false };

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <PrimeReactProvider value={PRIME_VALUE}>
      <QueryClientProvider client={queryClient}>
        <NotifyProvider>
          {children}
          <ConfirmDialog />
        </NotifyProvider>
      </QueryClientProvider>
    </PrimeReactProvider>
  );
}
