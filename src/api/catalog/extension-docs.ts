// What each extension (extensions.ts) brings to the console and what the console does without it,
// in the words of the OpenAPI document (scripts/openapi.ts). Apart from the registry, so the
// first-load bundle, which holds the registry for the client, carries none of this text.
import type { ExtensionId } from './extensions.ts';

export interface ExtensionDoc {
  /** What the console shows with it, and does without it. */
  readonly controls: string;
  readonly without: string;
}

export const EXTENSION_DOCS: Readonly<Record<ExtensionId, ExtensionDoc>> = {
  capabilities: {
    controls: 'Tells the console at start-up which of these extensions the server has.',
    without:
      'Each extension is discovered by its first call (a 404, 405 or 501 means absent); a query-parameter extension by the shape of the answer.',
  },
  listQueries: {
    controls:
      'The licence and device lists are paged, sorted, searched and filtered by the server; the user list is sorted and filtered by type by the server.',
    without:
      'The licence and device lists read every row once and page, sort, search and filter them in the browser (filters whose data the rows lack are hidden); the user list keeps the paging, role filter and search of the contract, without sorting or the type filter.',
  },
  trends: {
    controls: "The admin dashboard's device health and trend charts.",
    without: 'The dashboard shows the cards and lists of the contract only.',
  },
  auditLog: {
    controls: 'The 操作履歴 screen and its menu entry; bulk runs grouped by their X-Operation-Id.',
    without:
      'No 操作履歴 entry in the menu; the screen, opened by URL, says the server does not offer it. Bulk runs send no X-Operation-Id.',
  },
  staleDevices: {
    controls: "The device list's 整理する button (a preview of what a bulk deactivation of silent devices would free).",
    without: 'No 整理する button; the 停止中のみ filter and bulk deactivation still work.',
  },
  licenseHistory: {
    controls: 'The 履歴 section of the licence detail (admin and ordinary user).',
    without: 'The licence detail has no 履歴 section.',
  },
  keyReveal: {
    controls: 'Keys arrive masked and the eye button asks the server for the whole key.',
    without: 'The console masks the keys the server sent and the eye button shows what it sent.',
  },
  licensePolicies: {
    controls:
      "The ライセンスポリシー screen and its menu entry; the new-licence form starts from a policy and the quick-create uses the application's default policy; the licence detail names its policy and offers its duration as an extension.",
    without:
      'No ライセンスポリシー entry in the menu; the new-licence form is filled by hand and the quick-create issues 365 days; the licence detail names no policy.',
  },
  entitlements: {
    controls:
      "Each application's feature catalogue (on the ライセンスポリシー screen); the features of a policy and of the new-licence form; the licence detail's 機能 section (one-off grants and removals by an admin; マイライセンス shows what the licence unlocks); the features in a device's activate and heartbeat answers.",
    without:
      'No features anywhere: policies and licences are issued without them and the licence detail has no 機能 section.',
  },
  licenseLifecycle: {
    controls:
      "The licence detail's 延長, アクティベーションのリセット, 譲渡 and 最大アクティベーション数の変更 (each enabled or explained by GET /api/licenses/{id}/actions), and the licence list's bulk 延長.",
    without:
      'The licence detail keeps its expiry editor, the list its bulk actions of the contract; 複製 (which only opens the new-licence form) stays.',
  },
  licenseFiles: {
    controls:
      "Signed licence files: ライセンスファイルを発行 in an ACTIVE licence's detail, オフラインアクティベーション on the device list and on マイライセンス, オフライン返却 in an offline device's detail, and the signing key's public half in my application's settings.",
    without: 'None of these controls shows: a device is activated only by its own call to the server.',
  },
  notifications: {
    controls:
      "The bell in the top bar: licences expiring within the user's window, the quota's levels and staleness, refusals for want of quota, silent devices; read marks and the window kept per user.",
    without: 'No bell in the top bar; the lists, the dashboard and オーナー設定 still show each of these.',
  },
  usageReport: {
    controls:
      'The 利用状況レポート screen and its menu entry: per month and application, peak active devices, activations, deactivations, refusals for want of quota, licences issued, expired and revoked; chart, table and CSV.',
    without: 'No 利用状況レポート entry in the menu; the screen, opened by URL, says the server does not offer it.',
  },
  myApplications: {
    controls: 'マイアプリケーション lists the owner’s applications from the helper call.',
    without: 'マイアプリケーション lists every application of GET /applications.',
  },
  applicationFromProduct: {
    controls: 'An application created from a product setting by the helper call, which links the billing keys itself.',
    without:
      'The same form creates the application with POST /applications, naming the product setting (its id and name) in the body.',
  },
  applicationsForLicense: {
    controls: 'The application choices of the new-licence form and the policy screen come from the helper call.',
    without: 'The same choices come from GET /applications.',
  },
  licenseReferences: {
    controls:
      "一括発行's preview flags a row whose order number (注文番号) the server already issued a licence for (skipped unless the admin insists); each issued licence carries its order number.",
    without:
      "The preview flags only the order numbers this browser's import history (per user, forgotten at sign-out) remembers.",
  },
  bulkLicenseCreate: {
    controls: '一括発行 sends its rows ten at a time in one call each, one result per row.',
    without: '一括発行 sends each row through POST /licenses, a few at a time.',
  },
};
