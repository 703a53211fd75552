// `npm run build:e2e`: the E2E=1 production bundle for each slot of the E2E suite (one per
// Playwright worker, each calling its own HTTP mock: tests/e2e/support/slots.ts), with the
// build's post-steps (the prerendered /login, the Content Security Policy naming that mock).
import { spawnSync } from 'node:child_process';
import { SLOTS } from '../tests/e2e/support/slots.ts';

for (const s of SLOTS) {
  const env = { ...process.env, E2E: '1', API_BASE_URL: s.apiOrigin };
  const steps: [string, string[]][] = [
    ['rm', ['-rf', s.dist, `.parcel-cache-${s.dist}`]],
    ['npx', ['parcel', 'build', 'index.html', '--dist-dir', s.dist, '--cache-dir', `.parcel-cache-${s.dist}`, '--no-source-maps']],
    [process.execPath, ['scripts/prerender.ts', s.dist]],
    [process.execPath, ['scripts/csp.ts', s.dist]],
  ];
  for (const [command, args] of steps) {
    const result = spawnSync(command, args, { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
