// `npm run build:e2e`: the E2E=1 production bundle for each slot of the E2E suite (one per
// Playwright worker, each calling its own HTTP mock: tests/e2e/support/slots.ts), with the
// build's post-steps (the prerendered /login, the Content Security Policy and config.json naming
// that mock, the precompressed copies).
import { spawn } from 'node:child_process';
import { SLOTS } from '../tests/e2e/support/slots.ts';

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    spawn(command, args, { stdio: 'inherit', env }).on('close', (code) => resolve(code ?? 1));
  });
}

/** One slot's bundle and its post-steps, in order. */
async function buildSlot(s: (typeof SLOTS)[number]): Promise<number> {
  const env = { ...process.env, E2E: '1', API_BASE_URL: s.apiOrigin };
  const steps: [string, string[]][] = [
    ['rm', ['-rf', s.dist, `.parcel-cache-${s.dist}`]],
    [
      'npx',
      [
        'parcel',
        'build',
        'index.html',
        '--dist-dir',
        s.dist,
        '--cache-dir',
        `.parcel-cache-${s.dist}`,
        '--no-source-maps',
      ],
    ],
    [process.execPath, ['scripts/prerender.ts', s.dist]],
    [process.execPath, ['scripts/csp.ts', s.dist]],
    [process.execPath, ['scripts/configure.ts', '--build-default', '--dist', s.dist]],
    [process.execPath, ['scripts/compress.ts', s.dist]],
  ];
  for (const [command, args] of steps) {
    const code = await run(command, args, env);
    if (code !== 0) return code;
  }
  return 0;
}

// The slots build at once: each build has long single-threaded stretches (Parcel's packaging,
// the prerender, the policy), so two overlap on two cores.
const codes = await Promise.all(SLOTS.map(buildSlot));
process.exit(codes.find((c) => c !== 0) ?? 0);
