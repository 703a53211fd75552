// Owner settings (docs/product.md §2 Owner settings, §4): load the owner, then
// either the first-time setup ('作成') or the update mode ('更新' + reload). Saving goes
// through the create or the update call by the mode; a failure keeps the mode so the
// user can correct the form and try again. Side effects are injected with .provide().
import { assign, setup } from 'xstate';
import type { ExistingOwner, Owner } from '../../api/schemas/accounts/owner.ts';
import { notProvided } from '../shared/not-provided.ts';

/** What the form hands over: the same raw strings for both modes; the injected calls parse them. */
export interface OwnerFormValues {
  subsclight_api_key: string;
  subsclight_site: string;
}

export type OwnerSaveKind = 'created' | 'updated';

export interface OwnerSettingsContext {
  /** The current owner; null means none yet (initial-setup mode). */
  owner: ExistingOwner | null;
  /** The last failure (load or save), as thrown by the injected call. */
  error: unknown;
  /** What the last successful save did, for its message. */
  lastSave: OwnerSaveKind | null;
}

export type OwnerSettingsEvent =
  { type: 'owner.submit'; values: OwnerFormValues } | { type: 'owner.reload' } | { type: 'owner.retry' };

export const OWNER_SETTINGS_MACHINE_ID = 'ownerSettings';

const existing = (owner: Owner): ExistingOwner | null => (owner.exists ? owner : null);
/** The owner a call answered with, as the params of the guard and the action that read it. */
const answeredOwner = ({ event }: { event: { output: Owner } }) => ({ owner: event.output });

const ownerSettingsSetup = setup({
  types: {
    context: {} as OwnerSettingsContext,
    events: {} as OwnerSettingsEvent,
  },
  actors: {
    loadOwner: notProvided<Owner, void>('loadOwner'),
    createOwner: notProvided<Owner, OwnerFormValues>('createOwner'),
    updateOwner: notProvided<Owner, OwnerFormValues>('updateOwner'),
  },
  actions: {
    setOwner: assign({ owner: (_, params: { owner: Owner }) => existing(params.owner), error: null }),
    setError: assign({ error: (_, params: { error: unknown }) => params.error }),
    clearError: assign({ error: null, lastSave: null }),
    recordSave: assign({ lastSave: (_, params: { kind: OwnerSaveKind }) => params.kind }),
  },
  guards: {
    ownerExists: (_, params: { owner: Owner }) => params.owner.exists,
    hasNoOwner: ({ context }) => context.owner === null,
    hasOwner: ({ context }) => context.owner !== null,
  },
});

/** Saving through one of the two calls: the owner it returns is kept and the save recorded; a
 *  failure goes to `failed`, which keeps the mode. */
const savingThrough = (src: 'createOwner' | 'updateOwner', kind: OwnerSaveKind) =>
  ownerSettingsSetup.createStateConfig({
    invoke: {
      id: src,
      src,
      input: ({ event }) => {
        if (event.type !== 'owner.submit') throw new Error(`unexpected ${event.type}`);
        return event.values;
      },
      onDone: {
        target: `#${OWNER_SETTINGS_MACHINE_ID}.saved`,
        actions: [
          { type: 'setOwner', params: answeredOwner },
          { type: 'recordSave', params: { kind } },
        ],
      },
      onError: {
        target: `#${OWNER_SETTINGS_MACHINE_ID}.failed`,
        actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
      },
    },
  });

export const ownerSettingsMachine = ownerSettingsSetup.createMachine({
  id: OWNER_SETTINGS_MACHINE_ID,
  context: { owner: null, error: null, lastSave: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'loadOwner',
        src: 'loadOwner',
        onDone: [
          {
            guard: { type: 'ownerExists', params: answeredOwner },
            target: 'update',
            actions: { type: 'setOwner', params: answeredOwner },
          },
          { target: 'initialSetup', actions: { type: 'setOwner', params: answeredOwner } },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { 'owner.retry': 'loading' },
    },
    initialSetup: {
      on: { 'owner.submit': 'saving.creating' },
    },
    update: {
      on: { 'owner.submit': 'saving.updating', 'owner.reload': 'loading' },
    },
    saving: {
      tags: ['busy'],
      // Entered only through its children: the mode decides which call runs.
      initial: 'updating',
      entry: 'clearError',
      states: {
        creating: savingThrough('createOwner', 'created'),
        updating: savingThrough('updateOwner', 'updated'),
      },
    },
    saved: {
      // After any successful save an owner exists: the screen is in update mode.
      on: { 'owner.submit': 'saving.updating', 'owner.reload': 'loading' },
    },
    failed: {
      // The mode is kept: no owner yet means the create call again.
      on: {
        'owner.submit': [{ guard: 'hasNoOwner', target: 'saving.creating' }, { target: 'saving.updating' }],
        'owner.reload': { guard: 'hasOwner', target: 'loading' },
      },
    },
  },
});

export type OwnerSettingsMachine = typeof ownerSettingsMachine;
