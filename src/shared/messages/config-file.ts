// The start-up page shown when the console cannot read its configuration file (config.json).
// Read by an administrator or the person who deployed the console: what failed, what to check.
export const configFile = {
  title: '設定ファイルを読み込めませんでした',
  lead: '設定ファイル（config.json）を読み込めませんでした。このコンソールは、接続先のライセンスサーバーをこのファイルから読み込みます。',
  unreachable: 'config.json を取得できませんでした。ネットワークに接続できないか、Web サーバーが応答していません。',
  notFound: 'config.json が見つかりません（HTTP 404）。',
  status: (status: number) => `config.json を取得できませんでした（HTTP ${status}）。`,
  html: 'config.json の代わりに HTML ページが返されました。ファイルが配置されていない可能性があります。',
  notJson: 'config.json の内容が JSON として正しくありません。',
  invalid: (field: string) =>
    `config.json の ${field} が正しくありません。http:// または https:// で始まる URL を指定してください。`,
  requested: '読み込み先',
  checksTitle: '確認してください',
  checks: [
    'index.html と同じ場所に config.json が配置されているか',
    '内容が {"apiBaseUrl": "https://api.example.com"} の形の JSON か',
    'Web サーバーが config.json をそのまま返しているか（HTML ページに置き換えていないか）',
  ],
  forOperators:
    '設定ファイルは npm run configure -- --api-base-url <URL> で作成できます。解決しない場合はシステム管理者にお問い合わせください。',
  reload: '再読み込み',
} as const;
