// Navigation state (wouter's `navigate(path, { state })`): the browser keeps it in
// history.state. Screens read it through this hook, validated by a schema, because the
// entry may hold anything (a reload, an old tab, another screen's state). Tests set it with
// `history.replaceState(state, '')` before rendering.
import { useMemo } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';
import type * as z from 'zod';

export function useNavigationState<S extends z.ZodType>(schema: S): z.output<S> | null {
  const raw: unknown = useHistoryState();
  return useMemo(() => {
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : null;
  }, [raw, schema]);
}
