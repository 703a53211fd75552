// Run-time identifiers, tokens and keys (seeds use the deterministic PRNG instead).
import { apiKey, hex, licenseKey, runtimeRandom, uuid, type Random } from '../seed/random.ts';

const rand: Random = runtimeRandom();

export function newId(): string {
  return uuid(rand);
}

/** An opaque bearer token. */
export function newToken(kind: 'at' | 'rt'): string {
  return `mock-${kind}-${hex(rand, 40)}`;
}

/** An application's internal API key. */
export function newApiKey(): string {
  return apiKey(rand);
}

/** A licence key (random.ts: licenseKey), with the product's prefix if it has one. */
export function newLicenseKey(prefix: string | null): string {
  return licenseKey(prefix, rand);
}
