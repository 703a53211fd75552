// The testers' recorder on the real licence quota machine, inspected as the console inspects it:
// rows told apart by the state reached (a guard's choice) and the event's fields, several actors
// of one machine each in its own row, and a session that survives a reload.
import { createActor, fromPromise } from 'xstate';
import { catalogueOf } from '../../../src/dev/testers/catalogue.ts';
import { EXPECTATIONS } from '../../../src/dev/testers/expectations.ts';
import { SESSION_KEY, TestersRecorder } from '../../../src/dev/testers/recorder.ts';
import { readSessionFile } from '../../../src/dev/testers/session-file.ts';
import {
  licenseActivationMachine,
  type ActivationFailure,
  type ActivationOutput,
  type ActivationRequest,
} from '../../../src/machines/license-activation/license-activation-machine.ts';
import { discoverMachines } from '../../model/support/machines.ts';

const catalogue = catalogueOf(EXPECTATIONS);
const QUOTA = { license_quota_total: 10, license_quota_used: 10, license_quota_available: 0, is_quota_expired: false };
const LEFT = { ...QUOTA, license_quota_used: 5, license_quota_available: 5 };
const PAYLOAD = {
  applicationId: 'a',
  userId: 'u',
  type: 'perpetual',
  maxActivations: 1,
  startDate: null,
  endDate: null,
  expiresAt: null,
} as const;

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

/** An actor whose request the test settles: `answer` resolves or rejects the one in flight. */
function activationActor(recorder: TestersRecorder, kind: 'activate' | 'create') {
  let settle: { resolve: (o: ActivationOutput) => void; reject: (e: ActivationFailure) => void } | undefined;
  const logic = licenseActivationMachine.provide({
    actors: {
      submitRequest: fromPromise<ActivationOutput, ActivationRequest>(
        () => new Promise((resolve, reject) => (settle = { resolve, reject })),
      ),
    },
  });
  const actor = createActor(logic, { input: { kind }, inspect: recorder.inspect }).start();
  const answer = async (how: 'done' | 'quota' | 'fail') => {
    if (how === 'done') settle!.resolve({ licenseId: 'l1' });
    else settle!.reject(how === 'quota' ? { message: '枠不足', quotaInfo: QUOTA } : { message: 'x' });
    await new Promise((r) => setTimeout(r, 0));
  };
  return { actor, answer };
}

const recorderWith = (storage = memoryStorage(), path = '/licenses') =>
  new TestersRecorder({ catalogue, storage, path: () => path, now: () => new Date('2026-11-29T01:00:00Z') });

describe('the testers catalogue', () => {
  it('holds every machine of src/machines, by the id the plans use, with its rows and guards', async () => {
    const ids = (await discoverMachines()).map((m) => m.id).sort();
    expect([...catalogue.keys()].sort()).toEqual(ids);
    const rows = catalogue.get('licenseActivation')!.rows;
    expect(rows).toHaveLength(20);
    expect(rows.find((r) => r.key === 'create|idle|submit.none|refusedLocally')).toMatchObject({
      fromValue: 'idle',
      eventType: 'creation.submit',
      toValue: 'refusedForQuota',
      guard: 'isKnownQuotaExhausted',
    });
    expect(rows.find((r) => r.key === 'activate|activating|refused|refusedForQuota')?.guard).toBe('isQuotaRefusal');
  });
});

