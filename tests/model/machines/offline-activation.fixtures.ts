// Fixtures of オフラインアクティベーション's expectation (offline-activation.expected.ts) and its drivers.
import type { QuotaInfo } from '../../../src/api/schemas/common.ts';
import { licenseFiles } from '../../../src/shared/messages/licensing/license-files.ts';
import { licenses } from '../../../src/shared/messages/licensing/licenses.ts';

// The call's id as the product names it, not read from the machine (a renamed call must fail).
const SUBMIT = 'submitOfflineRequest';
export const OFFLINE_SUBMIT_EVENTS = {
  done: `xstate.done.actor.${SUBMIT}`,
  error: `xstate.error.actor.${SUBMIT}`,
} as const;
export const OFFLINE_SUBMIT_ID = SUBMIT;

/** Stands for the request file a driver makes for one of the user's licences (a fresh nonce each path). */
export const MODEL_REQUEST = {
  format: 'activation-request/1',
  licenseKey: 'MODEL-KEY',
  applicationId: 'model-application',
  hardwareId: 'HW-MODEL',
  hostname: 'factory-pc',
  platform: 'windows-x64',
  nonce: 'model-nonce-0000000000',
  createdAt: '2030-01-01T00:00:00.000Z',
} as const;
export const MODEL_REQUEST_TEXT = JSON.stringify(MODEL_REQUEST);
export const REQUEST_FILE_NAME = 'factory-pc.req';
/** A file the client software did not write. */
export const UNREADABLE_FILE_NAME = 'broken.req';
export const UNREADABLE_TEXT = 'this is not a request file';
/** The time to live the dialog offers first (the server's default). */
export const TTL_DAYS = 30;
/** What the server answers: the licence file and the device it activated. */
export const OFFLINE_RESULT = { fileName: 'MODEL-KEY.lic', content: '{}', deviceName: 'factory-pc' } as const;
/** The server's refusal the drivers answer with (a 409 with its reason). */
export const OFFLINE_REFUSAL = licenseFiles.requestReplayed;
/** A refusal for quota: the owner uses more slots than it bought. */
export const QUOTA_REFUSAL = licenses.quotaDefaultMessage;
export const OFFLINE_QUOTA: QuotaInfo = {
  license_quota_total: 10,
  license_quota_used: 11,
  license_quota_available: 0,
  is_quota_expired: false,
};
