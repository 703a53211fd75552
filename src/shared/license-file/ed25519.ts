// Ed25519 through WebCrypto (crypto.subtle: Node 24 and current browsers), the one signing code
// of the browser mock, the HTTP mock and `npm run verify-licence`. A private key is its 32-byte
// seed; WebCrypto imports it wrapped in the fixed PKCS#8 header of RFC 8410.
import { fromBase64, toBase64, toHex } from './base64.ts';
import { canonicalBytes } from './canonical.ts';

export const SIGNATURE_ALGORITHM = 'Ed25519';
const ED25519 = { name: 'Ed25519' } as const;
const PKCS8_PREFIX = [0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20];

export interface SigningKey {
  privateKey: CryptoKey;
  /** The raw 32-byte public key, base64. */
  publicKey: string;
  /** Its id in licence files: the first 16 hex digits of its fingerprint. */
  keyId: string;
  /** SHA-256 of the raw public key, upper-case hex in groups of four. */
  fingerprint: string;
}

/** SHA-256 of the raw public key as `3F2A 91C0 …` (16 groups). */
export async function fingerprintOf(publicKeyRaw: Uint8Array<ArrayBuffer>): Promise<string> {
  const hex = toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', publicKeyRaw))).toUpperCase();
  return hex.match(/.{4}/g)!.join(' ');
}

/** The key id licence files name: the fingerprint's first 16 hex digits, lower case. */
export const keyIdOf = (fingerprint: string) => fingerprint.replace(/ /g, '').slice(0, 16).toLowerCase();

/** The signing key whose private part is this 32-byte seed. */
export async function signingKeyFromSeed(seed: Uint8Array): Promise<SigningKey> {
  if (seed.length !== 32) throw new RangeError('an Ed25519 seed has 32 bytes');
  const pkcs8 = Uint8Array.from([...PKCS8_PREFIX, ...seed]);
  // Extractable once, to read the public half (JWK `x`); the key kept signs only.
  const extractable = await crypto.subtle.importKey('pkcs8', pkcs8, ED25519, true, ['sign']);
  const { x } = await crypto.subtle.exportKey('jwk', extractable);
  const raw = fromBase64(x ?? '');
  if (!raw || raw.length !== 32) throw new Error('Ed25519 public key not exported');
  const privateKey = await crypto.subtle.importKey('pkcs8', pkcs8, ED25519, false, ['sign']);
  const fingerprint = await fingerprintOf(raw);
  return { privateKey, publicKey: toBase64(raw), keyId: keyIdOf(fingerprint), fingerprint };
}

/** The base64 signature of the canonical bytes of `value`. */
export async function signCanonical(value: unknown, privateKey: CryptoKey): Promise<string> {
  return toBase64(new Uint8Array(await crypto.subtle.sign(ED25519, privateKey, canonicalBytes(value))));
}

/** The raw public key of base64, base64url or hex text; null when it is none of them or not 32 bytes. */
export function readPublicKey(text: string): Uint8Array<ArrayBuffer> | null {
  const trimmed = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Uint8Array.from(trimmed.match(/../g)!, (h) => parseInt(h, 16))
    : fromBase64(trimmed);
  return bytes && bytes.length === 32 ? bytes : null;
}

/** Whether `signature` (base64) is the Ed25519 signature of the canonical bytes of `value` by `publicKeyRaw`. */
export async function verifyCanonical(
  value: unknown,
  signature: string,
  publicKeyRaw: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  const bytes = fromBase64(signature);
  if (!bytes || bytes.length !== 64) return false;
  const key = await crypto.subtle.importKey('raw', publicKeyRaw, ED25519, false, ['verify']);
  return crypto.subtle.verify(ED25519, key, bytes, canonicalBytes(value));
}
