// Reading an answer alone: JSON through the given reader, a write's text success read as empty,
// anything else unreadable an `invalid-response` error.
import { describe, expect, it } from 'vitest';
import { parseAnswer } from '../../../../src/api/client/steps/answer-parsing.ts';
import { readAnswer } from '../../../../src/api/reading/read-response.ts';
import { importCatalog } from '../../../../src/api/catalog/catalog.ts';
import { common } from '../../../../src/shared/messages/common.ts';

describe('answer parsing', () => {
  it('hands the parsed JSON to the reader', async () => {
    const { endpoints } = await importCatalog();
    const read = (_def: unknown, json: unknown) => json;
    expect(await parseAnswer(endpoints.listLicenses, new Response('{"a":1}'), read)).toEqual({ a: 1 });
  });

  it("reads a write's plain-text success as an empty answer", async () => {
    const { endpoints } = await importCatalog();
    const result = await parseAnswer(endpoints.deleteLicense, new Response('Deleted', { status: 200 }), readAnswer);
    expect(result).toBeDefined();
  });

  it('fails as invalid-response on text where JSON is needed, or on what the reader refuses', async () => {
    const { endpoints } = await importCatalog();
    const contract = (_def: unknown, json: unknown) => endpoints.listLicenses.response.parse(json);
    await expect(parseAnswer(endpoints.listLicenses, new Response('<html>'), readAnswer)).rejects.toMatchObject({
      kind: 'invalid-response',
      message: common.invalidResponse,
    });
    await expect(parseAnswer(endpoints.listLicenses, new Response('{"x":1}'), contract)).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });
});
