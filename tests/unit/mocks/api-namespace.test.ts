// One namespace for the API, one for pages: the in-browser mock answers the API's own
// origin (the production base URL the dev build calls), never a page navigation, so a reload or
// deep link of /licenses, /users… loads the console instead of an API answer.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_API_BASE_URL, resolveApiBaseUrl } from '../../../src/api/client/config.ts';
import { createApiHandlers } from '../../../src/mocks/handlers/index.ts';

const browserHandlers = createApiHandlers(PRODUCTION_API_BASE_URL);
const PAGE_ORIGIN = 'http://localhost:1234';

/** Whether the mock answered: unhandled, or handed back to the network (msw's passthrough), is not. */
async function answers(request: Request): Promise<boolean> {
  const res = await getResponse(browserHandlers, request, { quiet: true });
  return res !== undefined && res.headers.get('x-msw-intention') !== 'passthrough';
}

/** A request as the browser makes it for a page load (Request's constructor refuses mode 'navigate'). */
function navigation(url: string): Request {
  const request = new Request(url, { headers: { accept: 'text/html' } });
  Object.defineProperty(request, 'mode', { value: 'navigate' });
  return request;
}

describe('the API base', () => {
  it('is the production host unless a build names another (the dev server included)', () => {
    expect(resolveApiBaseUrl({})).toBe(PRODUCTION_API_BASE_URL);
    expect(resolveApiBaseUrl({ E2E: '1' })).toBe('http://localhost:8000');
    expect(resolveApiBaseUrl({ API_BASE_URL: 'http://127.0.0.1:9000/' })).toBe('http://127.0.0.1:9000');
  });
});

describe("the browser worker's handlers", () => {
  it('answer calls on the API origin', async () => {
    const res = await getResponse(browserHandlers, new Request(`${PRODUCTION_API_BASE_URL}/licenses`), { quiet: true });
    expect(res?.status).toBe(401);
    expect(await res?.json()).toMatchObject({ error: expect.stringMatching(/認証/) });
  });

  it("leave the console's own routes alone, whatever the path", async () => {
    for (const path of ['/licenses', '/devices', '/users', '/applications', '/applications/x', '/api/dashboard']) {
      expect(await answers(new Request(`${PAGE_ORIGIN}${path}`)), path).toBe(false);
    }
  });

  it('never answer a page navigation, even to an API URL', async () => {
    expect(await answers(new Request(`${PRODUCTION_API_BASE_URL}/licenses`))).toBe(true);
    expect(await answers(navigation(`${PRODUCTION_API_BASE_URL}/licenses`))).toBe(false);
    expect(await answers(navigation(`${PRODUCTION_API_BASE_URL}/x${'y'.repeat(9000)}`))).toBe(false);
  });
});
