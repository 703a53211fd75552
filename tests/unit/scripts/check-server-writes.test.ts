// @vitest-environment node
// npm run check-server against the mock over real HTTP with --writes: a licence and a user
// created, changed and deleted; without it nothing but the sign-in, the sign-out and GETs.
import { describe, expect, it } from 'vitest';
import { checkServer, type FetchLike } from '../../../scripts/check-server/check.ts';
import { formatReport } from '../../../scripts/check-server/report.ts';
import { ADMIN, start, check, serversEachTest } from './check-server-support.ts';

serversEachTest();

describe('--writes', () => {
  it('creates, changes and deletes a licence and a user, reporting each answer and whether the console reads it', async () => {
    const base = await start('spec');
    const { report, text } = await checkServerWith(base, true);
    expect(report.writes!.map((w) => w.id)).toEqual([
      'createLicense',
      'updateLicense',
      'deleteLicense',
      'createUser',
      'updateUser',
      'deleteUser',
    ]);
    for (const w of report.writes!) {
      expect(w.status, w.id).toBeGreaterThanOrEqual(200);
      expect(w.status, w.id).toBeLessThan(300);
      expect(w.body, w.id).toMatch(/record under|other JSON|no body|bare record/);
      expect(w.seen, w.id).toBe(true);
    }
    // The spec profile answers a write with the bare record, as the contract names no envelope.
    expect(report.writes![0]!.body).toBe('bare record');
    expect(text).toContain('Writes (--writes');
    expect(text).toMatch(/POST \/licenses\s+201\s+bare record\s+success\s+shows the change/);
  });

  it('without --writes nothing but the sign-in, the sign-out and GETs is sent', async () => {
    const base = await start('spec');
    const methods: string[] = [];
    const fetch: FetchLike = (url, init) => {
      methods.push(`${init.method ?? 'GET'} ${new URL(url).pathname}`);
      return globalThis.fetch(url, init);
    };
    const { report } = await check(base, ADMIN, fetch);
    expect(report.writes).toBeNull();
    expect(methods.filter((m) => !m.startsWith('GET '))).toEqual(['POST /api/auth/login', 'POST /auth/logout']);
  });
});

async function checkServerWith(baseUrl: string, writes: boolean) {
  const report = await checkServer({ baseUrl, ...ADMIN, writes });
  return { report, text: formatReport(report) };
}
