// A row of the licence import checked as the single form checks it: dates typed the Japanese ways
// in the user's zone, full-width digits, the application by name or id, the user by e-mail; the
// preview flags repeated rows and order numbers imported before.
import { describe, expect, it } from 'vitest';
import { checkLicenseRow, type LicenseColumnKey } from '../../../src/screens/bulk-import/licenses/license-rows.ts';
import { buildPreview } from '../../../src/screens/bulk-import/reading/preview.ts';
import { endOfCalendarDay, startOfCalendarDay } from '../../../src/shared/calendar-day.ts';
import { bulkImport as t } from '../../../src/shared/messages/bulk-import.ts';
import { validation as v } from '../../../src/shared/messages/forms/validation.ts';

const lookups = {
  applications: [
    { id: 'app-1', name: 'CADビューア Pro' },
    { id: 'app-2', name: '同名' },
    { id: 'app-3', name: '同名' },
  ],
  userIdByEmail: new Map([['user@example.com', 'user-1']]),
  policiesOf: null,
  withFeatures: false,
};

let line = 1;
const row = (values: Partial<Record<LicenseColumnKey, string>>) => {
  const all = {
    application: 'CADビューア Pro',
    user_email: 'user@example.com',
    type: '',
    max_activations: '',
    start_date: '',
    end_date: '',
    policy: '',
    features: '',
    reference: '',
    ...values,
  };
  return { line: ++line, values: all, cells: Object.values(all) };
};

describe('checkLicenseRow', () => {
  it('reads dates as calendar days of the user in every typed form, full-width digits too', () => {
    const end = endOfCalendarDay(new Date(2026, 11, 31));
    for (const typed of ['2026/12/31', '2026-12-31', '2026年12月31日', '２０２６／１２／３１']) {
      const checked = checkLicenseRow(row({ end_date: typed, start_date: '2026/4/1' }), lookups);
      expect(checked.errors).toEqual([]);
      expect(checked.payload).toMatchObject({
        type: 'subscription',
        startDate: startOfCalendarDay(new Date(2026, 3, 1)),
        endDate: end,
        expiresAt: end,
      });
    }
  });

  it('reads the application by name or id, the user by e-mail in any case, activations in full-width', () => {
    const byId = checkLicenseRow(
      row({ application: 'app-1', user_email: 'USER@example.com', max_activations: '３' }),
      lookups,
    );
    expect(byId.payload).toMatchObject({
      applicationId: 'app-1',
      userId: 'user-1',
      maxActivations: 3,
      type: 'perpetual',
      endDate: null,
    });
  });

  it('says in Japanese what is wrong, cell by cell', () => {
    const checked = checkLicenseRow(
      row({
        application: '同名',
        user_email: 'nobody@example.com',
        type: '月額',
        max_activations: '0',
        end_date: '2026/02/30',
      }),
      lookups,
    );
    expect(checked.payload).toBeNull();
    expect(checked.errors).toEqual([
      { column: 'application', message: t.applicationAmbiguous },
      { column: 'user_email', message: t.userNotFound },
      { column: 'end_date', message: t.dateInvalid },
      { column: 'type', message: t.typeInvalid },
      { column: 'max_activations', message: v.maxActivationsMin },
    ]);
    expect(checkLicenseRow(row({ application: '' }), lookups).errors).toEqual([
      { column: 'application', message: t.required('アプリケーション') },
    ]);
    // The form's own rule: the end after the start.
    expect(checkLicenseRow(row({ start_date: '2026/5/1', end_date: '2026/4/1' }), lookups).errors).toEqual([
      { column: 'end_date', message: v.endBeforeStart },
    ]);
  });
});

describe('buildPreview', () => {
  const file = { fileName: 'a.csv', fingerprint: 'f', headers: [], unknownColumns: [], fileImportedAt: null };
  const none = { importedAt: () => null, onServer: () => false };

  it('flags a row repeating an earlier one and a repeated order number, and skips what was imported before', () => {
    const rows = [
      row({}),
      row({}),
      row({ reference: 'PO-1', max_activations: '2' }),
      row({ reference: 'PO-1', max_activations: '3' }),
      row({ reference: 'PO-9', max_activations: '4' }),
    ].map((r) => checkLicenseRow(r, lookups));
    const preview = buildPreview(rows, file, {
      importedAt: (ref) => (ref === 'PO-9' ? '2026/11/01 10:00' : null),
      onServer: () => false,
    });
    expect(preview.rows.map((r) => r.status)).toEqual(['ok', 'error', 'ok', 'error', 'imported']);
    expect(preview.rows[1]!.errors).toEqual([{ column: 'row', message: t.duplicateOf(rows[0]!.row.line) }]);
    expect(preview.rows[3]!.errors).toEqual([
      { column: 'reference', message: t.duplicateReference(rows[2]!.row.line) },
    ]);
    expect(preview.rows[4]!.note).toBe(t.importedBefore('2026/11/01 10:00'));
    expect(preview).toMatchObject({ sendable: [0, 2], importedBefore: [4], errorCount: 2 });
    expect(buildPreview([checkLicenseRow(row({}), lookups)], file, none).sendable).toEqual([0]);
  });
});
