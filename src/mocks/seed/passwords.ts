// Passwords are stored as bcrypt hashes only. Seeding hashes each distinct seed password
// once per process, with a fixed cost-8 salt, and reuses the hash (so a 1,000-user scenario
// costs one hash per distinct password). Accounts created at run time get a random salt.
import bcrypt from 'bcryptjs';

export const BCRYPT_COST = 8;
/** bcrypt's 22-character salt in its own base64 alphabet. */
const SEED_SALT = `$2b$0${BCRYPT_COST}$LicenseConsoleMockSeed`;

const seedHashes = new Map<string, string>();

/** The (cached) hash of a seed password. */
export function seedPasswordHash(password: string): string {
  let hash = seedHashes.get(password);
  if (hash === undefined) {
    hash = bcrypt.hashSync(password, SEED_SALT);
    seedHashes.set(password, hash);
  }
  return hash;
}

/** A fresh hash with a random salt (user creation, registration). */
export function hashPassword(password: string): string {
  return bcrypt.hashSync(password, bcrypt.genSaltSync(BCRYPT_COST));
}

// bcrypt is deliberately slow (docs/adr/0040-mock-database-on-mswjs-data.md). The outcome for one
// (hash, password) pair never changes, so recent outcomes are remembered: a test suite that
// signs in hundreds of times pays for each distinct pair once.
const verified = new Map<string, boolean>();
const VERIFIED_MAX = 256;

export function verifyPassword(password: string, hash: string): boolean {
  const memoKey = `${hash}\u0000${password}`;
  const known = verified.get(memoKey);
  if (known !== undefined) return known;
  let ok: boolean;
  try {
    ok = bcrypt.compareSync(password, hash);
  } catch {
    ok = false;
  }
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
  verified.set(memoKey, ok);
  return ok;
}
