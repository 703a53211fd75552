// The catalog's two chunks: each loaded once, a failed download retried by the next call, a
// sign-in call served from the small chunk while the whole catalog starts loading.
import { describe, expect, it, vi } from 'vitest';
import { createCatalogChunks, loadOnce } from '../../../../src/api/client/catalog-chunks.ts';
import { importCatalog, importSignInCatalog } from '../../../../src/api/catalog/catalog.ts';

describe('loadOnce', () => {
  it('loads once for every caller', async () => {
    const load = vi.fn(async () => 'chunk');
    const chunk = loadOnce(load);
    await Promise.all([chunk(), chunk()]);
    expect(await chunk()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails as a network error and tries again on the next call', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('chunk');
    const chunk = loadOnce(load);
    await expect(chunk()).rejects.toMatchObject({ kind: 'network' });
    expect(await chunk()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('createCatalogChunks', () => {
  const spies = () => ({ catalog: vi.fn(importCatalog), signIn: vi.fn(importSignInCatalog) });

  it('serves a sign-in call from the sign-in chunk and starts the whole catalog', async () => {
    const load = spies();
    const def = await createCatalogChunks(load).definitionOf('login');
    expect(def).toMatchObject({ method: 'POST', access: 'public' });
    expect(load.signIn).toHaveBeenCalledTimes(1);
    expect(load.catalog).toHaveBeenCalledTimes(1);
  });

  it("serves the console's calls from the whole catalog only", async () => {
    const load = spies();
    const def = await createCatalogChunks(load).definitionOf('listLicenses');
    expect(def.method).toBe('GET');
    expect(load.signIn).not.toHaveBeenCalled();
  });

  it('preloads the whole catalog only for a signed-in page', () => {
    const signedOut = spies();
    createCatalogChunks(signedOut).preload(false);
    expect(signedOut.signIn).toHaveBeenCalledTimes(1);
    expect(signedOut.catalog).not.toHaveBeenCalled();
    const signedIn = spies();
    createCatalogChunks(signedIn).preload(true);
    expect(signedIn.catalog).toHaveBeenCalledTimes(1);
  });
});
