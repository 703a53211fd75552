// The offline activation statechart without a screen: what it reads from a request file, what it
// sends (the file's text as it was, and the days chosen), and where each answer takes it.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  offlineActivationMachine,
  readRequestFile,
  type OfflineResult,
} from '../../../src/machines/offline-activation/offline-activation-machine.ts';
import { OFFLINE_FILE_MAX_BYTES } from '../../../src/shared/constants.ts';
import { licenseFiles as t } from '../../../src/shared/messages/licensing/license-files.ts';
import { activationRequest, requestText } from '../../support/license-files.ts';
import { REJECTIONS_WITHOUT_REASON } from './rejections.ts';

const TEXT = requestText(activationRequest({ licenseKey: 'AAAA-BBBB-CCCC-DDDD', applicationId: 'app-1' }));
const quota = { license_quota_total: 10, license_quota_used: 11, license_quota_available: 0, is_quota_expired: false };

function actorAnswering(answer: (input: { requestFile: string; ttlDays: number }) => Promise<OfflineResult>) {
  const sent: { requestFile: string; ttlDays: number }[] = [];
  const logic = offlineActivationMachine.provide({
    actors: {
      submitOfflineRequest: fromPromise(({ input }: { input: { requestFile: string; ttlDays: number } }) => {
        sent.push(input);
        return answer(input);
      }),
    },
  });
  const actor = createActor(logic).start();
  actor.send({ type: 'offline.open' });
  return { actor, sent };
}

describe('readRequestFile', () => {
  it('reads a request as the client writes it, and nothing else', () => {
    expect(readRequestFile(TEXT)).toMatchObject({
      licenseKey: 'AAAA-BBBB-CCCC-DDDD',
      applicationId: 'app-1',
      platform: 'windows-x64',
    });
    expect(readRequestFile('not json')).toBeNull();
    expect(readRequestFile(JSON.stringify({ ...JSON.parse(TEXT), nonce: 'short' }))).toBeNull();
    expect(readRequestFile(JSON.stringify({ ...JSON.parse(TEXT), format: 'activation-request/2' }))).toBeNull();
  });

  it('reads by the strict rules: a byte-order mark accepted; a member twice, deep nesting or a file too large refused', () => {
    expect(readRequestFile(`\uFEFF${TEXT}`)).toMatchObject({ licenseKey: 'AAAA-BBBB-CCCC-DDDD' });
    expect(readRequestFile(TEXT.replace('{', '{"licenseKey": "ZZZZ-ZZZZ-ZZZZ-ZZZZ",'))).toBeNull();
    expect(readRequestFile(TEXT.replace('{', `{"extra": ${'['.repeat(20)}${']'.repeat(20)},`))).toBeNull();
    expect(readRequestFile(TEXT.replace('{', `{"extra": "${'x'.repeat(OFFLINE_FILE_MAX_BYTES)}",`))).toBeNull();
    expect(readRequestFile(null)).toBeNull();
  });
});

describe('offline activation', () => {
  it('says why a file is refused: a member twice, too deep, too large (not read)', () => {
    const { actor } = actorAnswering(async () => ({ fileName: 'K.lic', content: '{}', deviceName: 'pc' }));
    const refusal = (text: string | null) => {
      actor.send({ type: 'offline.select', fileName: 'x.req', text });
      expect(actor.getSnapshot().value).toBe('choosing');
      return actor.getSnapshot().context.error;
    };
    expect(refusal(TEXT.replace('{', '{"hostname": "other",'))).toBe(t.fileDuplicateKey('hostname'));
    expect(refusal(TEXT.replace('{', `{"extra": ${'['.repeat(20)}${']'.repeat(20)},`))).toBe(t.fileTooDeep);
    expect(refusal(null)).toBe(t.fileTooLarge(OFFLINE_FILE_MAX_BYTES / 1024));
  });

  it('keeps an unreadable file out, with the reason; sends a readable one as it was, with the days chosen', async () => {
    const { actor, sent } = actorAnswering(async () => ({ fileName: 'K.lic', content: '{}', deviceName: 'pc' }));
    actor.send({ type: 'offline.select', fileName: 'x.req', text: 'garbage' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.error).toBe(t.requestMalformed);
    actor.send({ type: 'offline.select', fileName: 'pc.req', text: TEXT });
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'offline.confirm', ttlDays: 7 });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent).toEqual([{ requestFile: TEXT, ttlDays: 7 }]);
    expect(actor.getSnapshot().context.result).toEqual({ fileName: 'K.lic', content: '{}', deviceName: 'pc' });
  });

  it('a refusal shows its reason; one for quota goes to the quota dialog with the figures', async () => {
    const refused = actorAnswering(() => Promise.reject({ message: t.requestReplayed }));
    refused.actor.send({ type: 'offline.select', fileName: 'pc.req', text: TEXT });
    refused.actor.send({ type: 'offline.confirm', ttlDays: 30 });
    await waitFor(refused.actor, (s) => s.matches('refused'));
    expect(refused.actor.getSnapshot().context.error).toBe(t.requestReplayed);
    refused.actor.send({ type: 'offline.back' });
    expect(refused.actor.getSnapshot().value).toBe('choosing');
    expect(refused.actor.getSnapshot().context.request).toBeNull();

    const short = actorAnswering(() => Promise.reject({ message: 'ライセンス枠が不足しています', quotaInfo: quota }));
    short.actor.send({ type: 'offline.select', fileName: 'pc.req', text: TEXT });
    short.actor.send({ type: 'offline.confirm', ttlDays: 30 });
    await waitFor(short.actor, (s) => s.matches('quotaShortage'));
    expect(short.actor.getSnapshot().context.quotaInfo).toEqual(quota);
    short.actor.send({ type: 'offline.close' });
    expect(short.actor.getSnapshot().value).toBe('idle');
  });

  // The screen always rejects with a message; only the machine itself can be asked this.
  it.each(REJECTIONS_WITHOUT_REASON)(
    'rejected with %s, shows its own failure text, not the quota dialog',
    async (_what, rejection) => {
      const { actor } = actorAnswering(() => Promise.reject(rejection));
      actor.send({ type: 'offline.select', fileName: 'pc.req', text: TEXT });
      actor.send({ type: 'offline.confirm', ttlDays: 30 });
      const refused = await waitFor(actor, (s) => s.matches('refused'));
      expect(refused.context.error).toBe(t.activateFailed);
      expect(refused.context.quotaInfo).toBeNull();
    },
  );

  it('cannot be closed while the activation is in flight', () => {
    const { actor } = actorAnswering(() => new Promise(() => undefined));
    actor.send({ type: 'offline.select', fileName: 'pc.req', text: TEXT });
    actor.send({ type: 'offline.confirm', ttlDays: 30 });
    actor.send({ type: 'offline.close' });
    expect(actor.getSnapshot().value).toBe('submitting');
  });
});
