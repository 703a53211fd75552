// The page's API client whose code is a chunk of its own (src/app/lazy-api.ts): nothing of it is
// loaded until a call, or `preload()` when its condition (the first input on the login page) says so.
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/api/client/client.ts';
import { isApiError } from '../../../src/api/client/errors.ts';
import { afterFirstInput } from '../../../src/app/first-input.ts';
import { lazyApiClient } from '../../../src/app/lazy-api.ts';

function fakeClient(): ApiClient {
  return {
    call: vi.fn(async () => ({ user: { id: '1' } })) as unknown as ApiClient['call'],
    callContract: vi.fn() as unknown as ApiClient['callContract'],
    preload: vi.fn(),
    capabilities: { state: () => 'unknown' } as unknown as ApiClient['capabilities'],
  };
}

describe('lazyApiClient', () => {
  it('loads the client once, at the first call, and forwards the call', async () => {
    const client = fakeClient();
    const load = vi.fn(async () => client);
    const api = lazyApiClient(load, () => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(() => api.capabilities).toThrow(/before its chunk loaded/);
    await expect(api.call('verify', {})).resolves.toEqual({ user: { id: '1' } });
    await api.call('verify', {});
    expect(load).toHaveBeenCalledTimes(1);
    expect(client.call).toHaveBeenCalledWith('verify', {}, undefined);
    expect(api.capabilities).toBe(client.capabilities);
  });

  it('preloads only when its condition starts it, then preloads the client', async () => {
    const client = fakeClient();
    const load = vi.fn(async () => client);
    let start: (() => void) | undefined;
    const api = lazyApiClient(load, (go) => (start = go));
    api.preload();
    expect(load).not.toHaveBeenCalled();
    start!();
    await vi.waitFor(() => expect(client.preload).toHaveBeenCalledTimes(1));
  });

  it('a chunk that cannot be downloaded fails the call as a network error and is tried again', async () => {
    const client = fakeClient();
    const load = vi.fn<() => Promise<ApiClient>>().mockRejectedValueOnce(new TypeError('offline'));
    load.mockResolvedValue(client);
    const api = lazyApiClient(load, () => undefined);
    const failed = await api.call('verify', {}).catch((error: unknown) => error);
    expect(isApiError(failed) && failed.kind).toBe('network');
    await expect(api.call('verify', {})).resolves.toEqual({ user: { id: '1' } });
  });
});

describe('afterFirstInput', () => {
  it('waits for a key, a pointer or a filled-in field, not for a focus, and runs once', () => {
    const target = new EventTarget();
    const then = vi.fn();
    afterFirstInput(then, target);
    target.dispatchEvent(new Event('focusin'));
    expect(then).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('input'));
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when told', () => {
    const target = new EventTarget();
    const then = vi.fn();
    afterFirstInput(then, target)();
    target.dispatchEvent(new Event('pointerdown'));
    expect(then).not.toHaveBeenCalled();
  });
});
