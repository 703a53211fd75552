// Turns a failed licence request into what the activation machine reads: the text to show
// (server's text for a 4xx, else the screen's fallback; docs/product.md §8) and any quota figures.
import { isApiError, messageOf } from '../../api/client/errors.ts';
import type { ActivationFailure } from '../../machines/license-activation/license-activation-machine.ts';

export function toActivationFailure(error: unknown, fallback: string): ActivationFailure {
  if (!isApiError(error)) return { message: fallback };
  const quotaInfo = error.quotaInfo;
  if (quotaInfo) {
    // Refused for quota: the dialog shows the server's text, else the machine's default.
    return { message: error.body?.error || error.body?.message || '', quotaInfo };
  }
  return { message: messageOf(error, fallback), fields: error.fields };
}
