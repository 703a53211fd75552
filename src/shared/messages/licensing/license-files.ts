// Licence files and offline activation (docs/licence-files.md): the server's refusals, the
// checkout and offline-activation dialogs, the return of an offline device, the signing key.
export const licenseFiles = {
  // The server's refusals.
  noSigningKey: '署名鍵が設定されていないため、ライセンスファイルを発行できません',
  requestMalformed:
    'アクティベーションリクエストファイルを読み取れません。クライアントソフトウェアが作成したファイルをそのまま選択してください。',
  // A request or return file the strict reader refuses (src/shared/strict-json.ts).
  fileTooLarge: (kib: number) =>
    `ファイルが大きすぎます（${kib}KBまで）。クライアントソフトウェアが作成したファイルをそのまま選択してください。`,
  fileDuplicateKey: (key: string) =>
    `ファイルに項目「${key}」が2回以上含まれているため読み込めません。書き換えられたおそれがあります。クライアントソフトウェアで作成し直してください。`,
  fileTooDeep:
    'ファイルの入れ子が深すぎるため読み込めません。クライアントソフトウェアが作成したファイルをそのまま選択してください。',
  requestExpired: (hours: number) =>
    `このリクエストファイルは作成から${hours}時間の有効期限を過ぎています。クライアントソフトウェアで新しいリクエストファイルを作成してください。`,
  requestFromFuture:
    'このリクエストファイルの作成日時が未来になっています。端末の時計を確認して、リクエストファイルを作成し直してください。',
  requestReplayed:
    'このリクエストファイルは既に処理されています。同じファイルは一度しか使えません。クライアントソフトウェアで新しいリクエストファイルを作成してください。',
  requestOtherApplication:
    'このリクエストファイルは、ライセンスとは別のアプリケーションのものです。ライセンスキーとアプリケーションを確認してください。',
  activeElsewhere: 'このハードウェアIDの端末は、別のライセンスでアクティベートされています',
  deviceNotOnLicense: 'このデバイスは、このライセンスでアクティベートされていません',
  noFileToReturn: 'このデバイスには返却できるライセンスファイルがありません',
  returnCodeMismatch: '返却コードが一致しません。クライアントソフトウェアに表示されたコードを確認してください。',

  // The checkout dialog (licence detail).
  checkout: 'ライセンスファイルを発行',
  checkoutTitle: 'ライセンスファイルの発行',
  checkoutIntro: 'オフラインの端末で使う、署名付きのライセンスファイル（.lic）を発行します。',
  checkoutTarget: '発行先',
  checkoutDevice: (name: string) => `デバイス「${name}」`,
  checkoutHardwareId: 'ハードウェアIDを指定',
  hardwareIdLabel: 'ハードウェアID',
  hardwareIdHint: '未登録の端末はアクティベートされ、アクティベーション数が1つ増えます。',
  ttlLabel: 'ライセンスファイルの有効期間',
  ttlOption: (days: number) => `${days}日`,
  ttlFromPolicy: (policy: string, days: number) =>
    `ポリシー「${policy}」の有効期間（${days}日）を選択しています。変更できます。`,
  checkoutSubmit: '発行してダウンロード',
  checkoutDone: (name: string) => `デバイス「${name}」のライセンスファイルを発行しました`,
  checkoutFailed: 'ライセンスファイルを発行できませんでした',
  devicesLoadFailed: 'デバイスを読み込めませんでした',

  // The offline activation dialog (device list, マイライセンス).
  offlineActivation: 'オフラインアクティベーション',
  offlineIntro:
    'インターネットに接続できない端末で、クライアントソフトウェアが作成したアクティベーションリクエストファイルを選択してください。',
  requestFileLabel: 'アクティベーションリクエストファイル',
  requestFileHint: (hours: number) =>
    `作成から${hours}時間以内のファイルを選択してください（1つのファイルは一度だけ使えます）。`,
  requestSummary: 'リクエストの内容',
  requestLicenseKey: 'ライセンスキー',
  requestHardwareId: 'ハードウェアID',
  requestHostname: 'ホスト名',
  requestPlatform: 'プラットフォーム',
  requestCreatedAt: '作成日時',
  requestFileName: 'ファイル',
  offlineConfirm: 'アクティベートしてファイルを発行',
  chooseAnother: '別のファイルを選択',
  offlineDone: (name: string) =>
    `デバイス「${name}」をアクティベートしました。ライセンスファイルをダウンロードして、端末のクライアントソフトウェアに読み込ませてください。`,
  download: 'ライセンスファイルをダウンロード',
  activateFailed: 'オフラインアクティベーションに失敗しました',
  back: '戻る',
  cancel: 'キャンセル',
  close: '閉じる',

  // Offline return (device detail).
  offlineUntil: 'ライセンスファイルの有効期限',
  returnTitle: 'オフライン返却',
  returnIntro:
    'オフラインの端末でライセンスを解除したときに表示される返却コードを入力するか、返却ファイル（.ret）を選択すると、このデバイスの枠が空きます。',
  returnCodeLabel: '返却コード',
  returnFileLabel: '返却ファイル（.ret）',
  returnFileUnreadable:
    '返却ファイルを読み取れません。クライアントソフトウェアが作成したファイルをそのまま選択してください。',
  returnSubmit: '返却を記録',
  returnDone: (name: string) => `デバイス「${name}」の返却を記録しました`,
  returnFailed: '返却を記録できませんでした',

  // The signing key (my application).
  signingKeyTitle: 'ライセンスファイルの署名鍵',
  signingKeyIntro:
    'クライアントソフトウェアは、この公開鍵でライセンスファイルの署名を検証します。秘密鍵はサーバーの外に出ません。',
  signingKeyAlgorithm: '方式',
  signingKeyId: '鍵ID',
  publicKey: '公開鍵（Base64）',
  fingerprint: 'フィンガープリント（SHA-256）',
  copyPublicKey: '公開鍵をコピー',
  copyFingerprint: 'フィンガープリントをコピー',
  signingKeyLoadFailed: '署名鍵を読み込めませんでした',
} as const;
