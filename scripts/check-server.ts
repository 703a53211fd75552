// `npm run check-server -- <base URL> [--writes]`: what the console will make of a licence server.
// Signs in (--email/--password, CHECK_SERVER_EMAIL / CHECK_SERVER_PASSWORD, or a prompt), makes
// GETs (and with --writes creates, changes and deletes a licence and a user), signs out, prints a
// report (scripts/check-server/). Exit 0: every call of the contract answered readably and every
// write was read as it happened; 1: not so, or the sign-in failed; 2: a usage error.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { readApiBaseUrl } from '../src/api/client/config.ts';
import { checkServer } from './check-server/check.ts';
import { readCredentials } from './check-server/credentials.ts';
import { parsePathMappings } from './configure.ts';
import { formatReport } from './check-server/report.ts';

const USAGE = `usage: npm run check-server -- <base URL of the licence server's API> [options]
  e.g. npm run check-server -- https://licence.example.com
  --email ADDRESS, --password TEXT  the account (else CHECK_SERVER_EMAIL and CHECK_SERVER_PASSWORD,
                      asked for on a terminal when missing); use an administrator account
  --writes            also create a licence and a user, change and delete them (use a test account
                      on a test server), and report how each write answered and whether the
                      console reads it; without it only the sign-in, the sign-out and GETs are sent
  --path NAME=/path   the server's own path for a helper call, as in npm run configure (repeatable)
  -h, --help          this text`;

function usageError(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

async function main(): Promise<void> {
  let parsedArgs;
  try {
    parsedArgs = parseArgs({
      allowPositionals: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        writes: { type: 'boolean', default: false },
        email: { type: 'string' },
        password: { type: 'string' },
        path: { type: 'string', multiple: true, default: [] },
      },
    });
  } catch (error) {
    usageError(`check-server: ${(error as Error).message}`);
  }
  const { positionals, values } = parsedArgs;
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (positionals.length !== 1)
    usageError(positionals.length === 0 ? 'check-server: no base URL given' : 'check-server: give one base URL');
  const baseUrl = readApiBaseUrl(positionals[0]);
  if (baseUrl === null)
    usageError(
      `check-server: "${positionals[0]}" is not an absolute http:// or https:// URL without query, fragment or credentials`,
    );
  let paths;
  try {
    paths = parsePathMappings(values.path);
  } catch (error) {
    usageError((error as Error).message.replace(/^configure/, 'check-server'));
  }
  const credentials = await readCredentials({
    ...process.env,
    ...(values.email ? { CHECK_SERVER_EMAIL: values.email } : {}),
    ...(values.password ? { CHECK_SERVER_PASSWORD: values.password } : {}),
  });
  if (!credentials)
    usageError(
      'check-server: no account: set CHECK_SERVER_EMAIL and CHECK_SERVER_PASSWORD (or run it on a terminal to be asked)',
    );

  const report = await checkServer({ baseUrl, ...credentials, writes: values.writes, paths });
  process.stdout.write(formatReport(report));
  process.exitCode = report.exitCode;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
