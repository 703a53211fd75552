// Renders a PrimeReact part and its stand-in side by side, as the console configures PrimeReact,
// and picks elements out of them.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { expect } from 'vitest';
import { PrimeReactProvider } from 'primereact/api';
import { PRIME_LOCALE } from '../../../../src/app/primereact-setup.ts';

// As the console configures PrimeReact (src/app/app-providers.tsx).
export const PRIME_VALUE = { locale: PRIME_LOCALE, ripple: false, cssTransition: false };

/** Renders PrimeReact's part and ours, each in its own container. */
export function pair(library: ReactElement, ours: ReactElement): { library: HTMLElement; ours: HTMLElement } {
  const lib = render(<PrimeReactProvider value={PRIME_VALUE}>{library}</PrimeReactProvider>).container;
  const own = render(<PrimeReactProvider value={PRIME_VALUE}>{ours}</PrimeReactProvider>).container;
  return { library: lib, ours: own };
}

export const only = (container: HTMLElement, selector = ':scope > *'): Element => {
  const found = container.querySelectorAll(selector);
  expect(found, selector).toHaveLength(1);
  return found[0]!;
};

export const all = (container: HTMLElement, selector: string): Element[] => [...container.querySelectorAll(selector)];
