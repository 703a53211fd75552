// The console's reading rules (src/api/reading/): what another server may send and what the
// console makes of it. Unit cases for each rule, then properties over generated answers: any
// answer the rules admit is read, keeps its rows that carry what is essential, and never fails.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '../../../src/api/catalog/endpoints.ts';
import { asListEnvelope, parseAnswerText, readAnswer } from '../../../src/api/reading/read-response.ts';
import { readable } from '../../../src/api/reading/lenient.ts';
import { licenseSchema, type License } from '../../../src/api/schemas/licensing/license.ts';
import { ownerSchema } from '../../../src/api/schemas/accounts/owner.ts';

const licence = {
  id: 'lic-1',
  key: 'ABCD-EFGH-JKLM-NPQR',
  status: 'ACTIVE',
  type: 'subscription',
  applicationId: 'app-1',
  applicationName: '勤怠アプリ',
  userId: 'u-1',
  userName: '山田 太郎',
  currentActivations: 1,
  maxActivations: 3,
  availableActivations: 2,
  issuedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  expiresAt: null,
};

const readLicences = (json: unknown) =>
  readAnswer(endpoints.listLicenses, json) as { licenses: License[]; total: number | null; skippedRows: number };

describe('lists', () => {
  it('reads a bare array, the contract envelope, and other envelopes, with or without a total', () => {
    expect(readLicences([licence])).toMatchObject({ licenses: [{ id: 'lic-1' }], total: null, skippedRows: 0 });
    expect(readLicences({ licenses: [licence], total: 60 })).toMatchObject({ licenses: [{ id: 'lic-1' }], total: 60 });
    expect(readLicences({ data: [licence], meta: { total: 7 } })).toMatchObject({
      licenses: [{ id: 'lic-1' }],
      total: 7,
    });
    expect(readLicences({ items: [licence], count: '3' })).toMatchObject({ total: 3 });
    expect(readLicences({ results: [licence] })).toMatchObject({ licenses: [{ id: 'lic-1' }], total: null });
  });

  it('refuses an answer that holds no list at all', () => {
    expect(() => readLicences({ message: 'ok' })).toThrow();
    expect(() => readLicences('<html>')).toThrow();
    expect(asListEnvelope(42, 'licenses')).toBeNull();
  });

  it('leaves out a row without an essential field, counts it, and says why once in the log', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { id: _id, ...noId } = licence;
    const { key: _key, ...noKey } = licence;
    const read = readLicences([licence, noId, { ...noKey, id: 'lic-2' }, 'junk']);
    expect(read.licenses.map((l) => l.id)).toEqual(['lic-1']);
    expect(read.skippedRows).toBe(3);
    readLicences([noId]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('GET /licenses');
    warn.mockRestore();
  });
});

