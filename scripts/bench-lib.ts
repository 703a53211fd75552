// Plumbing shared by the bench's parts (scripts/bench.ts): child processes that are always
// stopped, a static host with compression, Chromium, statistics.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';

// ---------------------------------------------------------------------------------------
// Processes

const children = new Set<ChildProcess>();

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function reachable(url: string): Promise<boolean> {
  try {
    const res = await fetch(url);
    await res.arrayBuffer();
    return res.status < 500;
  } catch {
    return false;
  }
}

/** Fails when something already answers on `url`: the bench never measures a stranger's server. */
export async function assertFree(url: string): Promise<void> {
  if (await reachable(url))
    throw new Error(`${url} is already in use: stop whatever runs there, or choose other ports (BENCH_*_PORT)`);
}

/** Starts a child process and waits until `readyUrl` answers (at most `timeoutMs`). */
export async function startProcess(
  name: string,
  command: string,
  args: string[],
  readyUrl: string,
  env: Record<string, string> = {},
  timeoutMs = 30_000,
): Promise<ChildProcess> {
  await assertFree(readyUrl);
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } });
  children.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  child.once('exit', () => children.delete(child));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}): ${stderr}`);
    if (await reachable(readyUrl)) return child;
    await sleep(150);
  }
  stopProcess(child);
  throw new Error(`${name} did not answer on ${readyUrl} within ${timeoutMs} ms: ${stderr}`);
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(timer);
      children.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Stops every process this bench started (and only those). */
export async function stopAllProcesses(): Promise<void> {
  await Promise.all([...children].map(stopProcess));
}

/** Runs a command to completion (in `cwd`), inheriting the terminal; throws on a non-zero exit. */
export function run(command: string, args: string[], env: Record<string, string> = {}, cwd?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env }, cwd });
    children.add(child);
    child.once('exit', (code) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
    });
  });
}

// ---------------------------------------------------------------------------------------
// Static host

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.ttf', '.eot']);

interface StaticFile {
  type: string;
  body: Buffer;
  gzip: Buffer | null;
  immutable: boolean;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * Serves `dir` as a static host would: text assets gzip-compressed once at start (level 9,
 * what a host with precompressed files sends), hashed assets cacheable for a year,
 * index.html for any other path (single-page app), Content-Length always set.
 */
export function serveStatic(dir: string, port: number): Promise<Server> {
  const files = new Map<string, StaticFile>();
  for (const path of listFiles(dir)) {
    const ext = extname(path);
    const body = readFileSync(path);
    files.set(`/${relative(dir, path).split('\\').join('/')}`, {
      type: TYPES[ext] ?? 'application/octet-stream',
      body,
      gzip: COMPRESSIBLE.has(ext) ? gzipSync(body, { level: 9 }) : null,
      // Pages and the runtime configuration are revalidated; hashed assets are not.
      immutable: ext !== '.html' && !path.endsWith('/config.json'),
    });
  }
  const index = files.get('/index.html');
  if (!index) throw new Error(`${dir}/index.html is missing: build first`);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    // `/login` → login.html (the prerendered page, scripts/prerender.ts), as sirv does.
    const file = files.get(path) ?? (extname(path) === '' ? files.get(`${path}.html`) : undefined) ?? index;
    const gzip = file.gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const body = gzip ? file.gzip! : file.body;
    res.writeHead(200, {
      'Content-Type': file.type,
      'Content-Length': body.length,
      'Cache-Control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

// ---------------------------------------------------------------------------------------
// Chromium

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--enable-precise-memory-info',
    ],
  });
}

// ---------------------------------------------------------------------------------------
// Statistics

/** The middle value (the lower of the two middles for an even count). */
export function median(xs: readonly number[]): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
}

/** Nearest-rank percentile. */
export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

/**
 * The time of a fixed, deterministic piece of work on this machine (ms, median of 3). The
 * browser figures scale with the host's speed, which on a shared virtual machine varies by
 * tens of per cent from one hour to the next: printed beside them, it tells two runs apart.
 */
export function cpuCheckMs(): number {
  const times: number[] = [];
  for (let round = 0; round < 3; round++) {
    const start = performance.now();
    let x = 0;
    for (let i = 0; i < 50_000_000; i++) x = (x + i * 7) % 1_000_003;
    times.push(performance.now() - start + (x < 0 ? 1 : 0));
  }
  return median(times);
}