describe('the testers recorder', () => {
  it('matches each transition to its row by from, event and to, the guarded ones by the state reached', async () => {
    const recorder = recorderWith();
    const { actor, answer } = activationActor(recorder, 'create');
    expect(recorder.liveActors('licenseActivation')).toEqual([
      { id: actor.sessionId, machine: 'licenseActivation', state: 'idle' },
    ]);
    actor.send({ type: 'creation.submit', payload: PAYLOAD, knownQuota: QUOTA });
    actor.send({ type: 'activation.dismiss' });
    // Same from, event and to as `submit.left`: the event's unknown figures tell them apart.
    actor.send({ type: 'creation.submit', payload: PAYLOAD, knownQuota: null });
    await answer('quota');
    actor.send({ type: 'activation.dismiss' });
    actor.send({ type: 'creation.submit', payload: PAYLOAD, knownQuota: LEFT });
    await answer('fail');
    expect(recorder.transitions().map((t) => t.rows)).toEqual([
      ['create|idle|submit.none|refusedLocally'],
      ['create|refusedLocally|dismiss|idle'],
      ['create|idle|submit.unknown|activating'],
      ['create|activating|refused|refusedForQuota'],
      ['create|refusedForQuota|dismiss|idle'],
      ['create|idle|submit.left|activating'],
      ['create|activating|failure|failed'],
    ]);
    expect(recorder.liveActors('licenseActivation')[0]?.state).toBe('failed');
    expect(recorder.takenRows('licenseActivation').size).toBe(7);
    // A reached state is not listed among those never reached; the activation flow's are, but its
    // start, which a new actor cannot yet tell from the form's.
    expect(recorder.reachedStates('licenseActivation')).toEqual(
      new Set([
        'activate|idle',
        'create|idle',
        'create|refusedLocally',
        'create|activating',
        'create|refusedForQuota',
        'create|failed',
      ]),
    );
    actor.stop();
    expect(recorder.liveActors()).toEqual([]);
  });

  it('follows several actors of one machine apart', async () => {
    const recorder = recorderWith();
    const list = activationActor(recorder, 'activate');
    const form = activationActor(recorder, 'create');
    list.actor.send({ type: 'activation.request', licenseId: 'l1', licenseKey: 'K' });
    form.actor.send({ type: 'creation.submit', payload: PAYLOAD, knownQuota: LEFT });
    list.actor.send({ type: 'activation.confirm' });
    await form.answer('done');
    await list.answer('quota');
    expect(recorder.liveActors().map((a) => [a.id, a.state])).toEqual([
      [list.actor.sessionId, 'refusedForQuota'],
      [form.actor.sessionId, 'activated'],
    ]);
    expect(recorder.transitions().map((t) => [t.actor, t.rows[0]])).toEqual([
      [list.actor.sessionId, 'activate|idle|request|confirming'],
      [form.actor.sessionId, 'create|idle|submit.left|activating'],
      [list.actor.sessionId, 'activate|confirming|confirm|activating'],
      [form.actor.sessionId, 'create|activating|done|activated'],
      [list.actor.sessionId, 'activate|activating|refused|refusedForQuota'],
    ]);
  });

  it('keeps a recorded session across a reload and goes on recording into it', async () => {
    const storage = memoryStorage();
    const before = recorderWith(storage);
    before.start(' 探索 1 ', '山田');
    const first = activationActor(before, 'activate');
    first.actor.send({ type: 'activation.request', licenseId: 'l1', licenseKey: 'K' });
    first.actor.send({ type: 'activation.confirm' });
    expect(storage.map.has(SESSION_KEY)).toBe(true);

    // The page reloads: a new recorder, new actors.
    const after = recorderWith(storage, '/licenses?status=REVOKED');
    expect(after.current()).toMatchObject({ name: '探索 1', tester: '山田', stoppedAt: null });
    expect(after.takenRows('licenseActivation')).toEqual(
      new Set(['activate|idle|request|confirming', 'activate|confirming|confirm|activating']),
    );
    const second = activationActor(after, 'activate');
    second.actor.send({ type: 'activation.request', licenseId: 'l2', licenseKey: 'K2' });
    second.actor.send({ type: 'activation.cancel' });
    after.stop();
    second.actor.send({ type: 'activation.request', licenseId: 'l2', licenseKey: 'K2' });

    const saved = readSessionFile(storage.map.get(SESSION_KEY)!);
    expect(saved.stoppedAt).toBe('2026-11-29T01:00:00.000Z');
    // Nothing after the stop is recorded.
    expect(saved.transitions.map((t) => `${t.path} ${t.rows.join()}`)).toEqual([
      '/licenses activate|idle|request|confirming',
      '/licenses activate|confirming|confirm|activating',
      '/licenses?status=REVOKED activate|idle|request|confirming',
      '/licenses?status=REVOKED activate|confirming|cancel|idle',
    ]);
    after.discard();
    expect(storage.map.has(SESSION_KEY)).toBe(false);
  });
});
