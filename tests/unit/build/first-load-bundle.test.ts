// @vitest-environment node
// The bundle check's rule for the first load (docs/adr/0027-hand-written-stand-ins.md), on small
// made-up builds: the bundles index.html loads (the login screen's) and the start-up's stages hold no PrimeReact
// JavaScript; the console's lazy bundles may. The real build is checked by `npm test`
// (scripts/check-bundle.ts).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_LOAD_GZIP_LIMIT, inspectBundle, screenModules } from '../../../scripts/check-bundle.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const PRIME = ['node_modules/primereact/button/button.esm.js', 'node_modules/primereact/hooks/hooks.esm.js'];

function fakeDist(primeInEntry: boolean, primeInStage = false): string {
  const dist = mkdtempSync(join(tmpdir(), 'first-load-bundle-'));
  dirs.push(dist);
  const bundle = (name: string, sources: string[]) => {
    writeFileSync(join(dist, name), '');
    writeFileSync(join(dist, `${name}.map`), JSON.stringify({ sources: sources.map((s) => `../${s}`) }));
  };
  writeFileSync(join(dist, 'index.html'), '<script type="module" src="/entry.js"></script>');
  bundle('entry.js', [
    'src/main.tsx',
    'src/screens/shell/login-screen.tsx',
    'src/ui/light/light-button.tsx',
    ...(primeInEntry ? PRIME : []),
  ]);
  // The start-up's later stage, which the entry loads at once (scripts/check-bundle.ts, START_UP_STAGES).
  bundle('render-root.js', ['src/app/render-root.tsx', 'src/app/app.tsx', ...(primeInStage ? PRIME : [])]);
  bundle('console.js', ['src/app/signed-in-console.tsx', 'src/screens/shell/console.tsx', ...PRIME]);
  screenModules().forEach((screen, i) =>
    bundle(`screen-${i}.js`, [
      screen,
      ...(screen.includes('/dashboard/') ? ['node_modules/chart.js/dist/chart.js'] : []),
    ]),
  );
  return dist;
}

describe('zod on the first load', () => {
  it('fails when a first-load bundle holds zod (docs/adr/0069-the-login-evaluates-no-zod.md)', () => {
    const dist = fakeDist(false);
    writeFileSync(
      join(dist, 'render-root.js.map'),
      JSON.stringify({ sources: ['../src/app/render-root.tsx', '../node_modules/zod/v4/core/core.js'] }),
    );
    expect(inspectBundle(dist).problems).toEqual([
      "render-root.js is a first-load bundle (the login screen's) and holds zod: node_modules/zod/v4/core/core.js",
    ]);
  });
});

describe('PrimeReact on the first load', () => {
  it('passes when PrimeReact comes with the console only', () => {
    expect(inspectBundle(fakeDist(false)).problems).toEqual([]);
  });

  it('fails when the first-load bundle holds PrimeReact JavaScript', () => {
    expect(inspectBundle(fakeDist(true)).problems).toEqual([
      "entry.js is a first-load bundle (the login screen's) and holds PrimeReact's JavaScript: node_modules/primereact/button/button.esm.js, node_modules/primereact/hooks/hooks.esm.js",
    ]);
  });

  it("fails when a start-up stage's bundle holds PrimeReact JavaScript", () => {
    expect(inspectBundle(fakeDist(false, true)).problems).toEqual([
      "render-root.js is a first-load bundle (the login screen's) and holds PrimeReact's JavaScript: node_modules/primereact/button/button.esm.js, node_modules/primereact/hooks/hooks.esm.js",
    ]);
  });
});

describe("the first load's weight", () => {
  it('counts the start-up stages with the entry', () => {
    const dist = fakeDist(false);
    writeFileSync(join(dist, 'entry.js'), randomBytes(FIRST_LOAD_GZIP_LIMIT / 2));
    writeFileSync(join(dist, 'render-root.js'), randomBytes(FIRST_LOAD_GZIP_LIMIT / 2 + 1000));
    expect(inspectBundle(dist).problems).toEqual([
      expect.stringMatching(/^the first-load scripts weigh \d+ bytes gzip, over the login's budget/),
    ]);
    expect(inspectBundle(dist).firstLoad).toEqual(['entry.js', 'render-root.js']);
  });

  it("fails when the first-load scripts weigh more than the login's budget, gzipped", () => {
    const dist = fakeDist(false);
    // Random bytes do not compress: the gzipped size is about the file's.
    writeFileSync(join(dist, 'entry.js'), randomBytes(FIRST_LOAD_GZIP_LIMIT + 1000));
    expect(inspectBundle(dist).problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^the first-load scripts weigh \\d+ bytes gzip, over the login's budget of ${FIRST_LOAD_GZIP_LIMIT}$`,
        ),
      ),
    ]);
    writeFileSync(join(dist, 'entry.js'), randomBytes(FIRST_LOAD_GZIP_LIMIT - 1000));
    expect(inspectBundle(dist).problems).toEqual([]);
  });
});
