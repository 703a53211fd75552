// @vitest-environment node
// No import cycle in src, type-only imports included (scripts/import-cycles.ts; ESLint's
// import-x/no-cycle does not see those).
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from '../../../scripts/import-cycles.ts';

describe('import cycles', () => {
  it('finds a cycle, a type-only one too', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('src has none', () => {
    expect(importCycles(importGraph('src'))).toEqual([]);
  });
});
