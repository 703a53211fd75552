import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  licenseActivationMachine,
  type ActivationEmitted,
  type ActivationFailure,
  type ActivationKind,
  type ActivationOutput,
  type ActivationRequest,
} from '../../../src/machines/license-activation/license-activation-machine.ts';
import type { QuotaInfo } from '../../../src/api/schemas/common.ts';
import type { LicenseCreatePayload } from '../../../src/api/schemas/licensing/license.ts';

const quota: QuotaInfo = {
  license_quota_total: 10,
  license_quota_used: 10,
  license_quota_available: 0,
  is_quota_expired: true,
};
const payload: LicenseCreatePayload = {
  applicationId: 'app-1',
  userId: 'user-1',
  type: 'perpetual',
  maxActivations: 1,
  startDate: null,
  endDate: null,
  expiresAt: null,
};

/** A request the test settles by hand. */
function controllableRequest() {
  const calls: ActivationRequest[] = [];
  let settle: { resolve: (o: ActivationOutput) => void; reject: (e: unknown) => void } | null = null;
  const logic = fromPromise<ActivationOutput, ActivationRequest>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        calls.push(input);
        settle = { resolve, reject };
      }),
  );
  return {
    logic,
    calls,
    resolve: (o: ActivationOutput) => settle!.resolve(o),
    reject: (e: unknown) => settle!.reject(e),
  };
}

function start(kind: ActivationKind) {
  const request = controllableRequest();
  const actor = createActor(licenseActivationMachine.provide({ actors: { submitRequest: request.logic } }), {
    input: { kind },
  });
  const emitted: ActivationEmitted[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, request, emitted };
}

