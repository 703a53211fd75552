// The query keys of a server-paged resource, alike for every one of them: everything of the
// resource, its lists (what a change invalidates) and one view's list; for a resource opened one
// at a time also its details. A resource read a call at a time (no list views) has callKeys.
export function listKeys<Query>(name: string) {
  const all = [name] as const;
  const lists = () => [...all, 'list'] as const;
  return { all, lists, list: (query: Query) => [...lists(), query] as const };
}

export function entityKeys<Query>(name: string) {
  const keys = listKeys<Query>(name);
  const details = () => [...keys.all, 'detail'] as const;
  return { ...keys, details, detail: (id: string) => [...details(), id] as const };
}

/** The keys of a resource read a call at a time (no list views): everything of it, and each call's
 *  key under it (`{ myList: 'my-list' }` makes `myList()` the key `[name, 'my-list']`). */
export function callKeys<const N extends string, const C extends Record<string, string>>(name: N, calls: C) {
  const all = [name] as const;
  const keys = Object.fromEntries(Object.entries(calls).map(([call, part]) => [call, () => [...all, part] as const]));
  return { all, ...keys } as { all: readonly [N] } & { [K in keyof C]: () => readonly [N, C[K]] };
}
