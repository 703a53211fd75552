// @vitest-environment node
// check-server's plan (every GET of the catalog, the unsent writes) and its report's layout.
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../src/api/catalog/endpoints.ts';
import { EXTENSION_IDS, EXTENSIONS } from '../../../src/api/catalog/extensions.ts';
import { PLAN, UNSENT_WRITES } from '../../../scripts/check-server/plan.ts';
import { displayWidth, table } from '../../../scripts/check-server/report.ts';
import { serversEachTest } from './check-server-support.ts';

serversEachTest();

describe('the plan', () => {
  it('makes every GET of the catalog, and reports every extension call that changes something unsent', () => {
    const gets = Object.entries(endpoints)
      .filter(([, def]) => def.method === 'GET')
      .map(([id]) => id);
    expect(PLAN.map((step) => step.id).sort()).toEqual(gets.sort());
    const extensionWrites = EXTENSION_IDS.flatMap((ext) => EXTENSIONS[ext].calls).filter(
      (id) => endpoints[id].method !== 'GET',
    );
    expect([...UNSENT_WRITES].sort()).toEqual(extensionWrites.sort());
  });
});

describe('the report', () => {
  it('aligns columns by display width, Japanese counting two', () => {
    expect(displayWidth('ライセンス一覧')).toBe(14);
    const lines = table([
      ['ライセンス', 'a'],
      ['ab', 'b'],
    ]);
    expect(lines.map((line) => displayWidth(line.slice(0, line.length - 1)))).toEqual([14, 14]);
  });
});
