// The API catalog (endpoints.ts: every call's zod schemas) is its own chunk. Building its
// schemas is the largest piece of start-up work in the app, and the login page needs none of
// them to paint: the chunk loads once the first page has painted (preloadCatalog), or with
// the first call, whichever comes first.
import type * as CatalogModule from './endpoints.ts';

export type Catalog = typeof CatalogModule;

let pending: Promise<Catalog> | null = null;

/** The catalog module; a failed download is tried again on the next call. */
export function loadCatalog(): Promise<Catalog> {
  pending ??= import('./endpoints.ts').catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** Starts loading the catalog (a no-op once it is loaded or loading). */
export function preloadCatalog(): void {
  loadCatalog().catch(() => {
    // The call that needs it reports the failure.
  });
}
