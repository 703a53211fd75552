// The owner-settings statechart on its own, with controllable fake calls.
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import {
  ownerSettingsMachine,
  type OwnerFormValues,
} from '../../../src/machines/owner-settings/owner-settings-machine.ts';
import { selectMode } from '../../../src/machines/owner-settings/selectors.ts';
import type { ExistingOwner, Owner } from '../../../src/api/schemas/accounts/owner.ts';

const OWNER: ExistingOwner = {
  exists: true,
  owner_id: 'owner-1',
  subsclight_site: 'my-site',
  subsclight_api_key_masked: 'abcd••••••••wxyz',
  updated_at: '2025-03-01T00:00:00Z',
};
const VALUES: OwnerFormValues = { subsclight_api_key: 'sk_live_0123456789', subsclight_site: 'my-site' };

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The machine with calls the test settles by hand. */
function start() {
  const calls = {
    load: [] as ReturnType<typeof deferred<Owner>>[],
    create: [] as { input: OwnerFormValues; d: ReturnType<typeof deferred<Owner>> }[],
    update: [] as { input: OwnerFormValues; d: ReturnType<typeof deferred<Owner>> }[],
  };
  const machine = ownerSettingsMachine.provide({
    actors: {
      loadOwner: fromPromise<Owner, void>(() => {
        const d = deferred<Owner>();
        calls.load.push(d);
        return d.promise;
      }),
      createOwner: fromPromise<Owner, OwnerFormValues>(({ input }) => {
        const d = deferred<Owner>();
        calls.create.push({ input, d });
        return d.promise;
      }),
      updateOwner: fromPromise<Owner, OwnerFormValues>(({ input }) => {
        const d = deferred<Owner>();
        calls.update.push({ input, d });
        return d.promise;
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('owner settings machine', () => {
  it('starts loading, and without an owner enters the initial setup (create mode)', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    calls.load[0]!.resolve({ exists: false });
    await waitFor(actor, (s) => s.matches('initialSetup'));
    expect(selectMode(actor.getSnapshot())).toBe('create');
    expect(actor.getSnapshot().can({ type: 'owner.reload' })).toBe(false);
  });

  it('with an owner enters update mode and keeps the owner', async () => {
    const { actor, calls } = start();
    calls.load[0]!.resolve(OWNER);
    await waitFor(actor, (s) => s.matches('update'));
    expect(actor.getSnapshot().context.owner).toEqual(OWNER);
    expect(selectMode(actor.getSnapshot())).toBe('update');
  });

  it('a failed load can be retried', async () => {
    const { actor, calls } = start();
    const boom = new Error('boom');
    calls.load[0]!.reject(boom);
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe(boom);
    actor.send({ type: 'owner.retry' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    calls.load[1]!.resolve(OWNER);
    await waitFor(actor, (s) => s.matches('update'));
  });

  it('create: submits the values to the create call, then is saved in update mode', async () => {
    const { actor, calls } = start();
    calls.load[0]!.resolve({ exists: false });
    await waitFor(actor, (s) => s.matches('initialSetup'));
    actor.send({ type: 'owner.submit', values: VALUES });
    expect(actor.getSnapshot().matches({ saving: 'creating' })).toBe(true);
    expect(calls.create[0]!.input).toEqual(VALUES);
    expect(calls.update).toHaveLength(0);
    // A second submit while saving is ignored: one call only.
    actor.send({ type: 'owner.submit', values: VALUES });
    await settle();
    expect(calls.create).toHaveLength(1);
    calls.create[0]!.d.resolve(OWNER);
    await waitFor(actor, (s) => s.matches('saved'));
    expect(actor.getSnapshot().context.lastSave).toBe('created');
    expect(actor.getSnapshot().context.owner).toEqual(OWNER);
    expect(selectMode(actor.getSnapshot())).toBe('update');
    // The next save is an update.
    actor.send({ type: 'owner.submit', values: VALUES });
    expect(actor.getSnapshot().matches({ saving: 'updating' })).toBe(true);
  });

  it('a failed create keeps create mode; submitting again creates again', async () => {
    const { actor, calls } = start();
    calls.load[0]!.resolve({ exists: false });
    await waitFor(actor, (s) => s.matches('initialSetup'));
    actor.send({ type: 'owner.submit', values: VALUES });
    calls.create[0]!.d.reject(new Error('nope'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectMode(actor.getSnapshot())).toBe('create');
    expect(actor.getSnapshot().can({ type: 'owner.reload' })).toBe(false);
    expect(actor.getSnapshot().context.lastSave).toBeNull();
    actor.send({ type: 'owner.submit', values: VALUES });
    expect(actor.getSnapshot().matches({ saving: 'creating' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a failed update keeps update mode and allows reload', async () => {
    const { actor, calls } = start();
    calls.load[0]!.resolve(OWNER);
    await waitFor(actor, (s) => s.matches('update'));
    actor.send({ type: 'owner.submit', values: { ...VALUES, subsclight_api_key: '' } });
    expect(calls.update[0]!.input.subsclight_api_key).toBe('');
    calls.update[0]!.d.reject(new Error('nope'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectMode(actor.getSnapshot())).toBe('update');
    actor.send({ type: 'owner.reload' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
  });

  it('reload from update or saved loads again; a vanished owner returns to the initial setup', async () => {
    const { actor, calls } = start();
    calls.load[0]!.resolve(OWNER);
    await waitFor(actor, (s) => s.matches('update'));
    actor.send({ type: 'owner.reload' });
    calls.load[1]!.resolve({ exists: false });
    await waitFor(actor, (s) => s.matches('initialSetup'));
    expect(actor.getSnapshot().context.owner).toBeNull();
  });

  it('every state is reachable (graph of the definition)', () => {
    const paths = getShortestPaths(ownerSettingsMachine, {
      events: [
        { type: 'xstate.done.actor.loadOwner', output: OWNER },
        { type: 'xstate.done.actor.loadOwner', output: { exists: false } },
        { type: 'xstate.error.actor.loadOwner', error: new Error('x') },
        { type: 'owner.submit', values: VALUES },
        { type: 'xstate.done.actor.createOwner', output: OWNER },
        { type: 'xstate.error.actor.createOwner', error: new Error('x') },
        { type: 'xstate.done.actor.updateOwner', output: OWNER },
        { type: 'xstate.error.actor.updateOwner', error: new Error('x') },
      ] as never,
      serializeState: (s) => JSON.stringify([s.value, s.context.owner !== null]),
    });
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const v of [
      '"loading"',
      '"loadFailed"',
      '"initialSetup"',
      '"update"',
      '{"saving":"creating"}',
      '{"saving":"updating"}',
      '"saved"',
      '"failed"',
    ]) {
      expect(reached).toContain(v);
    }
  });
});
