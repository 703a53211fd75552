// Fixed vocabulary for the seeds: Japanese names (with romaji for e-mail addresses), device
// names, platforms, the billing provider's product settings and the sample applications.
import type { ProductSettingRow } from '../db.ts';
import { DAY } from './seeder.ts';

/** An application to seed: `productIndex` picks its product setting, `createdAgo` its age in ms. */
export interface ApplicationSeed {
  name: string;
  description: string;
  version: string | null;
  status: 'active' | 'inactive' | 'suspended';
  productIndex: number | null;
  createdAgo: number;
  withBillingKey?: boolean;
}

export const FAMILY_NAMES = [
  ['田中', 'tanaka'],
  ['鈴木', 'suzuki'],
  ['佐藤', 'sato'],
  ['高橋', 'takahashi'],
  ['伊藤', 'ito'],
  ['渡辺', 'watanabe'],
  ['山本', 'yamamoto'],
  ['中村', 'nakamura'],
  ['小林', 'kobayashi'],
  ['加藤', 'kato'],
  ['吉田', 'yoshida'],
  ['山田', 'yamada'],
  ['佐々木', 'sasaki'],
  ['山口', 'yamaguchi'],
  ['松本', 'matsumoto'],
  ['井上', 'inoue'],
  ['木村', 'kimura'],
  ['林', 'hayashi'],
  ['斎藤', 'saito'],
  ['清水', 'shimizu'],
] as const;

export const GIVEN_NAMES = [
  ['太郎', 'taro'],
  ['花子', 'hanako'],
  ['一郎', 'ichiro'],
  ['美咲', 'misaki'],
  ['健太', 'kenta'],
  ['陽子', 'yoko'],
  ['大輔', 'daisuke'],
  ['結衣', 'yui'],
  ['翔太', 'shota'],
  ['さくら', 'sakura'],
  ['拓海', 'takumi'],
  ['優子', 'yuko'],
  ['直樹', 'naoki'],
  ['真由美', 'mayumi'],
  ['亮', 'ryo'],
  ['恵', 'megumi'],
  ['誠', 'makoto'],
  ['彩', 'aya'],
  ['修', 'osamu'],
  ['葵', 'aoi'],
] as const;

export const DEVICE_NAMES = [
  '経理部のPC',
  '営業用ノートPC',
  '開発サーバー',
  '会議室端末',
  '受付タブレット',
  '在宅勤務用PC',
  '検証用VM',
  '設計部ワークステーション',
  '本社サーバー',
  '倉庫管理端末',
  '支店PC',
  '研修室PC',
  '社長室PC',
  '人事部ノートPC',
  'デザイン用Mac',
  'ビルドサーバー',
] as const;

export const PLATFORMS = [
  { platform: 'Windows 11', os: 'Windows 11 Pro 23H2', host: 'win' },
  { platform: 'Windows 10', os: 'Windows 10 Enterprise 22H2', host: 'win' },
  { platform: 'macOS 15', os: 'macOS Sequoia 15.2', host: 'mac' },
  { platform: 'macOS 14', os: 'macOS Sonoma 14.6', host: 'mac' },
  { platform: 'Ubuntu 24.04', os: 'Ubuntu 24.04 LTS', host: 'linux' },
] as const;

export const LOCATIONS = ['東京本社', '大阪支店', '名古屋支店', '福岡営業所', '在宅'] as const;

/** The billing provider's product settings (the same in every scenario). */
export const PRODUCT_SETTINGS: readonly Omit<ProductSettingRow, 'id'>[] = [
  {
    name: 'スタンダードプラン',
    description: '中小規模チーム向けの月額プランです。',
    paymentType: 1,
    singlePrice: null,
    cyclePrice: 1980,
    cycleIntervalValue: 1,
    cycleIntervalUnit: 'month',
    trialDays: 14,
    prefix: 'STD',
  },
  {
    name: 'プロフェッショナルプラン',
    description: '全機能を利用できる年額プランです。',
    paymentType: 1,
    singlePrice: null,
    cyclePrice: 19800,
    cycleIntervalValue: 1,
    cycleIntervalUnit: 'year',
    trialDays: 30,
    prefix: 'PRO',
  },
  {
    name: '買い切りライセンス',
    description: '一度の購入で永続的に利用できるライセンスです。',
    paymentType: 0,
    singlePrice: 29800,
    cyclePrice: null,
    cycleIntervalValue: null,
    cycleIntervalUnit: null,
    trialDays: null,
    prefix: 'PERP',
  },
  {
    name: '週間パス',
    description: '短期プロジェクト向けの週単位プランです。',
    paymentType: 1,
    singlePrice: null,
    cyclePrice: 500,
    cycleIntervalValue: 1,
    cycleIntervalUnit: 'week',
    trialDays: null,
    prefix: 'WEEK',
  },
  {
    name: '日額プラン',
    description: 'イベント会場などで一日だけ利用するためのプランです。',
    paymentType: 1,
    singlePrice: null,
    cyclePrice: 120,
    cycleIntervalValue: 1,
    cycleIntervalUnit: 'day',
    trialDays: 0,
    prefix: 'DAY',
  },
  {
    name: '法人向けカスタムプラン',
    description: '価格は個別見積もりとなる法人向けプランです。',
    paymentType: 1,
    singlePrice: null,
    cyclePrice: null,
    cycleIntervalValue: 3,
    cycleIntervalUnit: 'month',
    trialDays: 30,
    prefix: 'ENT',
  },
];

const SAMPLE_APPLICATIONS: ReadonlyArray<Omit<ApplicationSeed, 'createdAgo'>> = [
  {
    name: 'ライセンス認証クライアント',
    description: '社内向けデスクトップアプリのライセンスを管理します。',
    version: '2.4.1',
    status: 'active',
    productIndex: null,
    withBillingKey: true,
  },
  {
    name: 'CADビューア Pro',
    description: '設計部門向けの図面ビューアです。',
    version: '1.2.0',
    status: 'active',
    productIndex: 1,
  },
  {
    name: '会計ソフト クラウド版',
    description: '経理部門向けのクラウド会計ソフトです。',
    version: '3.0.0',
    status: 'active',
    productIndex: 0,
  },
];

/** The suspended application of the fuller scenarios (停止中: its replacement is under way), created `daysAgo` days ago. */
export const legacyApplication = (daysAgo: number, description: string): ApplicationSeed => ({
  name: 'レガシー在庫管理',
  description,
  version: '0.9.5',
  status: 'suspended',
  productIndex: 2,
  createdAgo: daysAgo * DAY,
});

/** The applications every scenario seeds alike, in this order: the first created `daysAgo[0]` days ago, and so on. */
export const sampleApplications = (...daysAgo: number[]): ApplicationSeed[] =>
  daysAgo.map((days, i) => ({ ...SAMPLE_APPLICATIONS[i]!, createdAgo: days * DAY }));
