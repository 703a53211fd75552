// A big import file is read without holding the page: its rows are checked in slices with the page
// given back between them, and the calls the file needs run while it is read and checked.
import { describe, expect, it, vi } from 'vitest';
import { readLicenseFile, type ReadContext } from '../../../src/screens/bulk-import/licenses/license-import-effects.ts';
import { mapInSlices } from '../../../src/screens/bulk-import/reading/map-in-slices.ts';

const busy = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    /* a row's check */
  }
};

describe('mapInSlices', () => {
  it('maps every item in order, and lets a task queued before it run before it ends', async () => {
    let otherTaskRan = false;
    setTimeout(() => (otherTaskRan = true), 0);
    const seen: boolean[] = [];
    const out = await mapInSlices(
      Array.from({ length: 400 }, (_, i) => i),
      (n, i) => {
        busy(1);
        seen.push(otherTaskRan);
        return n * 10 + i;
      },
    );
    expect(out).toEqual(Array.from({ length: 400 }, (_, i) => i * 11));
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });
});

describe('readLicenseFile', () => {
  it("asks for the users, applications and the server's order numbers without one waiting for another", async () => {
    let answerLookups: () => void = () => undefined;
    const ctx: ReadContext = {
      lookups: vi.fn(
        () =>
          new Promise<Awaited<ReturnType<ReadContext['lookups']>>>((resolve) => {
            answerLookups = () =>
              resolve({
                applications: [{ id: 'app-1', name: 'CADビューア Pro' }],
                users: [{ id: 'user-1', email: 'user@example.com' }],
                withFeatures: false,
                policies: null,
              });
          }),
      ),
      referencesOnServer: vi.fn(async () => new Set(['PO-2'])),
      importedAt: () => null,
      fileImportedAt: () => null,
    };
    const csv = [
      'アプリケーション,ユーザーのメールアドレス,終了日,注文番号',
      'CADビューア Pro,user@example.com,２０２７年３月３１日,PO-1',
      'CADビューア Pro,user@example.com,２０２７年３月３１日,ＰＯ－２',
    ].join('\r\n');
    const reading = readLicenseFile(new File([csv], 'orders.csv', { type: 'text/csv' }), ctx);
    expect(ctx.lookups).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(ctx.referencesOnServer).toHaveBeenCalledWith(['PO-1', 'PO-2']), { timeout: 3000 });
    answerLookups();
    const outcome = await reading;
    expect(outcome.kind).toBe('preview');
    if (outcome.kind !== 'preview') return;
    expect(outcome.preview.sendable).toEqual([0]);
    expect(outcome.preview.importedBefore).toEqual([1]);
    expect(outcome.preview.rows[1]!.payload?.endDate).toBe(outcome.preview.rows[0]!.payload?.endDate);
  });
});
