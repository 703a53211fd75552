// What every signed-in screen runs inside: PrimeReact in Japanese, the query and API clients,
// toasts, the confirm dialog and the IME key guard. The console's chunk and component tests use it.
import { useEffect, type ReactNode } from 'react';
import { PrimeReactProvider } from 'primereact/api';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ApiProvider, type ApiClient } from '../api/client/api-context.tsx';
import { DROPDOWN_PT } from '../ui/dropdown/combobox-pt.ts';
import { guardImeKeys } from '../screens/shared/ime/ime-key-guard.ts';
import { NotifyProvider } from '../screens/shared/feedback/notify.tsx';
import { PRIME_LOCALE, setupPrimeReactLocale } from './primereact-setup.ts';

setupPrimeReactLocale();

// Without value.locale, PrimeReactProvider resets the global locale to 'en'. Every Dropdown is an
// ARIA combobox (docs/adr/0031-dropdowns-as-aria-comboboxes.md); overlays do not animate
// (docs/adr/0030-no-overlay-animations.md).
const PRIME_VALUE = {
  locale: PRIME_LOCALE,
  ripple: false,
  cssTransition: false,
  pt: { dropdown: DROPDOWN_PT },
};

export function AppProviders({
  queryClient,
  api,
  children,
}: {
  queryClient: QueryClient;
  api: ApiClient;
  children: ReactNode;
}) {
  // No key the IME owns reaches the console's handlers (docs/adr/0045-ime-composition-handled-in-one-place.md).
  useEffect(() => guardImeKeys(), []);
  return (
    <PrimeReactProvider value={PRIME_VALUE}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider value={api}>
          <NotifyProvider>
            {children}
            <ConfirmDialog />
          </NotifyProvider>
        </ApiProvider>
      </QueryClientProvider>
    </PrimeReactProvider>
  );
}
