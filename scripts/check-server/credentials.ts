// The account check-server signs in with: CHECK_SERVER_EMAIL and CHECK_SERVER_PASSWORD, or, when
// one is missing and stdin is a terminal, a prompt that does not echo the password.
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';

export interface Credentials {
  email: string;
  password: string;
}

/** Asks one question on the terminal; with `muted`, what is typed is not shown. */
async function ask(question: string, muted: boolean): Promise<string> {
  let silent = false;
  // The question goes out; the typed characters (readline echoes them to its output) do not.
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!silent) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  // The terminal is raw while asking: Ctrl-C reaches readline, not the process.
  rl.once('SIGINT', () => {
    rl.close();
    process.stdout.write('\n');
    process.exit(130);
  });
  try {
    const answer = rl.question(question);
    silent = muted;
    return await answer;
  } finally {
    rl.close();
    if (muted) process.stdout.write('\n');
  }
}

/** The credentials, or null when they are missing and there is no terminal to ask on. */
export async function readCredentials(
  env: NodeJS.ProcessEnv,
  interactive: boolean = Boolean(process.stdin.isTTY),
): Promise<Credentials | null> {
  let email = env.CHECK_SERVER_EMAIL ?? '';
  let password = env.CHECK_SERVER_PASSWORD ?? '';
  if (email && password) return { email, password };
  if (!interactive) return null;
  console.log(
    'Sign in with an administrator account of this server (a non-administrator is checked only on its own calls).',
  );
  if (!email) email = (await ask('E-mail: ', false)).trim();
  if (!password) password = await ask('Password (not shown): ', true);
  return email && password ? { email, password } : null;
}
