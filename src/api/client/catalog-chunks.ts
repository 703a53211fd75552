// The catalog arrives in two chunks: the sign-in calls (small, the login page's) and the rest.
import {
  importCatalog,
  importSignInCatalog,
  isSignInCall,
  type Catalog,
  type SignInCatalog,
} from '../catalog/catalog.ts';
import type { EndpointDef } from '../catalog/endpoint-def.ts';
import type { EndpointId } from '../catalog/endpoints.ts';
import { networkError } from './errors.ts';

/** Loads once; a load that fails rejects as a network error and is tried again by the next caller. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((cause: unknown) => {
      loading = null;
      throw networkError(cause);
    }));
}

export interface CatalogChunks {
  catalog(): Promise<Catalog>;
  /** The definition of one call, from the smallest chunk that has it. */
  definitionOf(id: EndpointId): Promise<EndpointDef>;
  /** The login page's chunk, and with a stored session the whole catalog too. */
  preload(signedIn: boolean): void;
}

export function createCatalogChunks(
  load: { catalog: () => Promise<Catalog>; signIn: () => Promise<SignInCatalog> } = {
    catalog: importCatalog,
    signIn: importSignInCatalog,
  },
): CatalogChunks {
  const catalog = loadOnce(load.catalog);
  const signInCatalog = loadOnce(load.signIn);
  // The call that needs a chunk reports a failure to load it.
  const preloadCatalog = () => void catalog().catch(() => undefined);
  return {
    catalog,
    async definitionOf(id) {
      // A sign-in call needs only its own small chunk; the console's calls follow it, so the whole catalog starts too.
      if (!isSignInCall(id)) return (await catalog()).endpoints[id];
      preloadCatalog();
      return ((await signInCatalog()).signInCalls as Record<string, EndpointDef>)[id]!;
    },
    preload(signedIn) {
      void signInCatalog().catch(() => undefined);
      if (signedIn) preloadCatalog();
    },
  };
}
