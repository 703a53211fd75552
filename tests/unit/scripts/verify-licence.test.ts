// npm run verify-licence on files the mock signed: without a key it trusts nothing (a forged file
// signed with the public demo key is not called valid); a file holds with its public key given
// (or in a file), and with --demo, which says what it trusts; a file with one byte changed, or
// checked with another key, does not; a duplicate member, a file too large or nested too deep is
// refused, each with its exit code; a byte-order mark is accepted; a file past its end holds but
// is not valid today.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tables } from '../../../src/mocks/db.ts';
import { EXIT, report, verifyLicence } from '../../../scripts/verify-licence/verify.ts';
import { SCENARIO_SEEDS } from '../../../src/mocks/scenarios/index.ts';
import { signingSeedOf } from '../../../src/mocks/seed/signing-key.ts';
import { signCanonical, signingKeyFromSeed } from '../../../src/shared/license-file/ed25519.ts';
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
  it('trusts nothing without a key: not checked, says how to pass one, exits 3', async () => {
    const { content } = await signedFile();
    const none = await run(save('good.lic', content));
    expect(none.code, none.out).toBe(EXIT.noKey);
    expect(none.out).toContain('Signature NOT checked: no public key given, and nothing is trusted by default.');
    expect(none.out).toContain('--public-key <base64 or hex> or --public-key-file <file>');
    expect(none.out).not.toContain('Signature holds');
    expect(none.out).not.toContain('Valid today');
  }, 60_000);

  it('a forged file (9,999 activations until 2099, signed with the demo key anyone can derive) is not called valid without a key', async () => {
    const { content } = await signedFile();
    const file = JSON.parse(content) as { payload: Record<string, unknown> & { license: Record<string, unknown> } };
    const demoKey = await signingKeyFromSeed(signingSeedOf(SCENARIO_SEEDS.demo));
    const payload = {
      ...file.payload,
      license: { ...file.payload.license, maxActivations: 9999, expiresAt: '2099-12-31T14:59:59.999Z' },
      expiresAt: '2099-12-31T14:59:59.999Z',
    };
    const unsigned = { format: 'license-file/1', payload };
    const forged = JSON.stringify({
      ...unsigned,
      signature: {
        algorithm: 'Ed25519',
        keyId: demoKey.keyId,
        value: await signCanonical(unsigned, demoKey.privateKey),
      },
    });
    const path = save('forged.lic', forged);
    const none = await run(path);
    expect(none.code, none.out).toBe(EXIT.noKey);
    expect(none.out).not.toContain('Signature holds');
    expect(none.out).toContain('What the file claims (unverified):');
    // --demo trusts the demo key, and says what that means.
    const demo = await run(path, '--demo');
    expect(demo.code, demo.out).toBe(EXIT.holds);
    expect(demo.out).toContain(
      "Signature holds, checked with the key of the mock's 'demo' scenario (--demo: the mock's scenario keys are trusted; their private halves come from this repository, so anyone can sign with them).",
    );
  }, 60_000);

  it('holds with the public key given, or in a file; --demo with a key is a usage error', async () => {
    const { content, publicKey } = await signedFile();
    const path = save('good.lic', content);
    const given = await run(path, '--public-key', publicKey);
    expect(given.code, given.out).toBe(EXIT.holds);
    expect(given.out).toContain('Signature holds, checked with the public key given.');
    expect(given.out).toContain('Valid today.');
    const inFile = await run(path, '--public-key-file', save('key.txt', `${publicKey}\n`));
    expect(inFile.code, inFile.out).toBe(EXIT.holds);
    expect((await run(path, '--demo', '--public-key', publicKey)).code).toBe(EXIT.usage);
  }, 60_000);

  it('refuses a member named twice ("maxActivations": 9999 before the signed 3), whatever the key', async () => {
    const { content, publicKey } = await signedFile();
    const signed = /"maxActivations": (\d+)/.exec(content)![0];
    const doubled = content.replace(signed, `"maxActivations": 9999,\n    ${signed}`);
    const res = await run(save('doubled.lic', doubled), '--public-key', publicKey);
    expect(res.code, res.out).toBe(EXIT.duplicateKey);
    expect(res.out).toContain('Cannot check: the member "maxActivations" appears twice in one object');
    expect(res.out).not.toContain('Signature holds');
  }, 60_000);

  it('accepts a byte-order mark', async () => {
    const { content, publicKey } = await signedFile();
    const res = await run(save('bom.lic', `\uFEFF${content}`), '--public-key', publicKey);
    expect(res.code, res.out).toBe(EXIT.holds);
    expect(res.out).toContain('Signature holds');
  }, 60_000);

  it('refuses a file over 64 KB before reading it, and one nested too deep', async () => {
    const { content, publicKey } = await signedFile();
    const big = await run(
      save('big.lic', content.replace('{', `{"padding": "${'x'.repeat(65_536)}",`)),
      '--public-key',
      publicKey,
    );
    expect(big.code, big.out).toBe(EXIT.tooLarge);
    expect(big.out).toContain('Cannot check: the file is larger than 64 KB, which no licence file is; not read.');
    const deep = content.replace('{', `{"extra": ${'['.repeat(100)}${']'.repeat(100)},`);
    const verdict = await verifyLicence(deep, { given: publicKey, trusted: [] }, Date.now());
    expect(report(verdict, false)).toEqual({
      exitCode: EXIT.tooDeep,
      text: 'Cannot check: the JSON is nested deeper than 16 levels, which no licence file is.',
    });
  }, 60_000);

  it('fails on a file with one byte changed, and with another public key', async () => {
    const { content, publicKey } = await signedFile();
    const bad = await run(save('tampered.lic', tampered(content)), '--public-key', publicKey);
    expect(bad.code).toBe(EXIT.doesNotHold);
    expect(bad.out).toContain('Signature does NOT hold');
    const other = publicKey.startsWith('A') ? `B${publicKey.slice(1)}` : `A${publicKey.slice(1)}`;
    const wrongKey = await run(save('good2.lic', content), '--public-key', other);
    expect(wrongKey.code).toBe(EXIT.doesNotHold);
    expect(wrongKey.out).toContain('Signature does NOT hold');
  }, 60_000);

  it('refuses what is not JSON, what is no licence file, and a call without a file, each with its code', async () => {
    expect((await run(save('junk.lic', 'hello'), '--demo')).code).toBe(EXIT.notJson);
    const notLicence = await verifyLicence('{"format":"license-file/1"}', { trusted: [] }, Date.now());
    expect(report(notLicence, false)).toEqual({
      exitCode: EXIT.notLicenceFile,
      text: 'Cannot check: not a licence file (payload).',
    });
    expect((await run()).code).toBe(EXIT.usage);
    expect(new Set(Object.values(EXIT)).size).toBe(Object.keys(EXIT).length);
  }, 60_000);

  it('says a file past its end is not valid today, though its signature holds', async () => {
    const { content, publicKey } = await signedFile();
    const later = Date.now() + 400 * 86_400_000;
    const verdict = await verifyLicence(content, { given: publicKey, trusted: [] }, later);
    expect(verdict).toMatchObject({ kind: 'checked', holds: true, validNow: false });
    expect(report(verdict, false)).toMatchObject({ exitCode: 0, text: expect.stringContaining('NOT valid today') });
  });
});
