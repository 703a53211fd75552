// Licence files and offline activation (docs/licence-files.md): the server's refusals, the
// checkout and offline-activation dialogs, the return of an offline device, the signing key.
export const licenseFiles = {
  // The server's refusals.
  noSigningKey: '署名鍵が設定されていないため、ライセンスファイルを発行できません',
  requestMalformed: 'アクティベーションリクエストファイルを読み取れません。クライアントソフトウェアが作成したファイルをそのまま選択してください。',
  requestExpired: (hours: number) => `このリクエストファイルは作成から${hours}時間の有効期限を過ぎています。クライアントソフトウェアで新しいリクエストファイルを作成してください。`,
  requestFromFuture: 'このリクエストファイルの作成日時が未来になっています。端末の時計を確認して、リクエストファイルを作成し直してください。',
  requestReplayed: 'このリクエストファイルは既に処理されています。同じファイルは一度しか使えません。クライアントソフトウェアで新しいリクエストファイルを作成してください。',
  requestOtherApplication: 'このリクエストファイルは、ライセンスとは別のアプリケーションのものです。ライセンスキーとアプリケーションを確認してください。',
  activeElsewhere: 'このハードウェアIDの端末は、別のライセンスでアクティベートされています',
  deviceNotOnLicense: 'このデバイスは、このライセンスでアクティベートされていません',
  noFileToReturn: 'このデバイスには返却できるライセンスファイルがありません',
  returnCodeMismatch: '返却コードが一致しません。クライアントソフトウェアに表示されたコードを確認してください。',
} as const;
