// A scenario's licence-signing key: its 32-byte Ed25519 seed drawn from the scenario's seed by a
// PRNG of its own (the scenario's other draws stay as they were), so the browser mock and the
// HTTP mock sign a scenario's files with the same key. A mock's key: its source is public.
import { toBase64 } from '../../shared/license-file/base64.ts';
import { tables } from '../db.ts';
import { mulberry32, uuid } from './random.ts';

const SIGNING_SALT = 0x5e1fed25;

/** The private key (Ed25519 seed) of the scenario whose seed this is. */
export function signingSeedOf(scenarioSeed: number): Uint8Array {
  const rand = mulberry32((scenarioSeed ^ SIGNING_SALT) >>> 0);
  return Uint8Array.from({ length: 32 }, () => Math.floor(rand() * 256));
}

export function seedSigningKey(scenarioSeed: number, at: number): void {
  const rand = mulberry32((scenarioSeed ^ SIGNING_SALT ^ 0xffff) >>> 0);
  tables.signingKeys.insert({
    id: uuid(rand),
    privateSeed: toBase64(signingSeedOf(scenarioSeed)),
    createdAt: new Date(at).toISOString(),
  });
}
