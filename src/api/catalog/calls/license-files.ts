// Licence files and offline activation (an extension: docs/licence-files.md). One part of the catalog (endpoints.ts).
import * as s from '../../schemas/index.ts';
import type { EndpointDef } from '../endpoint-def.ts';

export const licenseFileCalls = {
  getLicenseFileSettings: {
    method: 'GET',
    path: '/api/license-files/settings',
    access: 'authenticated',
    summary:
      'ライセンスファイルの設定（拡張: 選べる有効期間（日）とその既定値、オフラインアクティベーションのリクエストファイルの有効期限（時間））',
    response: s.licenseFileSettingsSchema,
  },
  getLicenseSigningKey: {
    method: 'GET',
    path: '/api/license-files/signing-key',
    access: 'admin',
    summary: 'ライセンスファイルの署名鍵（拡張: Ed25519 の公開鍵、鍵ID、フィンガープリント。秘密鍵は返さない）',
    response: s.signingKeySchema,
    errors: [409],
  },
  checkoutLicenseFile: {
    method: 'POST',
    path: '/licenses/:id/license-file',
    access: 'admin',
    summary:
      'ライセンスファイルの発行（拡張: このライセンスのアクティブなデバイス、またはハードウェアIDの端末（なければアクティベートする）に、署名付きのファイルを発行）',
    body: s.licenseFileCheckoutPayloadSchema,
    response: s.licenseFileResponseSchema,
    errors: [404, 409],
  },
  activateOffline: {
    method: 'POST',
    path: '/api/offline-activations',
    access: 'authenticated',
    summary:
      'オフラインアクティベーション（拡張: クライアントソフトウェアのリクエストファイルで端末をアクティベートし、署名付きのライセンスファイルを返す。一般ユーザーは自分のライセンスのみ）',
    body: s.offlineActivationPayloadSchema,
    response: s.licenseFileResponseSchema,
    errors: [404, 409],
  },
  returnOfflineDevice: {
    method: 'POST',
    path: '/devices/:id/offline-return',
    access: 'admin',
    summary:
      'オフライン返却（拡張: クライアントソフトウェアが示した返却コードで、オフラインのデバイスを非アクティブにして枠を空ける）',
    body: s.offlineReturnPayloadSchema,
    response: s.deviceResponseSchema,
    errors: [404, 409],
  },
} as const satisfies Record<string, EndpointDef>;