describe('fields', () => {
  it('a missing, null or unreadable field costs that field only; unknown fields are ignored', () => {
    const [row] = readLicences([
      {
        id: 'lic-1',
        key: 'K-1',
        applicationName: 42,
        status: 'SUSPENDED',
        maxActivations: 'three',
        extra: { deep: true },
      },
    ]).licenses;
    expect(row).toMatchObject({
      id: 'lic-1',
      key: 'K-1',
      applicationName: '42',
      status: null,
      maxActivations: null,
      userName: null,
      issuedAt: null,
      expiresAt: null,
    });
    expect(row).not.toHaveProperty('extra');
  });

  it('compares enum values in any case and reads numbers and ids sent as the other type', () => {
    const [row] = readLicences([
      { ...licence, id: 1234, status: 'revoked', type: 'Perpetual', currentActivations: '2' },
    ]).licenses;
    expect(row).toMatchObject({ id: '1234', status: 'REVOKED', type: 'perpetual', currentActivations: 2 });
  });

  it('reads ISO 8601 dates with or without milliseconds and with any offset, as instants', () => {
    const dates = [
      '2026-03-01T09:00:00+09:00',
      '2026-03-01T00:00:00Z',
      '2026-03-01T00:00:00.123456Z',
      '2026-03-01T09:00+0900',
      '2026-03-01 00:00:00Z',
      '2026-03-01',
    ];
    for (const issuedAt of dates) {
      const [row] = readLicences([{ ...licence, issuedAt }]).licenses;
      expect(Date.parse(row!.issuedAt!), issuedAt).toBe(
        Date.parse(issuedAt.replace(' ', 'T').replace('+0900', '+09:00')),
      );
      expect(row!.issuedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
    expect(readLicences([{ ...licence, issuedAt: 'yesterday' }]).licenses[0]!.issuedAt).toBeNull();
  });

  it('an empty answer reads as an object whose fields are all missing', () => {
    expect(readAnswer(endpoints.revokeLicense, parseAnswerText(''))).toEqual({ license: null });
    expect(readAnswer(endpoints.getDashboard, parseAnswerText('  '))).toEqual({
      stats: null,
      licenseStatuses: null,
      recentActivities: null,
    });
  });

  it('an answer without what the console cannot work without is unreadable (a login without a token)', () => {
    expect(() => readAnswer(endpoints.login, { user: { id: 'u' } })).toThrow();
    expect(readAnswer(endpoints.login, { access_token: 't', user: {} })).toMatchObject({
      access_token: 't',
      refresh_token: null,
      user: { role: null },
    });
  });

  it('reads an owner without `exists` by its id', () => {
    expect(readable(ownerSchema).parse({ owner_id: 'o-1', subsclight_site: 'site' })).toMatchObject({
      exists: true,
      owner_id: 'o-1',
      subsclight_api_key_masked: null,
    });
    expect(readable(ownerSchema).parse({})).toEqual({ exists: false });
  });
});

// ---------------------------------------------------------------------------------------
// Properties: answers built from valid licences, then changed the ways another server may.

const fieldNames = Object.keys(licenseSchema.shape) as (keyof typeof licence)[];
const optionalFields = fieldNames.filter((f) => f !== 'id' && f !== 'key');
const noise = fc.oneof(fc.constant(null), fc.string(), fc.integer(), fc.boolean(), fc.object({ maxDepth: 1 }));

/** A licence as another server may send it: fields dropped, nulled or garbled, enums in any case, unknown fields added. */
const foreignLicence = fc
  .record({
    id: fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.integer({ min: 0 })),
    key: fc.string({ minLength: 1, maxLength: 40 }),
    dropped: fc.subarray(optionalFields),
    garbled: fc.dictionary(fc.constantFrom(...optionalFields), noise, { maxKeys: 4 }),
    extra: fc.dictionary(
      fc
        .string({ minLength: 1, maxLength: 12 })
        .filter((k) => !(fieldNames as string[]).includes(k) && k !== '__proto__'),
      noise,
      { maxKeys: 3 },
    ),
    upper: fc.boolean(),
  })
  .map(({ id, key, dropped, garbled, extra, upper }) => {
    const row: Record<string, unknown> = {
      ...extra,
      ...licence,
      id,
      key,
      status: upper ? 'active' : 'ACTIVE',
      ...garbled,
    };
    for (const f of dropped) delete row[f];
    return row;
  });

const envelope = (rows: unknown[]) =>
  fc.oneof(
    fc.constant<unknown>(rows),
    fc.constant<unknown>({ licenses: rows }),
    fc.nat().map((total): unknown => ({ licenses: rows, total })),
    fc.constantFrom('data', 'items', 'results').map((k): unknown => ({ [k]: rows, meta: { total: rows.length } })),
  );

describe('properties', () => {
  it('every answer the rules admit is read: one row per row with an id and a key, each field its value or null', () => {
    fc.assert(
      fc.property(
        fc.array(foreignLicence, { maxLength: 12 }).chain((rows) => envelope(rows).map((answer) => ({ rows, answer }))),
        ({ rows, answer }) => {
          const read = readLicences(answer);
          expect(read.licenses).toHaveLength(rows.length);
          expect(read.skippedRows).toBe(0);
          for (const [i, row] of read.licenses.entries()) {
            expect(row.id).toBe(String(rows[i]!.id));
            expect(row.key).toBe(rows[i]!.key);
            expect(Object.keys(row).sort()).toEqual([...fieldNames].sort());
            for (const f of optionalFields) expect(row[f] === null || typeof row[f] !== 'undefined').toBe(true);
            // Whatever arrived, a status is one the console knows, or null.
            expect([null, 'ACTIVE', 'INACTIVE', 'EXPIRED', 'REVOKED']).toContain(row.status);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a row without an id or a key is left out and counted, never failing the list', () => {
    fc.assert(
      fc.property(
        fc.array(foreignLicence, { maxLength: 8 }),
        fc.array(fc.constantFrom('id', 'key'), { maxLength: 8 }),
        (rows, losses) => {
          const sent = rows.map((row, i) => {
            const lost = losses[i];
            if (!lost) return row;
            const { [lost]: _gone, ...rest } = row;
            return rest;
          });
          const lostCount = rows.filter((_, i) => losses[i] !== undefined).length;
          const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
          const read = readLicences(sent);
          warn.mockRestore();
          expect(read.licenses).toHaveLength(rows.length - lostCount);
          expect(read.skippedRows).toBe(lostCount);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('what is not understood', () => {
  it('an object holding none of the fields asked for is some other thing, not an answer with every field missing', () => {
    expect(() => readAnswer(endpoints.getDashboard, { unexpected: true, items: 'not-a-list' })).toThrow();
    expect(() => readAnswer(endpoints.getMyOwner, { status: 'ok' })).toThrow();
    expect(readAnswer(endpoints.getDashboard, { stats: { totalLicenses: 3 } })).toMatchObject({
      stats: { totalLicenses: 3, activeLicenses: null },
      recentActivities: null,
    });
  });
});
