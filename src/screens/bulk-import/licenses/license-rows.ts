// A row of the licence import as the single licence form would send it: the application by name
// or id, the user by e-mail, the type, activations and dates as Japanese users type them, then
// the form's own payload schema, so every message is the form's (docs/product.md §5).
import {
  LICENSE_FORM_DEFAULTS,
  createPayloadOf,
  type LicenseFormInput,
} from '../../shared/license-form/license-create-form.ts';
import { licenseCreatePayloadSchema, type LicenseCreatePayload } from '../../../api/schemas/licensing/license.ts';
import { toAsciiForm } from '../../../shared/ascii-form.ts';
import { endOfCalendarDay, parseCalendarDay, startOfCalendarDay } from '../../../shared/calendar-day.ts';
import { bulkImport as t } from '../../../shared/messages/bulk-import.ts';
import type { ImportColumn, ImportRow } from '../reading/csv-table.ts';

export type LicenseColumnKey =
  | 'application'
  | 'user_email'
  | 'type'
  | 'max_activations'
  | 'start_date'
  | 'end_date'
  | 'policy'
  | 'features'
  | 'reference';

export const LICENSE_COLUMNS: readonly ImportColumn<LicenseColumnKey>[] = [
  {
    key: 'application',
    ja: 'アプリケーション',
    en: 'application',
    required: true,
    allowed: 'アプリケーション名またはID',
    example: 'CADビューア Pro',
  },
  {
    key: 'user_email',
    ja: 'ユーザーのメールアドレス',
    en: 'user_email',
    required: true,
    allowed: '登録済みの一般ユーザーのメールアドレス',
    example: 'user@example.com',
  },
  {
    key: 'type',
    ja: '種類',
    en: 'type',
    required: false,
    allowed: '永続 / サブスクリプション（空欄: 終了日があればサブスクリプション、なければ永続）',
    example: 'サブスクリプション',
  },
  {
    key: 'max_activations',
    ja: '最大アクティベーション数',
    en: 'max_activations',
    required: false,
    allowed: '1以上の整数（空欄: 1）',
    example: '3',
  },
  {
    key: 'start_date',
    ja: '開始日',
    en: 'start_date',
    required: false,
    allowed: '2026/12/31、2026-12-31、2026年12月31日（空欄可）',
    example: '2026/4/1',
  },
  {
    key: 'end_date',
    ja: '終了日',
    en: 'end_date',
    required: false,
    allowed: '同上（永続は空欄）',
    example: '2027/3/31',
  },
  {
    key: 'policy',
    ja: 'ポリシー',
    en: 'policy',
    required: false,
    allowed: 'ポリシー名またはID（対応サーバーのみ、空欄可）',
    example: '',
  },
  {
    key: 'features',
    ja: '機能',
    en: 'features',
    required: false,
    allowed: '機能コードを空白か「,」で区切って（対応サーバーのみ、空欄可）',
    example: '',
  },
  {
    key: 'reference',
    ja: '注文番号',
    en: 'reference',
    required: false,
    allowed: '注文ごとの番号（同じ注文の二重発行を防ぎます、空欄可）',
    example: 'PO-2026-0001',
  },
];

/** The header of a column, as the template writes it. */
export const licenseColumnName = (key: LicenseColumnKey): string => LICENSE_COLUMNS.find((c) => c.key === key)!.ja;

export interface NamedChoice {
  id: string;
  name: string | null;
}

/** What the rows are checked against: read once per file. */
export interface LicenseRowLookups {
  applications: readonly NamedChoice[];
  /** Ordinary users by e-mail in its ASCII form, lower case. */
  userIdByEmail: ReadonlyMap<string, string>;
  /** An application's policies; null when the server offers none. */
  policiesOf: ((applicationId: string) => readonly NamedChoice[]) | null;
  withFeatures: boolean;
}

export interface CellError<K extends string = string> {
  column: K | 'row';
  message: string;
}

export interface CheckedRow<P> {
  row: ImportRow<string>;
  payload: P | null;
  errors: CellError[];
  /** The order number, '' when none. */
  reference: string;
}

const TYPE_WORDS: Record<string, 'perpetual' | 'subscription'> = {
  永続: 'perpetual',
  買い切り: 'perpetual',
  perpetual: 'perpetual',
  サブスクリプション: 'subscription',
  サブスク: 'subscription',
  subscription: 'subscription',
};

/** The form field a payload issue is about, as the file's column. */
const COLUMN_OF_FIELD: Record<string, LicenseColumnKey> = {
  applicationId: 'application',
  userId: 'user_email',
  type: 'type',
  maxActivations: 'max_activations',
  startDate: 'start_date',
  endDate: 'end_date',
  expiresAt: 'end_date',
  policyId: 'policy',
  entitlements: 'features',
};

