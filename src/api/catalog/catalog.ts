// The API catalog (endpoints.ts: every call's zod schemas) is its own chunk. Building its
// schemas is the largest piece of start-up work in the app, and the login page needs none of
// them to paint. The calls the signed-out pages make (sign-in-calls.ts) are a smaller chunk of
// their own: the login page loads only that one (each client's `preload`), and the whole
// catalog follows with the first call or a signed-in page.
import type * as CatalogModule from './endpoints.ts';
import type * as SignInModule from './sign-in-calls.ts';
import { SIGN_IN_CALL_IDS, type SignInCallId } from './sign-in-ids.ts';

export type Catalog = typeof CatalogModule;
export type SignInCatalog = typeof SignInModule;

/** Downloads (once per page: the module loader keeps it) and evaluates the catalog's chunk. */
export const importCatalog = (): Promise<Catalog> => import('./endpoints.ts');

/** The sign-in calls' part alone (a small chunk, also held by the whole catalog). */
export const importSignInCatalog = (): Promise<SignInCatalog> => import('./sign-in-calls.ts');

export const isSignInCall = (id: string): id is SignInCallId => (SIGN_IN_CALL_IDS as readonly string[]).includes(id);
