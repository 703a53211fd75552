// @vitest-environment node
// npm run check-server, the CLI itself, in its own process against the mock over real HTTP.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN, start, serversEachTest } from './check-server-support.ts';

serversEachTest();

describe('npm run check-server (the CLI, in its own process)', () => {
  const script = join(process.cwd(), 'scripts/check-server.ts');
  function run(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; out: string }> {
    const child = spawn(process.execPath, [script, ...args], {
      env: { ...process.env, CHECK_SERVER_EMAIL: '', CHECK_SERVER_PASSWORD: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    return new Promise((resolve) => child.once('close', (code) => resolve({ code, out })));
  }

  it('exits 0 against the spec profile with the report, the password nowhere in it', { timeout: 60_000 }, async () => {
    const base = await start('spec');
    const { code, out } = await run([base], { CHECK_SERVER_EMAIL: ADMIN.email, CHECK_SERVER_PASSWORD: ADMIN.password });
    expect(out).toContain(`check-server: ${base}`);
    expect(out).toMatch(/GET \/licenses\?page=1&pageSize=10 +contract +200 +read +ライセンス一覧/);
    expect(out).toContain('Result: OK');
    expect(out).not.toContain(ADMIN.password);
    expect(code, out).toBe(0);
  });

  it('exits 1 on bad credentials, saying so', { timeout: 60_000 }, async () => {
    const base = await start('full');
    const { code, out } = await run([base], {
      CHECK_SERVER_EMAIL: ADMIN.email,
      CHECK_SERVER_PASSWORD: 'Wrong-Password-42!',
    });
    expect(out).toContain('the server refused the e-mail address or password (401)');
    expect(out).not.toContain('Wrong-Password-42!');
    expect(code).toBe(1);
  });

  it(
    'exits 2 without a base URL, with a bad one, or without an account off a terminal',
    { timeout: 60_000 },
    async () => {
      const account = { CHECK_SERVER_EMAIL: ADMIN.email, CHECK_SERVER_PASSWORD: ADMIN.password };
      const none = await run([], account);
      expect(none.out).toContain('no base URL given');
      expect(none.code).toBe(2);
      const bad = await run(['ftp://licence.example.com'], account);
      expect(bad.out).toContain('is not an absolute http:// or https:// URL');
      expect(bad.code).toBe(2);
      const anonymous = await run(['http://127.0.0.1:9']);
      expect(anonymous.out).toContain('set CHECK_SERVER_EMAIL and CHECK_SERVER_PASSWORD');
      expect(anonymous.code).toBe(2);
    },
  );
});
