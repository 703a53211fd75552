// Any answer the reading rules admit renders: generated licence and device lists, as another
// server may send them (fields dropped, nulled or garbled, enums in another case, unknown
// fields, a bare array or an envelope), shown on the real screens without an error state.
import fc from 'fast-check';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, signInAs } from '../../support/render.tsx';
import { server } from '../../../src/mocks/hosts/node.ts';
import { DEFAULT_LIST_PAGE_SIZE } from '../../../src/shared/constants.ts';
import { DeviceListScreen } from '../../../src/screens/devices/device-list-screen.tsx';
import { LicenseListScreen } from '../../../src/screens/licenses/license-list-screen.tsx';

configure({ asyncUtilTimeout: 5000 });

const noise = fc.oneof(
  fc.constant(null),
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.boolean(),
  fc.constant({ nested: true }),
);

/** A row with its essential id (and key), the other fields kept, dropped or garbled, in any case, with unknown fields. */
function foreignRow(base: Record<string, unknown>, essential: readonly string[]) {
  const optional = Object.keys(base).filter((f) => !essential.includes(f));
  return fc
    .record({
      n: fc.nat({ max: 99_999 }),
      dropped: fc.subarray(optional),
      garbled: fc.dictionary(fc.constantFrom(...optional), noise, { maxKeys: 3 }),
      extra: fc.dictionary(fc.constantFrom('vendorCode', 'x_meta', '拡張'), noise, { maxKeys: 2 }),
      lower: fc.boolean(),
    })
    .map(({ n, dropped, garbled, extra, lower }) => {
      const row: Record<string, unknown> = { ...extra, ...base, ...garbled };
      for (const f of dropped) delete row[f];
      if (lower && typeof row.status === 'string') row.status = row.status.toLowerCase();
      for (const f of essential) row[f] = `${String(base[f])}-${n}`;
      return row;
    });
}

const answer = (rows: unknown[], field: string) =>
  fc.constantFrom<unknown>(
    rows,
    { [field]: rows },
    { data: rows, meta: { total: rows.length } },
    { [field]: rows, total: rows.length },
  );

const LICENCE = {
  id: 'lic',
  key: 'KEY',
  status: 'ACTIVE',
  type: 'subscription',
  applicationId: 'app-1',
  applicationName: '勤怠',
  userId: 'u-1',
  userName: '山田',
  currentActivations: 1,
  maxActivations: 3,
  availableActivations: 2,
  issuedAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
  expiresAt: null,
};
const DEVICE = {
  id: 'dev',
  hardwareId: 'HW-1',
  name: 'PC',
  status: 'ACTIVE',
  licenseId: 'lic-1',
  createdAt: '2026-01-01T00:00:00Z',
  lastHeartbeat: '2026-01-02T00:00:00+09:00',
  lastOnlineAt: null,
  metadata: { os: 'Windows' },
};

async function expectRows(table: string, count: number) {
  const found = await screen.findByRole('table', { name: table });
  await waitFor(() => expect(within(found).queryAllByRole('row').length - 1).toBe(count || 1));
  expect(screen.queryByRole('alert')).toBeNull();
}

describe('any list answer the reading rules admit renders', () => {
  it('licences', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = await signInAs('admin');
    await fc.assert(
      fc.asyncProperty(
        fc
          .uniqueArray(foreignRow(LICENCE, ['id', 'key']), { maxLength: 14, selector: (r) => r.id })
          .chain((rows) => answer(rows, 'licenses').map((body) => ({ rows, body }))),
        async ({ rows, body }) => {
          server.use(http.get('*/licenses', () => HttpResponse.json(body as object)));
          renderScreen(<LicenseListScreen />, { path: '/licenses', user });
          await expectRows('ライセンス一覧', Math.min(rows.length, DEFAULT_LIST_PAGE_SIZE));
          cleanup();
        },
      ),
      { numRuns: 12 },
    );
    warn.mockRestore();
  });

  it('devices', async () => {
    const user = await signInAs('admin');
    await fc.assert(
      fc.asyncProperty(
        fc
          .uniqueArray(foreignRow(DEVICE, ['id']), { maxLength: 14, selector: (r) => r.id })
          .chain((rows) => answer(rows, 'devices').map((body) => ({ rows, body }))),
        async ({ rows, body }) => {
          server.use(http.get('*/devices', () => HttpResponse.json(body as object)));
          renderScreen(<DeviceListScreen />, { path: '/devices', user });
          await expectRows('デバイス一覧', Math.min(rows.length, DEFAULT_LIST_PAGE_SIZE));
          cleanup();
        },
      ),
      { numRuns: 12 },
    );
  });
});
