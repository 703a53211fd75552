// Discovery through the client's own call, on a fake call: the capabilities document when the
// server has one, nothing learned from its absence, and an extension's probe call.
import { describe, expect, it, vi } from 'vitest';
import { createClientCapabilities } from '../../../../src/api/client/client-capabilities.ts';
import { ApiError } from '../../../../src/api/client/errors.ts';
import { EXTENSIONS } from '../../../../src/api/catalog/extensions.ts';
import type { CallFn } from '../../../../src/api/client/client-types.ts';

const asCall = (fn: (id: string, args: unknown) => Promise<unknown>) => fn as unknown as CallFn;

describe('client capabilities', () => {
  it('learns from the capabilities document', async () => {
    const call = vi.fn(async () => ({ extensions: ['usageReport'] }));
    const capabilities = createClientCapabilities(asCall(call));
    await capabilities.discover();
    expect(call).toHaveBeenCalledWith('getCapabilities', {});
    expect(capabilities.state('usageReport')).toBe('present');
  });

  it('takes a 404 on the document for "no document", not for a failure', async () => {
    const call = vi.fn(async () => Promise.reject(new ApiError({ status: 404, kind: 'http', message: 'x' })));
    const capabilities = createClientCapabilities(asCall(call));
    await expect(capabilities.discover()).resolves.toBeUndefined();
    expect(capabilities.state('usageReport')).toBe('unknown');
  });

  it('probes an extension with its harmless call', async () => {
    const noDocument = new ApiError({ status: 404, kind: 'http', message: 'x' });
    const call = vi.fn(async (id: string) => (id === 'getCapabilities' ? Promise.reject(noDocument) : {}));
    const capabilities = createClientCapabilities(asCall(call));
    const [ext, def] = Object.entries(EXTENSIONS).find(([, d]) => d.probe)!;
    capabilities.probe(ext as keyof typeof EXTENSIONS);
    await vi.waitFor(() => expect(call).toHaveBeenCalledWith(def.probe!.call, { query: def.probe!.query }));
  });
});
