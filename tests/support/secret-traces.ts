// Where a revealed secret must never be kept: the browser's storages and TanStack Query's
// caches (queries and mutations, data and variables). Returns the places that hold it.
import type { QueryClient } from '@tanstack/react-query';

function storageText(storage: Storage): string {
  const entries: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i)!;
    entries.push(key, storage.getItem(key) ?? '');
  }
  return entries.join('\n');
}

export function placesHolding(secret: string, queryClient: QueryClient): string[] {
  const places: Array<[string, string]> = [
    ['localStorage', storageText(localStorage)],
    ['sessionStorage', storageText(sessionStorage)],
    [
      'query cache',
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => [q.queryKey, q.state.data]),
      ),
    ],
    [
      'mutation cache',
      JSON.stringify(
        queryClient
          .getMutationCache()
          .getAll()
          .map((m) => [m.state.variables, m.state.data]),
      ),
    ],
  ];
  return places.filter(([, text]) => text.includes(secret)).map(([name]) => name);
}
