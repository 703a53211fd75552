// Dashboard trend charts and device health texts (beyond the contract: docs/features.md).
import { formatCount as n, formatCountOrNone } from '../../format-count.ts';

/** 1時間, 24時間, 7日, 30日: the thresholds as the issue names them. */
const hoursLabel = (hours: number) => (hours > 24 && hours % 24 === 0 ? `${hours / 24}日` : `${hours}時間`);

export const trends = {
  sectionTitle: '推移',
  rangeLabel: '表示期間',
  rangeOption: (days: number) => `${days}日間`,
  loadFailed: 'グラフのデータの読み込みに失敗しました',
  empty: '表示するデータがありません',
  showTable: '表で見る',
  hideTable: '表を閉じる',
  tableOf: (title: string) => `${title}（表）`,
  openListHeader: '一覧',
  openList: '一覧を開く',
  openListOf: (name: string) => `${name}の一覧を開く`,
  chartLabel: (title: string) => `${title}のグラフ（棒・扇形を選ぶと該当する一覧を開きます）`,

  dailyTitle: '日別の発行数とアクティベーション数',
  issued: 'ライセンス発行数',
  activations: 'アクティベーション数',
  date: '日付',
  dailySummary: (days: number, issued: number, activations: number, peakDate: string | null, peakIssued: number) =>
    `直近${days}日間でライセンス ${n(issued)} 件を発行し、アクティベーションは ${n(activations)} 件でした。` +
    (peakDate ? `発行が最も多かったのは ${peakDate}（${n(peakIssued)} 件）です。` : ''),

  statusTitle: 'ライセンスステータスの内訳',
  status: 'ステータス',
  count: '件数',
  share: '割合',
  statusSummary: (total: number, largest: string, count: number) =>
    `ライセンス ${n(total)} 件のうち、最も多いのは${largest}（${n(count)} 件）です。`,

  expiryTitle: '今後12週間の期限切れ予定',
  weekOf: '週の初日',
  expiring: '期限切れ予定',
  expirySummary: (total: number, within4: number) =>
    `今後12週間で ${n(total)} 件のライセンスが期限切れになります（うち4週間以内 ${n(within4)} 件）。`,

  quotaTitle: 'ライセンス枠の使用数と購入数',
  quotaUsed: '使用数',
  quotaTotal: '購入数',
  quotaRate: '使用率',
  quotaWarning: (percent: number) => `注意ライン（${percent}%）`,
  quotaDanger: (percent: number) => `警告ライン（${percent}%）`,
  quotaNoOwner: 'オーナーが設定されていないため、ライセンス枠の推移はありません',
  quotaSummary: (used: number, total: number, percent: number) =>
    `現在 ${n(total)} 枠のうち ${n(used)} 枠を使用しています（${percent}%）。`,
  quotaUnknown: '現在のライセンス枠の使用状況はサーバーの応答から読み取れませんでした。',

  heartbeatTitle: 'ハートビートの途絶えたデバイス',
  heartbeatAge: '最終ハートビート',
  devices: 'デバイス数',
  /** A figure the server did not send reads '-'. */
  heartbeatSummary: (active: number | null, hours: number, stale: number | null) =>
    `アクティブなデバイス ${formatCountOrNone(active)} 台のうち、${hoursLabel(hours)}以上ハートビートのないものは ${formatCountOrNone(stale)} 台です。`,

  axisCount: '件数',
  axisDevices: '台数',
} as const;

export const deviceHealth = {
  cardTitle: '停止中のデバイス',
  thresholdLabel: '停止とみなす期間',
  threshold: (hours: number) => `${hoursLabel(hours)}以上`,
  staleCount: (count: number | null) => (count === null ? '-' : `${n(count)} 台`),
  staleHint: (hours: number) => `アクティブのまま${hoursLabel(hours)}以上ハートビートのないデバイス`,
  openList: '一覧で見る',
  presetLabel: '停止中のみ',
  presetOf: (hours: number) => `停止中のみ（${hoursLabel(hours)}以上受信なし）`,
  cleanUp: '整理する',
  cleanUpLabel: (hours: number) => `整理する（${hoursLabel(hours)}以上ハートビートのないデバイス）`,
  previewHeader: '停止中のデバイスの整理',
  previewLoading: '対象のデバイスを確認しています…',
  previewFailed: '対象のデバイスを取得できませんでした',
  previewEmpty: (hours: number) => `${hoursLabel(hours)}以上ハートビートのないアクティブなデバイスはありません`,
  previewIntro: (devices: number, licenses: number, hours: number) =>
    `${hoursLabel(hours)}以上ハートビートのないアクティブなデバイス ${n(devices)} 台を無効化します。${n(licenses)} 件のライセンスで枠が空きます。`,
  previewDevices: '無効化するデバイス',
  moreDevices: (rest: number) => `ほか ${n(rest)} 台`,
  previewLicenses: '枠が空くライセンス',
  licenseKey: 'ライセンスキー',
  freed: '空く枠',
  activationsAfter: '利用数（整理後）',
  deviceName: 'デバイス名',
  lastHeartbeat: '最終ハートビート',
  run: '無効化する',
  done: (done: number) => `${n(done)} 台のデバイスを無効化しました`,
} as const;
