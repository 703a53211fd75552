// @vitest-environment node
// The bundle check's rule for the testers' panel (docs/testers-toolkit.md), on a small made-up
// build: a bundle holding src/dev or the expectations of tests/ fails; the real build is checked
// by `npm test` (scripts/check-bundle.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inspectBundle, screenModules } from '../../../scripts/check-bundle.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fakeDist(panel: string[]): string {
  const dist = mkdtempSync(join(tmpdir(), 'testers-bundle-'));
  dirs.push(dist);
  const bundle = (name: string, sources: string[]) => {
    writeFileSync(join(dist, name), '');
    writeFileSync(join(dist, `${name}.map`), JSON.stringify({ sources: sources.map((s) => `../${s}`) }));
  };
  writeFileSync(join(dist, 'index.html'), '<script type="module" src="/entry.js"></script>');
  bundle('entry.js', ['src/main.tsx', 'src/screens/shell/login-screen.tsx']);
  bundle('kit.js', panel);
  screenModules().forEach((screen, i) =>
    bundle(`screen-${i}.js`, [
      screen,
      ...(screen.includes('/dashboard/') ? ['node_modules/chart.js/dist/chart.js'] : []),
    ]),
  );
  return dist;
}

describe("the testers' panel in a production bundle", () => {
  it('passes without it', () => {
    expect(inspectBundle(fakeDist(['src/app/app.tsx'])).problems).toEqual([]);
  });

  it('fails with the panel or the expectations it reads', () => {
    expect(
      inspectBundle(fakeDist(['src/dev/testers/kit.tsx', 'tests/model/machines/auth.expected.ts'])).problems,
    ).toEqual(["kit.js holds the testers' panel: src/dev/testers/kit.tsx, tests/model/machines/auth.expected.ts"]);
  });
});
