// Run-time identifiers, tokens and keys (seeds use the deterministic PRNG instead).
import { hex, keyChars, runtimeRandom, uuid, type Random } from '../seed/random.ts';

const rand: Random = runtimeRandom();

export function newId(): string {
  return uuid(rand);
}

/** An opaque bearer token. */
export function newToken(kind: 'at' | 'rt'): string {
  return `mock-${kind}-${hex(rand, 40)}`;
}

/** An application's internal API key. */
export function newApiKey(r: Random = rand): string {
  return `ak_${hex(r, 32)}`;
}

/** `ABCD-EFGH-JKLM-NPQR`, or `PREFIX-ABCD-EFGH-JKLM-NPQR` when the product has a prefix. */
export function newLicenseKey(prefix: string | null, r: Random = rand): string {
  const body = [keyChars(r, 4), keyChars(r, 4), keyChars(r, 4), keyChars(r, 4)].join('-');
  return prefix ? `${prefix}-${body}` : body;
}
