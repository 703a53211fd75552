// A save the screens provide rejects with `{ message }`, the server's Japanese reason: the flows
// keep that text to show, or null when the rejection carried none.
export function refusalText(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { message } = error as { message?: unknown };
  return typeof message === 'string' && message !== '' ? message : null;
}
