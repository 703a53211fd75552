// The API catalog (endpoints.ts: every call's zod schemas) is its own chunk. Building its
// schemas is the largest piece of start-up work in the app, and the login page needs none of
// them to paint: each client loads the chunk once the first page has painted (its `preload`),
// or with its first call, whichever comes first.
import type * as CatalogModule from './endpoints.ts';

export type Catalog = typeof CatalogModule;

/** Downloads (once per page: the module loader keeps it) and evaluates the catalog's chunk. */
export const importCatalog = (): Promise<Catalog> => import('./endpoints.ts');
