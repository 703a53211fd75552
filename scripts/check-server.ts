// `npm run check-server -- <base URL>`: what the console will make of a licence server. Signs in
// (CHECK_SERVER_EMAIL / CHECK_SERVER_PASSWORD, or a prompt), makes only GETs, signs out, prints
// a report (scripts/check-server/). Exit 0: every call of the contract answered readably;
// 1: one did not, or the sign-in failed; 2: a usage error.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { apiBaseUrlSchema } from '../src/api/config.ts';
import { checkServer } from './check-server/check.ts';
import { readCredentials } from './check-server/credentials.ts';
import { formatReport } from './check-server/report.ts';

const USAGE = `usage: npm run check-server -- <base URL of the licence server's API>
  e.g. npm run check-server -- https://licence.example.com
  Signs in with CHECK_SERVER_EMAIL and CHECK_SERVER_PASSWORD (asked for on a terminal when
  missing); use an administrator account. Only the sign-in, the sign-out and GETs are sent.`;

function usageError(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

async function main(): Promise<void> {
  let positionals: string[];
  let help: boolean | undefined;
  try {
    ({
      positionals,
      values: { help },
    } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } }));
  } catch (error) {
    usageError((error as Error).message);
  }
  if (help) {
    console.log(USAGE);
    return;
  }
  if (positionals.length !== 1)
    usageError(positionals.length === 0 ? 'check-server: no base URL given' : 'check-server: give one base URL');
  const parsed = apiBaseUrlSchema.safeParse(positionals[0]);
  if (!parsed.success)
    usageError(
      `check-server: "${positionals[0]}" is not an absolute http:// or https:// URL without query, fragment or credentials`,
    );
  const credentials = await readCredentials(process.env);
  if (!credentials)
    usageError(
      'check-server: no account: set CHECK_SERVER_EMAIL and CHECK_SERVER_PASSWORD (or run it on a terminal to be asked)',
    );

  const report = await checkServer({ baseUrl: parsed.data, ...credentials });
  process.stdout.write(formatReport(report));
  process.exitCode = report.exitCode;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
