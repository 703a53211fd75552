// @vitest-environment node
// The documents point at what exists: every relative markdown link of docs/ and the README resolves
// to a file or folder, and so does every repository path they cite in backticks (or git ignores
// it: an output of a command).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const documents = [
  'README.md',
  ...readdirSync('docs', { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => join(e.parentPath, e.name)),
];

/** `[text](target)` targets that stay inside the repository (no scheme, no pure anchor). */
export function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => decodeURIComponent(target.split('#')[0]!));
}

const ROOTS = ['src', 'tests', 'scripts', 'docs', 'reports', 'patches', 'deploy', 'static', 'parcel', '.ci'];
const PATH = new RegExp(`^(?:${ROOTS.map((r) => r.replace('.', '\\.')).join('|')})/[\\w./@+-]*$`);

/** Backticked text that reads as a repository path (`src/app/runtime.ts`, `tests/e2e/`); patterns are not paths. */
export function citedPaths(markdown: string): string[] {
  return [...markdown.matchAll(/`([^`\n]+)`/g)]
    .map((m) => m[1]!.replace(/:\d+(-\d+)?$/, ''))
    .filter((text) => PATH.test(text));
}

/** What a command writes and git ignores (reports/test-summary.json) is cited by name before it exists. */
const ignored = (path: string) => {
  try {
    execFileSync('git', ['check-ignore', '-q', path]);
    return true;
  } catch {
    return false;
  }
};

describe('links and paths in docs/ and the README', () => {
  it('reads links and paths as a reader would', () => {
    expect(relativeLinks('[a](adr/README.md#x) [b](https://x.dev) [c](#top) [d](../src/)')).toEqual([
      'adr/README.md',
      '../src/',
    ]);
    expect(citedPaths('`src/app/runtime.ts:12` `npm test` `tests/e2e/` `src/api/*.ts` `reports/ab/<n>.json`')).toEqual([
      'src/app/runtime.ts',
      'tests/e2e/',
    ]);
  });

  it.each(documents)('%s: every relative link resolves', (file) => {
    const missing = relativeLinks(readFileSync(file, 'utf8')).filter(
      (target) => !existsSync(join(dirname(file), target)),
    );
    expect(missing).toEqual([]);
  });

  it.each(documents)('%s: every path in backticks exists', (file) => {
    const missing = citedPaths(readFileSync(file, 'utf8')).filter((path) => !existsSync(path) && !ignored(path));
    expect(missing).toEqual([]);
  });
});
