// Post-build step (`node scripts/compress.ts <dist-dir>`, the last): NAME.br and NAME.gz beside
// every compressible file, at levels too slow per request, for hosts that serve them as they are
// (docs/adr/0056-precompressed-assets-and-a-tested-server-configuration.md); none for config.json.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text assets; source maps (.map) are not served to users and get no copies. */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
const PER_DEPLOYMENT = new Set(['config.json']);

export const ENCODINGS = {
  br: (data: Buffer) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gz: (data: Buffer) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
} as const;

export type Encoding = keyof typeof ENCODINGS;

export function isCompressible(name: string): boolean {
  const base = name.split('/').pop()!;
  return COMPRESSIBLE.test(base) && !PER_DEPLOYMENT.has(base);
}

/**
 * Writes `file`'s copies in `encodings`. A copy no smaller than the file is not written (and
 * an old one goes): the host would send more bytes than the file itself.
 */
export async function compressFile(file: string, encodings: readonly Encoding[] = ['br', 'gz']): Promise<string[]> {
  const data = readFileSync(file);
  const written: string[] = [];
  await Promise.all(
    encodings.map(async (encoding) => {
      const copy = `${file}.${encoding}`;
      const packed = await ENCODINGS[encoding](data);
      if (packed.length < data.length) {
        writeFileSync(copy, packed);
        written.push(copy);
      } else rmSync(copy, { force: true });
    }),
  );
  return written.sort();
}

/** The copies beside `file` that exist. */
export function existingCopies(file: string): Encoding[] {
  return (Object.keys(ENCODINGS) as Encoding[]).filter((encoding) => existsSync(`${file}.${encoding}`));
}

/** After `file` changed: rewrites the copies it already had, or removes them if it must have none. */
export async function refreshCopies(file: string): Promise<string[]> {
  const copies = existingCopies(file);
  if (copies.length === 0) return [];
  if (!isCompressible(file)) {
    for (const encoding of copies) rmSync(`${file}.${encoding}`);
    return [];
  }
  return compressFile(file, copies);
}

/** Every compressible file of `dir` (and its folders), compressed at once on the thread pool. */
export async function compressDist(dir: string): Promise<{ files: number; copies: string[] }> {
  const files = (readdirSync(dir, { recursive: true }) as string[])
    .map((name) => join(dir, name))
    .filter((path) => isCompressible(path) && statSync(path).isFile());
  const copies = (await Promise.all(files.map((file) => compressFile(file)))).flat();
  return { files: files.length, copies };
}

async function main(): Promise<void> {
  const dist = process.argv[2];
  if (!dist) throw new Error('usage: node scripts/compress.ts <dist-dir>');
  const { files, copies } = await compressDist(dist);
  const br = copies.filter((c) => c.endsWith('.br')).length;
  console.log(`compress: ${dist}: ${files} files, ${br} .br and ${copies.length - br} .gz copies`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
