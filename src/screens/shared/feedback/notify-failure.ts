// A failed action's toast: the screen's own text (docs/product.md §8) as the summary, and the
// server's reason for a 4xx as the detail when it sent one.
import { messageOf } from '../../../api/client/errors.ts';
import type { Notify } from './notify.tsx';

export function notifyFailure(notify: Notify, error: unknown, failureText: string): void {
  const reason = messageOf(error, failureText);
  if (reason === failureText) notify.error(failureText);
  else notify.error(reason, failureText);
}
