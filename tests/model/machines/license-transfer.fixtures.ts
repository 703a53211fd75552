// Fixtures of 譲渡's expectation (license-transfer.expected.ts) and its drivers.
import { lifecycle } from '../../../src/shared/messages/licensing/license-lifecycle.ts';

// The call's id as the product names it, not read from the machine (a renamed call must fail).
const SAVE = 'saveTransfer';
export const TRANSFER_SAVE_EVENTS = { done: `xstate.done.actor.${SAVE}`, error: `xstate.error.actor.${SAVE}` } as const;
export const TRANSFER_SAVE_ID = SAVE;

/** Stands for the licence a driver opens: held by a user, one device active. */
export const MODEL_LICENSE = {
  id: 'model-licence',
  key: 'MODEL-KEY',
  holderId: 'model-holder',
  holderLabel: 'holder@example.com',
  activeDevices: 1,
} as const;
/** Another user, with the activations reset. */
export const NEW_HOLDER = { userId: 'model-new-holder', userLabel: 'new@example.com', resetActivations: true } as const;
/** The server's refusal the drivers answer with (a 409 with its reason). */
export const TRANSFER_REFUSAL = lifecycle.transferRevoked;
