// @vitest-environment node
// The build's precompressed copies (scripts/compress.ts): NAME.br and NAME.gz beside each text
// asset, each decompressing to its source; none for config.json, source maps or binary files.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressDist, isCompressible, refreshCopies } from '../../../scripts/compress.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'compress-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const text = (seed: string) => Array.from({ length: 200 }, (_, i) => `${seed} ${i % 7} ライセンス`).join('\n');

describe('compressDist', () => {
  it('writes a .br and a .gz beside each compressible file, each decompressing to its source', async () => {
    const sources = {
      'index.html': `<!DOCTYPE html>${text('<p>')}`,
      'login.html': `<!DOCTYPE html>${text('<main>')}`,
      'app.1234abcd.js': text('const x ='),
      'app.1234abcd.css': text('.a{color:red}'),
      'icons.5678ef90.svg': `<svg>${text('<path d="M0 0"/>')}</svg>`,
      'assets/data.json': JSON.stringify({ rows: text('row') }),
    };
    mkdirSync(join(dir, 'assets'));
    for (const [name, body] of Object.entries(sources)) writeFileSync(join(dir, name), body);
    const extras = {
      'app.1234abcd.js.map': text('map'),
      'config.json': '{"apiBaseUrl":"https://api.example.com"}',
      'icons.5678ef90.woff2': text('binary'),
    };
    for (const [name, body] of Object.entries(extras)) writeFileSync(join(dir, name), body);

    const { files, copies } = await compressDist(dir);
    expect(files).toBe(Object.keys(sources).length);
    expect(copies.map((c) => c.slice(dir.length + 1)).sort()).toEqual(
      Object.keys(sources)
        .flatMap((n) => [`${n}.br`, `${n}.gz`])
        .sort(),
    );
    for (const [name, body] of Object.entries(sources)) {
      const source = Buffer.from(body);
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`))).equals(source), `${name}.br`).toBe(true);
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`))).equals(source), `${name}.gz`).toBe(true);
      expect(readFileSync(join(dir, `${name}.br`)).length).toBeLessThan(source.length);
    }
    expect(readdirSync(dir).filter((n) => /^(config\.json|.*\.map|.*\.woff2)\.(br|gz)$/.test(n))).toEqual([]);
  });

  it('writes no copy that is not smaller than its file', async () => {
    writeFileSync(join(dir, 'a.js'), 'x');
    expect((await compressDist(dir)).copies).toEqual([]);
  });
});

describe('refreshCopies (after a file changed)', () => {
  it('rewrites the copies a file had, and only those; removes those of config.json', async () => {
    const page = join(dir, 'index.html');
    writeFileSync(page, text('old'));
    writeFileSync(`${page}.gz`, 'stale');
    writeFileSync(page, text('new'));
    expect(await refreshCopies(page)).toEqual([`${page}.gz`]);
    expect(gunzipSync(readFileSync(`${page}.gz`)).toString()).toBe(text('new'));
    expect(readdirSync(dir)).not.toContain('index.html.br');

    const config = join(dir, 'config.json');
    writeFileSync(config, '{}');
    writeFileSync(`${config}.br`, 'stale');
    expect(await refreshCopies(config)).toEqual([]);
    expect(readdirSync(dir).sort()).toEqual(['config.json', 'index.html', 'index.html.gz']);
  });

  it('knows which files are compressible', () => {
    expect(['a.js', 'b.css', 'c.html', 'd.svg', 'e.json', 'dist/f.js'].every(isCompressible)).toBe(true);
    expect(['a.js.map', 'config.json', 'dist/config.json', 'f.woff2', 'g.png', 'a.js.br'].some(isCompressible)).toBe(
      false,
    );
  });
});
