// Everything a screen needs around it: PrimeReact in Japanese, the query client and the API
// client beside it, toasts and the confirm dialog. The app root and the component tests both
// use this.
import { useEffect, type ReactNode } from 'react';
import { PrimeReactProvider } from 'primereact/api';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ApiProvider, type ApiClient } from '../../api/api-context.tsx';
import { DROPDOWN_PT } from '../../ui/dropdown/combobox-pt.ts';
import { guardImeKeys } from './ime/ime-key-guard.ts';
import { NotifyProvider } from './notify.tsx';
import { PRIME_LOCALE, setupPrimeReactLocale } from './primereact-setup.ts';

setupPrimeReactLocale();

// Without value.locale, PrimeReactProvider resets the global locale to 'en' (stack notes §5).
// Every Dropdown is an ARIA combobox (src/ui/dropdown/combobox-pt.ts).
// No open/close animations on overlays (dropdown panels, dialogs, menus): react-transition-group
// forces a synchronous layout of the whole page when an overlay starts closing, so choosing a
// list filter paid a full layout inside the click, before the new rows could render (measured:
// docs/adr/0030-no-overlay-animations.md), and the animations only delay what the user asked for.
const PRIME_VALUE = {
  locale: PRIME_LOCALE,
  ripple: false,
  cssTransition: false,
  pt: { dropdown: DROPDOWN_PT },
};

export function AppProviders({ queryClient, api, children }: { queryClient: QueryClient; api: ApiClient; children: ReactNode }) {
  // No key the IME owns reaches the console's handlers (ime-key-guard.ts).
  useEffect(() => guardImeKeys(), []);
  return (
    <PrimeReactProvider value={PRIME_VALUE}>
      <QueryClientProvider client={queryClient}>
        <ApiProvider client={api}>
          <NotifyProvider>
            {children}
            <ConfirmDialog />
          </NotifyProvider>
        </ApiProvider>
      </QueryClientProvider>
    </PrimeReactProvider>
  );
}
