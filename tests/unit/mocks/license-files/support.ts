// The answers, calls and refusal check shared by the licence-file tests of the mock.
import { expect } from 'vitest';
import { databaseText, errorBody, raw, signIn, type RawResponse } from '../_helpers.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface FileAnswer {
  fileName: string;
  content: string;
  device: { id: string; hardwareId: string; status: string; licenseId: string; offlineUntil?: string };
}
export const answer = (res: RawResponse): FileAnswer => {
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as FileAnswer;
};
export const publicKey = async (token: string) =>
  ((await raw('GET', '/api/license-files/signing-key', { token })).json as { publicKey: string }).publicKey;

export async function admin() {
  return (await signIn('admin')).accessToken;
}

export const activate = (token: string, requestFile: string, ttlDays?: number) =>
  raw('POST', '/api/offline-activations', { token, body: { requestFile, ...(ttlDays ? { ttlDays } : {}) } });

/** Asserts a refusal with its code and text, and that nothing at all changed. */
export async function refusedWithoutChange(
  call: () => Promise<RawResponse>,
  status: number,
  code: string,
  message?: string,
) {
  const before = databaseText();
  const res = await call();
  const body = errorBody(res, status);
  expect(body.code).toBe(code);
  if (message) expect(body.message).toBe(message);
  expect(databaseText()).toBe(before);
  return body;
}
