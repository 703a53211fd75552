// The HTTP mock's data file (npm run mock-server): a restart keeps the developer's changes,
// a scenario starts over, and neither a damaged file nor an interrupted save loses data.
// Here: a damaged or interrupted file.
import fs from 'node:fs';
import { readdir, readFile, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { tables } from '../../../../src/mocks/db.ts';
import { raw } from '../_helpers.ts';
import {
  dir,
  file,
  start,
  stop,
  saved,
  savedLicenseIds,
  signInAdmin,
  createLicense,
  findLicense,
  dataFileHooks,
} from './support.ts';

dataFileHooks();

describe('a damaged or interrupted file', () => {
  it.each([
    ['truncated', (text: string) => text.slice(0, Math.floor(text.length / 2))],
    ['of another version', (text: string) => text.replace('"version":1', '"version":99')],
    [
      'with a malformed dump',
      (text: string) => text.replace(/"licenses":\[/, '"licenses":{"oops":[').replace(/\],"devices"/, ']},"devices"'),
    ],
  ])('a file %s is moved aside with a message, and the server starts on demo', async (_name, damage) => {
    const first = await start();
    const license = await createLicense(first.url, await signInAdmin(first.url));
    await stop(first);
    const damaged = damage(await readFile(file, 'utf8'));
    await writeFile(file, damaged);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    const second = await start();
    const aside = (await readdir(dir)).filter((name) => name.startsWith('db.json.corrupt-'));
    expect(aside).toHaveLength(1);
    expect(await readFile(join(dir, aside[0]!), 'utf8')).toBe(damaged);
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      expect.stringMatching(
        new RegExp(`${file} is unreadable .*moved it to ${join(dir, aside[0]!)} and seeded the demo scenario`),
      ),
    );
    const token = await signInAdmin(second.url);
    expect(await findLicense(second.url, token, license.key)).toEqual([]);
    expect(tables.licenses.count()).toBe(60);
    expect((await saved()).scenario).toBe('demo');
  });

  it('a file cut short by hand still yields its bytes in the moved-aside copy', async () => {
    await stop(await start());
    const full = await readFile(file);
    await truncate(file, 100);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await start();
    const aside = (await readdir(dir)).find((name) => name.startsWith('db.json.corrupt-'))!;
    expect(await readFile(join(dir, aside))).toEqual(full.subarray(0, 100));
  });

  it('a save that never reached its rename leaves the previous save whole; the next change saves', async () => {
    const host = await start();
    const token = await signInAdmin(host.url);
    await vi.waitFor(async () => expect((await saved()).dump!.tables.sessions).toHaveLength(1), {
      timeout: 5000,
      interval: 50,
    });
    const previous = await readFile(file, 'utf8');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(fs, 'renameSync').mockImplementationOnce(() => {
      throw Object.assign(new Error('EIO: i/o error, rename'), { code: 'EIO' });
    });

    const license = await createLicense(host.url, token);
    await vi.waitFor(
      () =>
        expect(error).toHaveBeenCalledWith(
          expect.stringContaining(`could not save the data to ${file}`),
          expect.any(Error),
        ),
      { timeout: 5000, interval: 50 },
    );
    expect(await readFile(file, 'utf8')).toBe(previous);
    // The half-done save is the temp file beside it, never the data file.
    expect(fs.existsSync(`${file}.tmp`)).toBe(true);

    expect((await raw('GET', '/api/applications/for-license', { base: host.url, token })).status).toBe(200);
    await vi.waitFor(async () => expect(await savedLicenseIds()).toContain(license.id), {
      timeout: 5000,
      interval: 50,
    });
    expect(fs.existsSync(`${file}.tmp`)).toBe(false);
  });

  it('a half-written temp file left by a crash is ignored: the data file loads', async () => {
    const first = await start();
    const license = await createLicense(first.url, await signInAdmin(first.url));
    await stop(first);
    const whole = await readFile(file, 'utf8');
    await writeFile(`${file}.tmp`, whole.slice(0, 500));

    const second = await start();
    expect(await findLicense(second.url, await signInAdmin(second.url), license.key)).toHaveLength(1);
    expect(await readdir(dir)).not.toContainEqual(expect.stringMatching(/corrupt/));
  });
});
