// npm run verify-licence on files the mock signed: a file holds with the scenario's key and with
// its public key given; a file with one byte changed, or checked with another key, does not and
// exits non-zero; a file past its end holds but is not valid today.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tables } from '../../../src/mocks/db.ts';
import { report, verifyLicence } from '../../../scripts/verify-licence/verify.ts';
import { licensedActiveDevice, raw, signIn } from '../mocks/_helpers.ts';

const script = join(import.meta.dirname, '../../../scripts/verify-licence.ts');
const dir = mkdtempSync(join(tmpdir(), 'verify-licence-'));

function run(...args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => resolve({ code, out }));
  });
}

async function signedFile(): Promise<{ content: string; publicKey: string }> {
  const token = (await signIn('admin')).accessToken;
  const device = licensedActiveDevice();
  const res = await raw('POST', `/licenses/${tables.licenses.get(device.licenseId!)!.id}/license-file`, {
    token,
    body: { deviceId: device.id, ttlDays: 30 },
  });
  expect(res.status).toBe(200);
  const key = await raw('GET', '/api/license-files/signing-key', { token });
  return {
    content: (res.json as { content: string }).content,
    publicKey: (key.json as { publicKey: string }).publicKey,
  };
}

function save(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** The same text with one character of the device's hardware id changed. */
function tampered(content: string): string {
  const at = content.indexOf('"hardwareId": "') + '"hardwareId": "'.length;
  const changed = content[at] === 'A' ? 'B' : 'A';
  return content.slice(0, at) + changed + content.slice(at + 1);
}

describe('npm run verify-licence', () => {
  it('holds with the demo scenario key (trusted by key id) and with the public key given', async () => {
    const { content, publicKey } = await signedFile();
    const path = save('good.lic', content);
    const trusted = await run(path);
    expect(trusted.code, trusted.out).toBe(0);
    expect(trusted.out).toContain(
      "Signature holds, checked with the key of the mock's 'demo' scenario (no --public-key: only the mock's scenario keys are trusted).",
    );
    expect(trusted.out).toContain('Valid today.');
    const given = await run(path, '--public-key', publicKey);
    expect(given.code, given.out).toBe(0);
    expect(given.out).toContain('Signature holds, checked with the public key given.');
  }, 60_000);

  it('fails on a file with one byte changed, and with another public key', async () => {
    const { content, publicKey } = await signedFile();
    const bad = await run(save('tampered.lic', tampered(content)));
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('Signature does NOT hold');
    const other = publicKey.startsWith('A') ? `B${publicKey.slice(1)}` : `A${publicKey.slice(1)}`;
    const wrongKey = await run(save('good2.lic', content), '--public-key', other);
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.out).toContain('Signature does NOT hold');
  }, 60_000);

  it('refuses what is no licence file, and a call without a file', async () => {
    expect((await run(save('junk.lic', 'hello'))).code).toBe(2);
    expect((await run()).code).toBe(2);
  }, 60_000);

  it('says a file past its end is not valid today, though its signature holds', async () => {
    const { content, publicKey } = await signedFile();
    const later = Date.now() + 400 * 86_400_000;
    const verdict = await verifyLicence(content, { given: publicKey, trusted: [] }, later);
    expect(verdict).toMatchObject({ kind: 'checked', holds: true, validNow: false });
    expect(report(verdict, false)).toMatchObject({ exitCode: 0, text: expect.stringContaining('NOT valid today') });
  });
});
