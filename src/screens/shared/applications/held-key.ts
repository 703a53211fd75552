// A key as the GET answer holds it, for MaskedValue. A server with the reveal call sends it
// masked and the eye asks that call; one without it sends the whole key, which the console
// masks itself and the eye shows as held (no call, and no error: nothing is missing).
import { isAbsent } from '../../../api/client/errors.ts';
import type { ExtensionState } from '../../../api/resources/use-extension.ts';
import { maskSecret } from '../../../shared/format.ts';

/** The reveal call, or the value held when it turns out the server has no such call. */
export const revealOrHeld = (ask: () => Promise<string>, held: string) => async (): Promise<string> => {
  try {
    return await ask();
  } catch (error) {
    if (isAbsent(error)) return held;
    throw error;
  }
};

/** MaskedValue's `masked` and `reveal` for a key the GET answer holds (null: no key, no eye). */
export function heldKeyProps(
  held: string | null,
  reveal: ExtensionState,
  ask: () => Promise<string>,
): { masked: string | null; reveal: () => Promise<string> } {
  if (held === null) return { masked: null, reveal: ask };
  if (reveal === 'present') return { masked: held, reveal: ask };
  // Until the server says, the eye tries the call (a mask masked again reads the same).
  return {
    masked: maskSecret(held),
    reveal: reveal === 'absent' ? () => Promise.resolve(held) : revealOrHeld(ask, held),
  };
}
