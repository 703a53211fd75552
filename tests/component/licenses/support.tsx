// Shared helpers of the licence screen tests: fixtures in the API's shape, table and toast lookups.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { License } from '../../../src/api/schemas/licensing/license.ts';
import { server } from '../../../src/mocks/hosts/node.ts';
import { LicenseListScreen } from '../../../src/screens/licenses/license-list-screen.tsx';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { cellText } from '../../support/table.ts';

export function makeLicense(overrides: Partial<License> = {}): License {
  return {
    id: 'lic-0001',
    key: 'KEY-AAAA-0001',
    status: 'ACTIVE',
    type: 'subscription',
    applicationId: 'app-0001',
    applicationName: 'Demo App',
    userId: 'user-0001',
    userName: 'Taro Yamada',
    currentActivations: 1,
    maxActivations: 5,
    availableActivations: 4,
    issuedAt: '2025-01-02T03:04:00Z',
    updatedAt: '2025-02-03T04:05:00Z',
    expiresAt: '2099-12-31T15:00:00Z',
    ...overrides,
  };
}

/** Serves a fixed licence list (for exact values); returns the requests' query strings. */
export function serveLicenses(licenses: License[], total = licenses.length) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/licenses', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ licenses, total });
    }),
  );
  return queries;
}

/** Records the query of every GET /licenses and lets the mock answer. */
export function recordLicenseQueries() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/licenses', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return undefined;
    }),
  );
  return queries;
}

export async function renderLicenseList(who: 'admin' | 'user' = 'admin') {
  const user = await signInAs(who);
  return renderScreen(<LicenseListScreen />, { path: '/licenses', user });
}

export const licenseTable = () => screen.findByRole('table', { name: 'ライセンス一覧' });

/** Data rows (header row excluded). */
export async function dataRows(): Promise<HTMLElement[]> {
  const table = await licenseTable();
  return within(table).getAllByRole('row').slice(1);
}

export async function rowOf(key: string): Promise<HTMLElement> {
  const table = await licenseTable();
  return (await within(table).findByText(key)).closest('tr') as HTMLElement;
}

/** Cell texts of a row, by column. */
/** The data cells' texts (the selection checkbox cell left out). */
export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .filter((c) => !c.classList.contains('list-table-check'))
    .map(cellText);

/** The texts of the toasts on screen (their detail lines). */
export const toastTexts = () =>
  Array.from(document.querySelectorAll('.p-toast-message .p-toast-detail')).map((e) => e.textContent);

/** A toast whose text is exactly `text` is on screen. */
export async function expectToast(text: string) {
  await waitFor(() => expect(toastTexts()).toContain(text));
}

export async function waitForRowsToSettle() {
  await waitFor(() => expect(document.querySelector('.p-datatable-loading-overlay')).toBeNull());
}
