// A form's save while it waits for the server: the notice after 30 s without an answer, and a
// cancelled save (the server may still have applied it, so the user is sent to look).
export const formSave = {
  cancel: 'キャンセル',
  slowTitle: 'サーバーからまだ応答がありません。',
  slowDetail: 'このまま待つか、キャンセルできます。',
  cancelledTitle: '保存をキャンセルしました。入力内容はそのまま残っています。',
  cancelledDetail: 'サーバーで反映されている場合があります。一覧で結果を確認してください。',
} as const;
