// An extension's absence alone: the error that names what the server would need, and which failed
// calls teach the client the extension is absent.
import { describe, expect, it, vi } from 'vitest';
import { absentError, learnAbsence } from '../../../../src/api/client/steps/extension-absence.ts';
import { createPathOf } from '../../../../src/api/client/steps/path-mapping.ts';
import { importCatalog } from '../../../../src/api/catalog/catalog.ts';
import { EXTENSIONS } from '../../../../src/api/catalog/extensions.ts';
import { ApiError } from '../../../../src/api/client/errors.ts';
import { common } from '../../../../src/shared/messages/common.ts';

const httpFailure = (status: number) => new ApiError({ status, kind: 'http', message: 'x' });

function capabilities(absentAfter: boolean) {
  return { discover: vi.fn(async () => undefined), absentAfter: vi.fn(() => absentAfter), learn: vi.fn() };
}

describe('absent error', () => {
  it("names the extension and its calls with the server's paths", async () => {
    const { endpoints } = await importCatalog();
    const error = absentError('myApplications', endpoints, createPathOf({ myApplications: '/me/apps' }));
    expect(error).toMatchObject({
      kind: 'absent',
      status: 404,
      message: common.notOffered(EXTENSIONS.myApplications.name),
    });
    expect(error.detail).toBe(common.offeredWith('GET /me/apps'));
  });
});

describe('learn absence', () => {
  it('learns an extension absent from a 404 the capabilities do not contradict', async () => {
    const caps = capabilities(true);
    expect(await learnAbsence(httpFailure(404), 'getUsageReport', 'usageReport', caps)).toBe(true);
    expect(caps.discover).toHaveBeenCalledTimes(1);
    expect(caps.learn).toHaveBeenCalledWith('usageReport', 'absent');
  });

  it('keeps the extension when the capabilities document says the call is there', async () => {
    const caps = capabilities(false);
    expect(await learnAbsence(httpFailure(404), 'getUsageReport', 'usageReport', caps)).toBe(false);
    expect(caps.learn).not.toHaveBeenCalled();
  });

  it('does not read the capabilities document to judge its own call', async () => {
    const caps = capabilities(true);
    expect(await learnAbsence(httpFailure(404), 'getCapabilities', 'capabilities', caps)).toBe(true);
    expect(caps.discover).not.toHaveBeenCalled();
  });

  it('learns nothing from other failures', async () => {
    const caps = capabilities(true);
    const network = new ApiError({ status: 0, kind: 'network', message: 'x' });
    expect(await learnAbsence(httpFailure(500), 'getUsageReport', 'usageReport', caps)).toBe(false);
    expect(await learnAbsence(network, 'getUsageReport', 'usageReport', caps)).toBe(false);
    expect(caps.discover).not.toHaveBeenCalled();
  });
});
