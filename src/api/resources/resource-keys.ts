// The query keys of a server-paged resource, alike for every one of them: everything of the
// resource, its lists (what a change invalidates) and one view's list; for a resource opened one
// at a time also its details.
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
