// @vitest-environment node
// reports/ keeps what a record or a document cites: every committed report is named in docs/ or
// the README by its path (a generated folder, reports/mutation/, by the folder's path).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const markdownUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => join(e.parentPath, e.name));

/** Committed files under reports/ (what npm test writes there is ignored by git). */
const reports = execFileSync('git', ['ls-files', 'reports'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const cited = ['README.md', ...markdownUnder('docs')].map((f) => readFileSync(f, 'utf8')).join('\n');

/** The path a document names: the file's own, or its generated folder's. */
const citedAs = (file: string) => (file.startsWith('reports/mutation/') ? 'reports/mutation/' : file);

describe('reports/', () => {
  it('holds committed reports', () => {
    expect(reports).toContain('reports/bench.json');
  });

  it.each(reports)('%s is cited in docs/ or the README', (file) => {
    expect(cited).toContain(citedAs(file));
  });

  it('names each A/B report after the record that cites it', () => {
    for (const file of reports.filter((f) => f.startsWith('reports/ab/'))) {
      const record = /^reports\/ab\/(\d{4})-[a-z0-9-]+\.json$/.exec(file)?.[1];
      expect(record, file).toBeDefined();
      const adr = readdirSync('docs/adr').find((f) => f.startsWith(`${record}-`));
      expect(readFileSync(join('docs/adr', adr!), 'utf8'), file).toContain(file);
    }
  });
});
