// Feature catalogues, licence policies and each licence's terms for a scenario. Seeded last,
// from a PRNG of their own, so that no value seeded before them moves.
import { tables, type ApplicationRow, type LicensePolicyRow, type LicenseRow } from '../db.ts';
import { codesJson, termsFor } from '../domain/licensing/terms.ts';
import { createSeeder } from './seeder.ts';

const FEATURES = [
  { code: 'BASIC', name: '基本機能', description: 'ファイルの閲覧・編集などの基本操作' },
  { code: 'EXPORT_CSV', name: 'CSV出力', description: 'データをCSVファイルに書き出す' },
  { code: 'EXPORT_PDF', name: 'PDF出力', description: '帳票や図面をPDFで出力する' },
  { code: 'CLOUD_SYNC', name: 'クラウド同期', description: '複数の端末でデータを同期する' },
  { code: 'API_ACCESS', name: 'API連携', description: '外部システムからAPIで操作する' },
  { code: 'MULTI_USER', name: '複数ユーザー', description: '一つのライセンスを複数人で使う' },
  { code: 'PRIORITY_SUPPORT', name: '優先サポート', description: '問い合わせに優先して回答する' },
] as const;

type PolicyTemplate = Omit<
  LicensePolicyRow,
  'id' | 'applicationId' | 'createdAt' | 'updatedAt' | 'entitlementsJson'
> & { features: readonly string[] };

const STANDARD: PolicyTemplate = {
  name: 'スタンダード（年間）',
  type: 'subscription',
  durationValue: 1,
  durationUnit: 'year',
  maxActivations: 3,
  heartbeatWindowHours: 72,
  gracePeriodDays: 7,
  licenseFileTtlDays: null,
  isDefault: true,
  features: ['BASIC', 'EXPORT_CSV'],
};
const PROFESSIONAL: PolicyTemplate = {
  name: 'プロフェッショナル（年間）',
  type: 'subscription',
  durationValue: 1,
  durationUnit: 'year',
  maxActivations: 5,
  heartbeatWindowHours: 24,
  gracePeriodDays: 14,
  licenseFileTtlDays: 90,
  isDefault: false,
  features: ['BASIC', 'EXPORT_CSV', 'EXPORT_PDF', 'CLOUD_SYNC', 'API_ACCESS'],
};
const MONTHLY: PolicyTemplate = {
  name: '月額トライアル',
  type: 'subscription',
  durationValue: 1,
  durationUnit: 'month',
  maxActivations: 1,
  heartbeatWindowHours: 24,
  gracePeriodDays: 0,
  licenseFileTtlDays: 7,
  isDefault: false,
  features: ['BASIC'],
};
const PERPETUAL: PolicyTemplate = {
  name: '買い切り',
  type: 'perpetual',
  durationValue: null,
  durationUnit: null,
  maxActivations: 2,
  heartbeatWindowHours: null,
  gracePeriodDays: 0,
  licenseFileTtlDays: 365,
  isDefault: false,
  features: ['BASIC', 'EXPORT_PDF'],
};

/** Three policies for most applications, two for every third one. */
const templatesFor = (index: number): readonly PolicyTemplate[] =>
  index % 3 === 2 ? [STANDARD, PERPETUAL] : [STANDARD, PROFESSIONAL, index % 2 === 0 ? PERPETUAL : MONTHLY];

/**
 * Every application's catalogue and policies; then terms for the licences: most came from a
 * policy of their type (every fifth was typed by hand), every seventh has a one-off grant and
 * every eleventh a one-off removal.
 */
export function seedPolicies(
  seed: number,
  at: number,
  apps: ReadonlyArray<Readonly<ApplicationRow>>,
  licenses: ReadonlyArray<Readonly<LicenseRow>>,
): void {
  const s = createSeeder(seed, at);
  const byApp = new Map<string, Readonly<LicensePolicyRow>[]>();
  apps.forEach((app, index) => {
    for (const feature of FEATURES)
      tables.entitlements.insert({ id: s.id(), applicationId: app.id, ...feature, createdAt: app.createdAt });
    byApp.set(
      app.id,
      templatesFor(index).map(({ features, ...template }) =>
        tables.licensePolicies.insert({
          id: s.id(),
          applicationId: app.id,
          ...template,
          entitlementsJson: codesJson(features),
          createdAt: app.createdAt,
          updatedAt: app.createdAt,
        }),
      ),
    );
  });
  licenses.forEach((license, i) => {
    if (i % 5 === 4) return;
    const policies = byApp.get(license.applicationId) ?? [];
    const ofType = policies.filter((p) => p.type === license.type);
    const policy = ofType[i % Math.max(1, ofType.length)];
    if (!policy) return;
    const terms = termsFor(license.id, policy, undefined);
    if (i % 7 === 0) terms.grantsJson = codesJson(['PRIORITY_SUPPORT']);
    if (i % 11 === 3 && terms.inheritedJson.includes('EXPORT_CSV')) terms.removalsJson = codesJson(['EXPORT_CSV']);
    tables.licenseTerms.insert(terms);
  });
}
