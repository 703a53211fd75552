// Paths through the owner-settings statechart, generated from its definition
// (docs/testers-toolkit.md), replayed on the REAL owner-settings screen against the msw/node mock.
import type { ExistingOwner } from '../../../src/api/schemas/owner.ts';
import { ownerSettingsMachine, type OwnerFormValues } from '../../../src/machines/owner-settings/owner-settings-machine.ts';
import type { EventObject } from 'xstate';
import { defaultEventLabel, type EventPayloads } from '../support/coverage.ts';
import type { MachineModel } from '../support/model.ts';

/** Stands for "an owner exists"; the driver answers with the mock's real owner. */
export const MODEL_OWNER: ExistingOwner = {
  exists: true,
  owner_id: 'model-owner',
  subsclight_site: 'model-site',
  subsclight_api_key_masked: 'sl_t••••mnop',
  updated_at: '2025-01-01T00:00:00Z',
};
export const MODEL_VALUES: OwnerFormValues = { subsclight_api_key: 'sl_test_abcdefghijklmnop', subsclight_site: 'model-site' };
const failure = { name: 'ApiError', status: 500, message: 'server error' };

export const OWNER_RESULT_EVENTS = {
  loadDone: 'xstate.done.actor.loadOwner',
  loadError: 'xstate.error.actor.loadOwner',
  createDone: 'xstate.done.actor.createOwner',
  createError: 'xstate.error.actor.createOwner',
  updateDone: 'xstate.done.actor.updateOwner',
  updateError: 'xstate.error.actor.updateOwner',
} as const;

export const ownerSettingsModelEvents: EventPayloads = {
  'owner.submit': [{ type: 'owner.submit', values: MODEL_VALUES }],
  [OWNER_RESULT_EVENTS.loadDone]: [
    { type: OWNER_RESULT_EVENTS.loadDone, output: MODEL_OWNER },
    { type: OWNER_RESULT_EVENTS.loadDone, output: { exists: false } },
  ],
  [OWNER_RESULT_EVENTS.loadError]: [{ type: OWNER_RESULT_EVENTS.loadError, error: failure }],
  [OWNER_RESULT_EVENTS.createDone]: [{ type: OWNER_RESULT_EVENTS.createDone, output: MODEL_OWNER }],
  [OWNER_RESULT_EVENTS.createError]: [{ type: OWNER_RESULT_EVENTS.createError, error: failure }],
  [OWNER_RESULT_EVENTS.updateDone]: [{ type: OWNER_RESULT_EVENTS.updateDone, output: MODEL_OWNER }],
  [OWNER_RESULT_EVENTS.updateError]: [{ type: OWNER_RESULT_EVENTS.updateError, error: failure }],
};

/** Short event labels for the test names: `done loadOwner (owner)`, `error createOwner`, `owner.submit`. */
function describeEvent(event: EventObject): string {
  const e = event as EventObject & { output?: { exists?: boolean } };
  if (e.type === OWNER_RESULT_EVENTS.loadDone) return `done loadOwner (${e.output?.exists ? 'owner' : 'none'})`;
  if (/^xstate\.(done|error)\.actor\./.test(e.type) || e.type === 'owner.submit') return defaultEventLabel({ type: e.type });
  return defaultEventLabel(event);
}

/** The owner-settings model the screen runs. */
export const model: MachineModel = {
  machine: ownerSettingsMachine,
  flows: [
    {
      events: ownerSettingsModelEvents,
      // Only what can happen: a guarded-off event (reload without an owner) has no UI to drive.
      filterEvents: (snapshot, event) => snapshot.can(event),
      describeEvent,
    },
  ],
};
