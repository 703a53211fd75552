// A server that never answers: the handler keeps each request (its signal shows whether the
// caller aborted it) and leaves it waiting; and the user's way out of such a save.
import { waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { expect, vi } from 'vitest';
import { server } from '../../src/mocks/hosts/node.ts';
import { FORM_SAVE_SLOW_AFTER_MS } from '../../src/shared/constants.ts';
import { formSave } from '../../src/shared/messages/forms/form-save.ts';

/** The requests a handler held without answering (each waits until its caller aborts it). */
export function holdRequests(method: 'post' | 'put' | 'patch', path: string): Request[] {
  const held: Request[] = [];
  server.use(
    http[method](path, ({ request }) => {
      held.push(request);
      return new Promise<never>(() => {});
    }),
  );
  return held;
}

/**
 * A held save seen through by the user: after 30 s the form says the server has not answered,
 * its キャンセル (enabled) aborts the request, and the form says the save was cancelled.
 */
export async function cancelAfterSlowNotice(
  area: HTMLElement,
  held: readonly Request[],
  user: { click: (element: Element) => Promise<void> },
): Promise<void> {
  await vi.advanceTimersByTimeAsync(FORM_SAVE_SLOW_AFTER_MS);
  expect(await within(area).findByText(formSave.slowTitle)).toBeInTheDocument();
  const cancel = within(area).getByRole('button', { name: 'キャンセル' });
  expect(cancel).toBeEnabled();
  await user.click(cancel);
  await waitFor(() => expect(held[0]!.signal.aborted).toBe(true));
  expect(await within(area).findByText(formSave.cancelledTitle)).toBeInTheDocument();
}
