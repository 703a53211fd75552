// @vitest-environment node
// No import cycle in src, type-only imports included (scripts/import-cycles.ts; ESLint's
// import-x/no-cycle does not see those).
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from '../../../scripts/import-cycles.ts';

// The one cycle left, inside src/api (endpoints → schemas → capabilities → extensions ⇢ endpoints):
// the api layer's reorganisation into rooms removes it; then this list is empty.
const API_CYCLE = [
  'src/api/endpoints.ts',
  'src/api/extensions.ts',
  'src/api/schemas/capabilities.ts',
  'src/api/schemas/index.ts',
];

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

  it('src has none outside the api layer, and no new one inside it', () => {
    const cycles = importCycles(importGraph('src'));
    const others = cycles.filter((c) => c.join() !== API_CYCLE.join());
    expect(others).toEqual([]);
  });
});
