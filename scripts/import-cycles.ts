// Import cycles among the source files, type-only imports included (ESLint's import-x/no-cycle
// skips those). `node scripts/import-cycles.ts [DIR]` prints each cycle; exit 1 when there is one.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Relative imports and re-exports of a module, `import type` and `export type` included. */
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]/g;

export function importGraph(dir: string): Map<string, string[]> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => normalize(join(e.parentPath, e.name)));
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const source = readFileSync(file, 'utf8');
      const targets = [...source.matchAll(IMPORT)].map((m) => normalize(join(dirname(file), m[1]!)));
      return [file, [...new Set(targets.filter((t) => known.has(t)))]];
    }),
  );
}

/** The strongly connected groups of more than one module (or a module importing itself), by Tarjan. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    order.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
    }
    if (low.get(v) !== order.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || graph.get(v)?.includes(v)) cycles.push(group.sort());
  };
  for (const v of graph.keys()) if (!order.has(v)) visit(v);
  return cycles;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const cycles = importCycles(importGraph(process.argv[2] ?? 'src'));
  for (const c of cycles) console.log(`cycle: ${c.join(' ⇄ ')}`);
  console.log(`${cycles.length} import cycle(s), type-only imports included`);
  process.exit(cycles.length ? 1 : 0);
}
