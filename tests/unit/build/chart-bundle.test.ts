// @vitest-environment node
// The bundle check's rule for chart.js, on small made-up builds: only with the chart screens (the
// dashboard, the usage report), never in the first-load bundle nor with another screen (the real build: scripts/check-bundle.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inspectBundle, screenModules } from '../../../scripts/check-bundle.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A dist whose entry holds main.tsx, one lazy bundle per screen, plus `extra` bundles. */
function fakeDist(chartWith: 'dashboard' | 'charts' | 'entry' | 'licenses' | 'nowhere'): string {
  const dist = mkdtempSync(join(tmpdir(), 'chart-bundle-'));
  dirs.push(dist);
  const bundle = (name: string, sources: string[]) => {
    writeFileSync(join(dist, name), '');
    writeFileSync(join(dist, `${name}.map`), JSON.stringify({ sources: sources.map((s) => `../${s}`) }));
  };
  const chart = ['node_modules/chart.js/dist/chart.js', 'node_modules/@kurkle/color/dist/color.esm.js'];
  writeFileSync(join(dist, 'index.html'), '<script type="module" src="/entry.js"></script>');
  bundle('entry.js', ['src/main.tsx', 'src/screens/shell/login-screen.tsx', ...(chartWith === 'entry' ? chart : [])]);
  screenModules().forEach((screen, i) => {
    const withChart =
      (chartWith === 'dashboard' && screen.includes('/dashboard/')) ||
      (chartWith === 'charts' && /\/(dashboard|usage-report)\//.test(screen)) ||
      (chartWith === 'licenses' && screen.includes('/licenses/license-list'));
    bundle(`screen-${i}.js`, [screen, ...(withChart ? chart : [])]);
  });
  return dist;
}

describe('the chart library in the build', () => {
  it('passes when chart.js comes with the dashboard only', () => {
    expect(inspectBundle(fakeDist('dashboard')).problems).toEqual([]);
  });

  it('passes when the usage report holds a copy of it too', () => {
    expect(inspectBundle(fakeDist('charts')).problems).toEqual([]);
  });

  it('fails when chart.js is in the first-load bundle (the login screen’s)', () => {
    expect(inspectBundle(fakeDist('entry')).problems).toEqual([
      expect.stringContaining('entry.js is a first-load bundle'),
    ]);
  });

  it('fails when chart.js shares a bundle with a list screen', () => {
    expect(inspectBundle(fakeDist('licenses')).problems).toEqual([
      expect.stringMatching(/holds the chart library and src\/screens\/licenses\/license-list-screen\.tsx/),
    ]);
  });

  it('fails when no bundle holds it (the charts went missing)', () => {
    expect(inspectBundle(fakeDist('nowhere')).problems).toEqual([
      'no bundle holds the chart library (the dashboard and usage report charts)',
    ]);
  });
});
