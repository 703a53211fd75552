// The HTTP mock's data file (npm run mock-server): a restart keeps the developer's changes,
// a scenario starts over, and neither a damaged file nor an interrupted save loses data.
// Here: npm run mock-server, in its own process.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resetDatabase } from '../../../../src/mocks/scenarios/index.ts';
import { file, start, savedLicenseIds, signInAdmin, createLicense, findLicense, dataFileHooks } from './support.ts';

dataFileHooks();

describe('npm run mock-server (the script, in its own process)', () => {
  const script = join(process.cwd(), 'src/mocks/hosts/http-server.ts');
  let child: ChildProcess | null = null;
  afterEach(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    child = null;
  });

  /** Starts the script on a free port and resolves with its URL once it listens. */
  function launch(env: Record<string, string>): Promise<string> {
    const proc = spawn(process.execPath, [script], {
      env: { ...process.env, PORT: '0', MOCK_SCENARIO: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    return new Promise((resolve, reject) => {
      let out = '';
      proc.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (match) resolve(match[1]!);
      });
      proc.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
      proc.once('exit', (code) => reject(new Error(`the mock exited (${code}): ${out}`)));
    });
  }

  function interrupt(): Promise<number | null> {
    const proc = child!;
    return new Promise((resolve) => {
      proc.once('exit', (code) => resolve(code));
      proc.kill('SIGINT');
    });
  }

  it(
    'Ctrl-C saves the last change before the process ends; the next start serves it',
    { timeout: 120_000 },
    async () => {
      const base = await launch({ MOCK_DATA_FILE: file });
      const token = await signInAdmin(base);
      const license = await createLicense(base, token, 9);
      expect(await interrupt()).toBe(0);
      expect(await savedLicenseIds()).toContain(license.id);

      resetDatabase('empty');
      const next = await start();
      expect(await findLicense(next.url, token, license.key)).toEqual([expect.objectContaining({ maxActivations: 9 })]);
    },
  );
});
