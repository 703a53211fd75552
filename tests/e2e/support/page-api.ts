// Reads the API as the signed-in console does, from inside the page: the base URL of its
// config.json and the access token it keeps. Works on both configurations (the HTTP mock of the
// E2E build, the in-browser mock of the dev server, which only answers the page's own requests).
import type { Page } from '@playwright/test';

/** GET `path` (relative to the API base URL) as the page's signed-in user; throws on a non-2xx. */
export async function pageGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const config = (await (await fetch('/config.json')).json()) as { apiBaseUrl: string };
    const res = await fetch(`${config.apiBaseUrl}${p}`, {
      headers: { authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` },
    });
    if (!res.ok) throw new Error(`GET ${p} failed: ${res.status}`);
    return (await res.json()) as T;
  }, path);
}
