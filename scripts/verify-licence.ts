// `npm run verify-licence -- <file.lic> (--public-key <key> | --public-key-file <file> | --demo)`:
// whether a licence file's Ed25519 signature holds, what it grants, and whether it is valid today.
// Without a key it trusts nothing. Exit codes: EXIT in scripts/verify-licence/verify.ts,
// listed in docs/licence-files.md.
import { readFileSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { LICENSE_FILE_MAX_BYTES } from '../src/shared/constants.ts';
import { signingKeyFromSeed } from '../src/shared/license-file/ed25519.ts';
import {
  EXIT,
  HOW_TO_PASS_THE_KEY,
  readLicenceFile,
  refusalReport,
  report,
  verifyLicence,
  type TrustedKey,
} from './verify-licence/verify.ts';

const USAGE = `usage: npm run verify-licence -- <file.lic> (--public-key <base64 or hex> | --public-key-file <file> | --demo)
  ${HOW_TO_PASS_THE_KEY}`;

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

/** The file's text, read only when its size is that of a licence file; an exit code otherwise. */
function readSmallFile(path: string): string | number {
  try {
    if (statSync(path).size > LICENSE_FILE_MAX_BYTES) {
      const { text, exitCode } = refusalReport({ problem: 'too-large', maxBytes: LICENSE_FILE_MAX_BYTES });
      console.error(text);
      return exitCode;
    }
    return readFileSync(path, 'utf8');
  } catch (error) {
    console.error(`Cannot read ${path}: ${(error as Error).message}`);
    return EXIT.usage;
  }
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        'public-key': { type: 'string' },
        'public-key-file': { type: 'string' },
        demo: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return EXIT.usage;
  }
  const { values, positionals } = parsed;
  const [path] = positionals;
  const keyOptions = [values['public-key'], values['public-key-file'], values.demo].filter((v) => v !== undefined);
  if (values.help || !path || positionals.length > 1 || keyOptions.length > 1) {
    console.error(USAGE);
    return values.help ? EXIT.holds : EXIT.usage;
  }
  const text = readSmallFile(path);
  if (typeof text === 'number') return text;
  let given = values['public-key'];
  if (values['public-key-file'] !== undefined) {
    const keyText = readSmallFile(values['public-key-file']);
    if (typeof keyText === 'number') return keyText;
    given = keyText;
  }
  const demo = values.demo === true;
  // A file refused as it is needs no keys (the demo keys take a while to load).
  const read = readLicenceFile(text);
  if ('problem' in read) {
    const refused = refusalReport(read);
    console.error(refused.text);
    return refused.exitCode;
  }
  const verdict = await verifyLicence(text, { given, trusted: demo ? await scenarioKeys() : [] }, Date.now());
  const { text: out, exitCode } = report(verdict, demo);
  (exitCode === EXIT.holds ? console.log : console.error)(out);
  return exitCode;
}

process.exitCode = await main();