describe('licence activation machine: re-activating from the list', () => {
  it('asks for confirmation, then activates', async () => {
    const { actor, request, emitted } = start('activate');
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'activation.request', licenseId: 'lic-1', licenseKey: 'KEY-1' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.request).toEqual({ kind: 'activate', licenseId: 'lic-1', licenseKey: 'KEY-1' });
    expect(request.calls).toEqual([]);
    actor.send({ type: 'activation.confirm' });
    expect(actor.getSnapshot().value).toBe('activating');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(request.calls).toEqual([{ kind: 'activate', licenseId: 'lic-1', licenseKey: 'KEY-1' }]);
    request.resolve({ licenseId: 'lic-1' });
    await waitFor(actor, (s) => s.matches('activated'));
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(emitted).toEqual([{ type: 'activation.succeeded', licenseId: 'lic-1' }]);
  });

  it('does nothing on cancel', () => {
    const { actor, request } = start('activate');
    actor.send({ type: 'activation.request', licenseId: 'lic-1', licenseKey: 'KEY-1' });
    actor.send({ type: 'activation.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.request).toBeNull();
    expect(request.calls).toEqual([]);
  });

  it('is refused for quota: keeps the figures and the message until dismissed', async () => {
    const { actor, request, emitted } = start('activate');
    actor.send({ type: 'activation.request', licenseId: 'lic-1', licenseKey: 'KEY-1' });
    actor.send({ type: 'activation.confirm' });
    request.reject({ message: 'ライセンス枠が不足しています（残り0）', quotaInfo: quota } satisfies ActivationFailure);
    await waitFor(actor, (s) => s.matches('refusedForQuota'));
    expect(actor.getSnapshot().context).toMatchObject({
      quotaInfo: quota,
      message: 'ライセンス枠が不足しています（残り0）',
    });
    expect(emitted).toEqual([]);
    // A new request waits until the dialog is dismissed.
    actor.send({ type: 'activation.request', licenseId: 'lic-2', licenseKey: 'KEY-2' });
    expect(actor.getSnapshot().value).toBe('refusedForQuota');
    actor.send({ type: 'activation.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it("uses 'ライセンス枠が不足しています' when the refusal carries no text", async () => {
    const { actor, request } = start('activate');
    actor.send({ type: 'activation.request', licenseId: 'lic-1', licenseKey: 'KEY-1' });
    actor.send({ type: 'activation.confirm' });
    request.reject({ message: '', quotaInfo: quota });
    await waitFor(actor, (s) => s.matches('refusedForQuota'));
    expect(actor.getSnapshot().context.message).toBe('ライセンス枠が不足しています');
  });

  it("fails with the server's text, else 'ライセンスの有効化に失敗しました'", async () => {
    const { actor, request, emitted } = start('activate');
    actor.send({ type: 'activation.request', licenseId: 'lic-1', licenseKey: 'KEY-1' });
    actor.send({ type: 'activation.confirm' });
    request.reject({ message: '無効化されていないライセンスは有効化できません' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(emitted.at(-1)).toEqual({
      type: 'activation.failed',
      message: '無効化されていないライセンスは有効化できません',
      fields: null,
    });

    actor.send({ type: 'activation.request', licenseId: 'lic-1', licenseKey: 'KEY-1' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'activation.confirm' });
    expect(actor.getSnapshot().context.message).toBeNull();
    request.reject(new TypeError('Failed to fetch'));
    await waitFor(actor, (s) => s.matches('failed'));
    // A bare Error's message is not a server text: its own message shows (the screen normalises real failures).
    expect(actor.getSnapshot().context.message).toBe('Failed to fetch');
    request.calls.length = 0;
    actor.send({ type: 'activation.request', licenseId: 'lic-1', licenseKey: 'KEY-1' });
    actor.send({ type: 'activation.confirm' });
    request.reject(undefined);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.message).toBe('ライセンスの有効化に失敗しました');
  });

  it('accepts the next licence after a success, and ignores creation', async () => {
    const { actor, request } = start('activate');
    actor.send({ type: 'creation.submit', payload });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'activation.request', licenseId: 'lic-1', licenseKey: 'KEY-1' });
    actor.send({ type: 'activation.confirm' });
    request.resolve({ licenseId: 'lic-1' });
    await waitFor(actor, (s) => s.matches('activated'));
    actor.send({ type: 'activation.request', licenseId: 'lic-2', licenseKey: 'KEY-2' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.request).toMatchObject({ licenseId: 'lic-2' });
  });

  it('ignores everything but its result while activating', () => {
    const { actor, request } = start('activate');
    actor.send({ type: 'activation.request', licenseId: 'lic-1', licenseKey: 'KEY-1' });
    actor.send({ type: 'activation.confirm' });
    actor.send({ type: 'activation.confirm' });
    actor.send({ type: 'activation.cancel' });
    actor.send({ type: 'activation.request', licenseId: 'lic-2', licenseKey: 'KEY-2' });
    expect(actor.getSnapshot().value).toBe('activating');
    expect(request.calls).toHaveLength(1);
  });
});

describe('licence activation machine: creating from the form', () => {
  it('submits at once (the form is the confirmation) and ends in activated', async () => {
    const { actor, request, emitted } = start('create');
    actor.send({ type: 'activation.request', licenseId: 'lic-1', licenseKey: 'KEY-1' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'creation.submit', payload });
    expect(actor.getSnapshot().value).toBe('activating');
    expect(request.calls).toEqual([{ kind: 'create', payload }]);
    request.resolve({ licenseId: 'new-1' });
    await waitFor(actor, (s) => s.matches('activated'));
    expect(emitted).toEqual([{ type: 'activation.succeeded', licenseId: 'new-1' }]);
    // The form is left on success: nothing more is accepted.
    actor.send({ type: 'creation.submit', payload });
    expect(actor.getSnapshot().value).toBe('activated');
  });

  it("is refused for quota, and fails with 'ライセンスの作成に失敗しました' and the server's field messages", async () => {
    const { actor, request, emitted } = start('create');
    actor.send({ type: 'creation.submit', payload });
    request.reject({ message: '', quotaInfo: quota });
    await waitFor(actor, (s) => s.matches('refusedForQuota'));
    actor.send({ type: 'activation.dismiss' });
    actor.send({ type: 'creation.submit', payload });
    request.reject(undefined);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(emitted.at(-1)).toEqual({
      type: 'activation.failed',
      message: 'ライセンスの作成に失敗しました',
      fields: null,
    });
    actor.send({ type: 'creation.submit', payload });
    request.reject({
      message: '入力内容に誤りがあります',
      fields: { maxActivations: ['10000以下を指定してください'] },
    } satisfies ActivationFailure);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(emitted.at(-1)).toEqual({
      type: 'activation.failed',
      message: '入力内容に誤りがあります',
      fields: { maxActivations: ['10000以下を指定してください'] },
    });
  });

  it('refuses at once, without a request, when the quota the form knows is used up', async () => {
    const { actor, request, emitted } = start('create');
    const known: QuotaInfo = {
      license_quota_total: 5,
      license_quota_used: 5,
      license_quota_available: 0,
      is_quota_expired: false,
    };
    actor.send({ type: 'creation.submit', payload, knownQuota: known });
    expect(actor.getSnapshot().value).toBe('refusedForQuota');
    expect(actor.getSnapshot().context).toMatchObject({
      quotaInfo: known,
      message: 'ライセンス枠が不足しています',
      request: { kind: 'create', payload },
    });
    expect(request.calls).toEqual([]);
    expect(emitted).toEqual([]);
    // Dismissed, then figures with a slot left (or none known): the server decides.
    actor.send({ type: 'activation.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({
      type: 'creation.submit',
      payload,
      knownQuota: { ...known, license_quota_total: 6, license_quota_available: 1 },
    });
    expect(actor.getSnapshot().value).toBe('activating');
    expect(actor.getSnapshot().context.quotaInfo).toBeNull();
    expect(request.calls).toEqual([{ kind: 'create', payload }]);
    request.reject(undefined);
    await waitFor(actor, (s) => s.matches('failed'));
    // From failed too, the known figures refuse before any request.
    actor.send({ type: 'creation.submit', payload, knownQuota: known });
    expect(actor.getSnapshot().value).toBe('refusedForQuota');
    expect(request.calls).toHaveLength(1);
    actor.send({ type: 'activation.dismiss' });
    actor.send({ type: 'creation.submit', payload, knownQuota: null });
    expect(actor.getSnapshot().value).toBe('activating');
    expect(request.calls).toHaveLength(2);
  });

  it('the list flow ignores a creation even with exhausted figures', () => {
    const { actor, request } = start('activate');
    actor.send({ type: 'creation.submit', payload, knownQuota: quota });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(request.calls).toEqual([]);
  });

  it('refuses loudly when the screen forgot to provide the request', async () => {
    const spy = vi.fn();
    const actor = createActor(licenseActivationMachine, { input: { kind: 'create' } });
    actor.on('activation.failed', spy);
    actor.start();
    actor.send({ type: 'creation.submit', payload });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ message: 'submitRequest is not provided' }));
  });
});
