// `npm run verify-licence -- <file.lic> [--public-key <key>]`: whether a licence file's Ed25519
// signature holds, what it grants, and whether it is valid today. Exit 0: it holds; 1: it does
// not (or its key is unknown); 2: a usage error or an unreadable file.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { signingKeyFromSeed } from '../src/shared/license-file/ed25519.ts';
import { report, verifyLicence, type TrustedKey } from './verify-licence/verify.ts';

const USAGE = `usage: npm run verify-licence -- <file.lic> [--public-key <base64 or hex>]
  Without --public-key, only the public keys of the mock's scenarios are trusted (matched by key id).`;

/** The public keys of the mock's scenarios: what `npm start` and the HTTP mock sign with. */
async function scenarioKeys(): Promise<TrustedKey[]> {
  // Loaded only when needed: the mock's modules take a while to load.
  const { SCENARIO_SEEDS } = await import('../src/mocks/scenarios/index.ts');
  const { signingSeedOf } = await import('../src/mocks/seed/signing-key.ts');
  return Promise.all(
    Object.entries(SCENARIO_SEEDS).map(async ([name, seed]) => {
      const key = await signingKeyFromSeed(signingSeedOf(seed));
      return { keyId: key.keyId, publicKey: key.publicKey, source: `the key of the mock's '${name}' scenario` };
    }),
  );
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { 'public-key': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [path] = parsed.positionals;
  if (parsed.values.help || !path || parsed.positionals.length > 1) {
    console.error(USAGE);
    return parsed.values.help ? 0 : 2;
  }
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    console.error(`Cannot read ${path}: ${(error as Error).message}`);
    return 2;
  }
  const given = parsed.values['public-key'];
  const verdict = await verifyLicence(
    text,
    { given, trusted: given === undefined ? await scenarioKeys() : [] },
    Date.now(),
  );
  const { text: out, exitCode } = report(verdict, given === undefined);
  (exitCode === 0 ? console.log : console.error)(out);
  return exitCode;
}

process.exitCode = await main();
