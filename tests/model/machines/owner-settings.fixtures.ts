// Fixtures of the owner-settings expectation (owner-settings.expected.ts) and its drivers.
import type { ExistingOwner } from '../../../src/api/schemas/accounts/owner.ts';
import type { OwnerFormValues } from '../../../src/machines/owner-settings/owner-settings-machine.ts';

/** Stands for "an owner exists"; the driver answers with the mock's real owner. */
export const MODEL_OWNER: ExistingOwner = {
  exists: true,
  owner_id: 'model-owner',
  subsclight_site: 'model-site',
  subsclight_api_key_masked: 'sl_t••••mnop',
  updated_at: '2025-01-01T00:00:00Z',
};
export const MODEL_VALUES: OwnerFormValues = {
  subsclight_api_key: 'sl_test_abcdefghijklmnop',
  subsclight_site: 'model-site',
};
export const OWNER_RESULT_EVENTS = {
  loadDone: 'xstate.done.actor.loadOwner',
  loadError: 'xstate.error.actor.loadOwner',
  createDone: 'xstate.done.actor.createOwner',
  createError: 'xstate.error.actor.createOwner',
  updateDone: 'xstate.done.actor.updateOwner',
  updateError: 'xstate.error.actor.updateOwner',
} as const;
