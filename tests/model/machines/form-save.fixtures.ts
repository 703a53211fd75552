// Fixtures of a form's save expectation (form-save.expected.ts) and its drivers.
import { FORM_SAVE_SLOW_AFTER_MS } from '../../../src/shared/constants.ts';

// The call's id and the deadline's timer as the product names them, not read from the machine.
const SAVE = 'save';
export const FORM_SAVE_ID = SAVE;
export const FORM_SAVE_EVENTS = { done: `xstate.done.actor.${SAVE}`, error: `xstate.error.actor.${SAVE}` } as const;
export const FORM_SAVE_TIMER = 'xstate.after.slowDeadline.formSave.saving.waiting';
/** The notice's deadline after the save's start. */
export const SLOW_AFTER_MS = FORM_SAVE_SLOW_AFTER_MS;
/** When the model's submit happens (the call's input). */
export const SUBMIT_AT = 1_000;
/** The server's refusal of a save. */
export const SAVE_REFUSAL = { message: '保存できませんでした' } as const;
