// The licence file's cryptography (docs/licence-files.md): canonical bytes, Ed25519 through
// WebCrypto, a tampered file refused, key ids and fingerprints, and the scenarios' fixed keys.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fromBase64, toBase64 } from '../../../src/shared/license-file/base64.ts';
import { canonicalJson } from '../../../src/shared/license-file/canonical.ts';
import { readPublicKey, signCanonical, signingKeyFromSeed } from '../../../src/shared/license-file/ed25519.ts';
import { signatureHolds, type SignedDocument } from '../../../src/shared/license-file/verify.ts';
import { signingSeedOf } from '../../../src/mocks/seed/signing-key.ts';
import { SCENARIO_SEEDS, SCENARIOS } from '../../../src/mocks/scenarios/index.ts';

const seed = Uint8Array.from({ length: 32 }, (_, i) => i * 7);

async function signedDocument(): Promise<{ document: SignedDocument; publicKey: Uint8Array<ArrayBuffer> }> {
  const key = await signingKeyFromSeed(seed);
  const unsigned = {
    format: 'license-file/1',
    payload: {
      license: { key: 'ABCD-EFGH-JKLM-NPQR' },
      device: { hardwareId: 'HW-1', name: '工場の端末' },
      expiresAt: '2030-01-01T00:00:00.000Z',
      ttlDays: 30,
    },
  };
  const document = {
    ...unsigned,
    signature: { algorithm: 'Ed25519', keyId: key.keyId, value: await signCanonical(unsigned, key.privateKey) },
  };
  return { document, publicKey: readPublicKey(key.publicKey)! };
}

describe('canonical JSON', () => {
  it('sorts keys at every depth, keeps array order, writes no whitespace', () => {
    expect(canonicalJson({ b: 1, a: [{ d: true, c: null }, 'x'], ä: 'é', A: { z: 'ｚ', y: '' } })).toBe(
      '{"A":{"y":"","z":"ｚ"},"a":[{"c":null,"d":true},"x"],"b":1,"ä":"é"}',
    );
  });

  it('is the same for the same meaning, whatever the layout and key order', () => {
    const a = JSON.parse('{\n  "b": 2,\n  "a": {"y": 1, "x": [3, 1]}\n}') as unknown;
    const b = JSON.parse('{"a":{"x":[3,1],"y":1},"b":2}') as unknown;
    expect(canonicalJson(a)).toBe(canonicalJson(b));
  });

  it('escapes as JSON does and refuses what has no single form', () => {
    expect(canonicalJson({ 'q"': 'line\nbreak\u0001' })).toBe('{"q\\"":"line\\nbreak\\u0001"}');
    expect(() => canonicalJson({ a: 1.5 })).toThrow(TypeError);
    expect(() => canonicalJson({ a: Number.NaN })).toThrow(TypeError);
    expect(() => canonicalJson([() => 1])).toThrow(TypeError);
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
  });
});

describe('Ed25519 signatures', () => {
  it('hold over the canonical bytes, whatever the layout', async () => {
    const { document, publicKey } = await signedDocument();
    expect(await signatureHolds(document, publicKey)).toBe(true);
    const relaid = JSON.parse(JSON.stringify(document, null, 4)) as SignedDocument;
    expect(await signatureHolds(relaid, publicKey)).toBe(true);
  });

  it('fail when one byte of the file changes: in what it grants, in the signature, in the format', async () => {
    const { document, publicKey } = await signedDocument();
    const text = JSON.stringify(document, null, 2);
    const tamper = (from: string, to: string) => JSON.parse(text.replace(from, to)) as SignedDocument;
    expect(await signatureHolds(tamper('2030-01-01', '2031-01-01'), publicKey)).toBe(false);
    expect(await signatureHolds(tamper('"ttlDays": 30', '"ttlDays": 31'), publicKey)).toBe(false);
    expect(await signatureHolds(tamper('HW-1', 'HW-2'), publicKey)).toBe(false);
    expect(await signatureHolds(tamper('license-file/1', 'license-file/2'), publicKey)).toBe(false);
    const value = document.signature.value;
    const flipped = `${value.slice(0, 10)}${value[10] === 'A' ? 'B' : 'A'}${value.slice(11)}`;
    expect(await signatureHolds({ ...document, signature: { ...document.signature, value: flipped } }, publicKey)).toBe(
      false,
    );
    // Every single byte of the signature, flipped in turn.
    const bytes = fromBase64(value)!;
    for (let i = 0; i < bytes.length; i += 7) {
      const copy = Uint8Array.from(bytes);
      copy[i] = copy[i]! ^ 0x01;
      expect(
        await signatureHolds({ ...document, signature: { ...document.signature, value: toBase64(copy) } }, publicKey),
        `byte ${i}`,
      ).toBe(false);
    }
  });

  it('fail with another key, another algorithm, a short or non-base64 signature, an added member', async () => {
    const { document, publicKey } = await signedDocument();
    const other = await signingKeyFromSeed(new Uint8Array(32).fill(9));
    expect(await signatureHolds(document, readPublicKey(other.publicKey)!)).toBe(false);
    expect(
      await signatureHolds({ ...document, signature: { ...document.signature, algorithm: 'RS256' } }, publicKey),
    ).toBe(false);
    expect(await signatureHolds({ ...document, signature: { ...document.signature, value: 'AAAA' } }, publicKey)).toBe(
      false,
    );
    expect(await signatureHolds({ ...document, signature: { ...document.signature, value: '!!!' } }, publicKey)).toBe(
      false,
    );
    expect(await signatureHolds({ ...document, note: 'added' }, publicKey)).toBe(false);
    expect(
      await signatureHolds({ ...document, payload: { ...(document.payload as object), extra: 0.5 } }, publicKey),
    ).toBe(false);
  });

  it('name the key by the first 16 hex digits of its SHA-256 fingerprint', async () => {
    const key = await signingKeyFromSeed(seed);
    expect(key.fingerprint).toMatch(/^([0-9A-F]{4} ){15}[0-9A-F]{4}$/);
    expect(key.keyId).toBe(key.fingerprint.replace(/ /g, '').slice(0, 16).toLowerCase());
    expect(fromBase64(key.publicKey)).toHaveLength(32);
  });

  it('read a public key as base64, base64url or hex, and nothing else', async () => {
    const key = await signingKeyFromSeed(seed);
    const raw = fromBase64(key.publicKey)!;
    const hex = Buffer.from(raw).toString('hex');
    for (const form of [
      key.publicKey,
      Buffer.from(raw).toString('base64url'),
      hex,
      hex.toUpperCase(),
      ` ${key.publicKey}\n`,
    ])
      expect(readPublicKey(form), form).toEqual(raw);
    for (const junk of ['', 'abc', key.publicKey.slice(4), `${hex}00`, 'not a key at all!'])
      expect(readPublicKey(junk), junk).toBeNull();
  });
});

describe('the scenarios’ signing keys', () => {
  it('are fixed by the scenario’s seed, one per scenario', async () => {
    const keys = await Promise.all(
      SCENARIOS.map(async (name) => (await signingKeyFromSeed(signingSeedOf(SCENARIO_SEEDS[name]))).publicKey),
    );
    expect(new Set(keys).size).toBe(SCENARIOS.length);
    expect((await signingKeyFromSeed(signingSeedOf(SCENARIO_SEEDS.demo))).publicKey).toBe(keys[0]);
  });
});