/** A choice by its id, or by its name when exactly one has it ('ambiguous' when several). */
export function choiceByIdOrName(choices: readonly NamedChoice[], text: string): string | 'ambiguous' | null {
  const byId = choices.find((c) => c.id === text || c.id === toAsciiForm(text));
  if (byId) return byId.id;
  const folded = text.normalize('NFKC').trim().toLowerCase();
  const named = choices.filter((c) => (c.name ?? '').normalize('NFKC').trim().toLowerCase() === folded);
  if (named.length > 1) return 'ambiguous';
  return named[0]?.id ?? null;
}

/** A typed date as the start or the end of its calendar day in the user's zone; '' stays null. */
function dayOf(text: string, edge: 'start' | 'end'): string | null | 'invalid' {
  if (text.trim() === '') return null;
  const day = parseCalendarDay(text);
  if (!day) return 'invalid';
  return edge === 'start' ? startOfCalendarDay(day) : endOfCalendarDay(day);
}

/** A row's order number as the server keeps it, '' when none (known before the row is checked). */
export const referenceOf = (row: ImportRow<LicenseColumnKey>): string => toAsciiForm(row.values.reference);

type DayOf = typeof dayOf;

/** The check of one file's rows against its lookups: a date typed in many rows is read once. */
export function licenseRowChecker(
  lookups: LicenseRowLookups,
): (row: ImportRow<LicenseColumnKey>) => CheckedRow<LicenseCreatePayload> {
  const days = new Map<string, ReturnType<DayOf>>();
  const dayOnce: DayOf = (text, edge) => {
    const key = `${edge} ${text}`;
    if (!days.has(key)) days.set(key, dayOf(text, edge));
    return days.get(key)!;
  };
  return (row) => checkRow(row, lookups, dayOnce);
}

export const checkLicenseRow = (
  row: ImportRow<LicenseColumnKey>,
  lookups: LicenseRowLookups,
): CheckedRow<LicenseCreatePayload> => checkRow(row, lookups, dayOf);

function checkRow(
  row: ImportRow<LicenseColumnKey>,
  lookups: LicenseRowLookups,
  dayOf: DayOf,
): CheckedRow<LicenseCreatePayload> {
  const v = row.values;
  const errors: CellError[] = [];
  const fail = (column: LicenseColumnKey, message: string) => errors.push({ column, message });

  let applicationId = '';
  if (v.application === '') fail('application', t.required(licenseColumnName('application')));
  else {
    const found = choiceByIdOrName(lookups.applications, v.application);
    if (found === 'ambiguous') fail('application', t.applicationAmbiguous);
    else if (found === null) fail('application', t.applicationNotFound);
    else applicationId = found;
  }

  let userId = '';
  if (v.user_email === '') fail('user_email', t.required(licenseColumnName('user_email')));
  else {
    const found = lookups.userIdByEmail.get(toAsciiForm(v.user_email).toLowerCase());
    if (found) userId = found;
    else fail('user_email', t.userNotFound);
  }

  const startDate = dayOf(v.start_date, 'start');
  const endDate = dayOf(v.end_date, 'end');
  if (startDate === 'invalid') fail('start_date', t.dateInvalid);
  if (endDate === 'invalid') fail('end_date', t.dateInvalid);

  const typeText = v.type.normalize('NFKC').trim().toLowerCase();
  const type = typeText === '' ? (v.end_date.trim() ? 'subscription' : 'perpetual') : TYPE_WORDS[typeText];
  if (!type) fail('type', t.typeInvalid);

  let policyId: string | null = null;
  if (v.policy !== '') {
    if (!lookups.policiesOf) fail('policy', t.policyUnsupported);
    else if (applicationId) {
      const found = choiceByIdOrName(lookups.policiesOf(applicationId), v.policy);
      if (found === null || found === 'ambiguous') fail('policy', t.policyNotFound);
      else policyId = found;
    }
  }
  const entitlements = v.features.split(/[\s,、，]+/).filter(Boolean);

  const values: LicenseFormInput = {
    ...LICENSE_FORM_DEFAULTS,
    applicationId,
    userId,
    type: type ?? LICENSE_FORM_DEFAULTS.type,
    maxActivations: v.max_activations === '' ? LICENSE_FORM_DEFAULTS.maxActivations : v.max_activations,
    startDate: startDate === 'invalid' ? null : startDate,
    endDate: endDate === 'invalid' ? null : endDate,
    policyId,
    entitlements,
  };
  const parsed = licenseCreatePayloadSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = COLUMN_OF_FIELD[String(issue.path[0])];
      // The lookups above already named what is missing; the schema adds the rest.
      if (column && !errors.some((e) => e.column === column)) fail(column, issue.message);
    }
  }
  const payload =
    errors.length === 0 && parsed.success ? createPayloadOf(parsed.data, { withFeatures: lookups.withFeatures }) : null;
  return { row, payload, errors, reference: referenceOf(row) };
}
