// The builds a bench run measures: the working tree and, for an A/B, each `--variant NAME=REF` in
// a worktree under .bench/; each self-contained (its bundle, its own mock with `large`, a static
// host, its own ports), so the variants are measured side by side in one run, interleaved.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { closeServer, run, serveStatic, startProcess, stopProcess } from './bench-lib.ts';

export interface BuildSpec {
  /** 'working tree', or the variant's name. */
  name: string;
  /** A git revision, for a variant. */
  ref?: string;
}

export interface Build extends BuildSpec {
  /** Where its code lives (the repository itself, or a worktree). */
  root: string;
  dist: string;
  app: string;
  mock: string;
  appPort: number;
  mockPort: number;
}

export interface RunningBuild extends Build {
  server: Server;
  mockProcess: ChildProcess;
}

const VARIANTS_DIR = '.bench/variants';

/** `--variant NAME=REF`, as many as given. */
export function parseVariants(args: string[]): BuildSpec[] {
  const out: BuildSpec[] = [];
  args.forEach((arg, i) => {
    if (arg !== '--variant') return;
    const value = args[i + 1] ?? '';
    const [name, ref] = value.split('=');
    if (!name || !ref || !/^[\w.-]+$/.test(name))
      throw new Error(`--variant takes NAME=REF (a git revision), got "${value}"`);
    out.push({ name, ref });
  });
  return out;
}

/** Ports: the working tree on the base ports, each variant `step` (10) above the previous. */
export function planBuilds(specs: BuildSpec[], appPort: number, mockPort: number, step = 10): Build[] {
  return specs.map((spec, i) => {
    const root = spec.ref ? resolve(VARIANTS_DIR, spec.name) : process.cwd();
    const a = appPort + step * i;
    const m = mockPort + step * i;
    return {
      ...spec,
      root,
      dist: join(root, 'dist-bench'),
      app: `http://localhost:${a}`,
      mock: `http://localhost:${m}`,
      appPort: a,
      mockPort: m,
    };
  });
}

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** A fresh worktree at the variant's revision. */
function checkOut(build: Build & { ref: string }): void {
  mkdirSync(VARIANTS_DIR, { recursive: true });
  if (existsSync(build.root)) git('worktree', 'remove', '--force', build.root);
  git('worktree', 'add', '--force', '--detach', build.root, build.ref);
}

/**
 * The repository's node_modules (hard links: instant), or an install of its own when the variant's
 * dependencies or its patches of them (`patches/`, applied by the postinstall) differ.
 */
async function installDependencies(build: Build & { ref: string }): Promise<void> {
  let sameDependencies = true;
  try {
    execFileSync('git', ['diff', '--quiet', 'HEAD', build.ref, '--', 'package.json', 'package-lock.json', 'patches'], {
      stdio: 'ignore',
    });
  } catch {
    sameDependencies = false;
  }
  if (sameDependencies) await run('cp', ['-al', resolve('node_modules'), join(build.root, 'node_modules')]);
  else await run('npm', ['install', '--no-audit', '--no-fund'], {}, build.root);
}

/**
 * `npm run build`'s settings and post-build steps, with the API on the build's own mock; with
 * `sourceMaps`, each file's map beside it (a CPU profile read back to the sources).
 */
export async function buildBundle(build: Build, sourceMaps = false): Promise<void> {
  const env = { API_BASE_URL: build.mock, E2E: '', USE_MSW: '' };
  const inRoot = (script: string) => join(build.root, script);
  await run('rm', ['-rf', build.dist, join(build.root, '.parcel-cache-dist-bench')]);
  await run(
    'npx',
    [
      'parcel',
      'build',
      inRoot('index.html'),
      '--dist-dir',
      build.dist,
      '--cache-dir',
      join(build.root, '.parcel-cache-dist-bench'),
      ...(sourceMaps ? [] : ['--no-source-maps']),
    ],
    env,
    build.root,
  );
  await run(process.execPath, [inRoot('scripts/prerender.ts'), build.dist], {}, build.root);
  await run(process.execPath, [inRoot('scripts/csp.ts'), build.dist], env, build.root);
  // A variant from before the runtime configuration has neither step (its API is in its bundle).
  if (existsSync(inRoot('scripts/configure.ts')))
    await run(
      process.execPath,
      [inRoot('scripts/configure.ts'), '--build-default', '--dist', build.dist],
      env,
      build.root,
    );
  if (existsSync(inRoot('scripts/compress.ts')))
    await run(process.execPath, [inRoot('scripts/compress.ts'), build.dist], {}, build.root);
}

/** Checks out and builds every build (the working tree's only unless `skipOwnBuild`). */
export async function prepareBuilds(
  builds: Build[],
  { skipOwnBuild, sourceMaps = false }: { skipOwnBuild: boolean; sourceMaps?: boolean },
): Promise<void> {
  for (const build of builds) {
    if (build.ref) {
      const variant = { ...build, ref: build.ref };
      console.log(`variant ${build.name}: ${build.ref} (${git('rev-parse', '--short', build.ref)}) in ${build.root}`);
      checkOut(variant);
      await installDependencies(variant);
    }
    if (build.ref || !skipOwnBuild) await buildBundle(build, sourceMaps);
  }
}

/** Starts each build's mock (the `large` scenario) and static host. */
export async function startBuilds(builds: Build[]): Promise<RunningBuild[]> {
  const running: RunningBuild[] = [];
  for (const build of builds) {
    console.log(`${build.name}: starting its mock on ${build.mock} with the large scenario (seeding takes a while)…`);
    const mockProcess = await startProcess(
      `mock (${build.name})`,
      process.execPath,
      [join(build.root, 'src/mocks/hosts/http-server.ts')],
      `${build.mock}/__mock/health`,
      { PORT: String(build.mockPort), MOCK_SCENARIO: 'large', MOCK_DATA_FILE: '' },
      180_000,
    );
    running.push({ ...build, server: await serveStatic(build.dist, build.appPort), mockProcess });
  }
  return running;
}

export async function stopBuilds(builds: RunningBuild[]): Promise<void> {
  for (const b of builds) {
    await closeServer(b.server);
    await stopProcess(b.mockProcess);
  }
}

/** Removes the variants' worktrees. */
export function removeVariants(builds: Build[]): void {
  for (const b of builds) if (b.ref && existsSync(b.root)) git('worktree', 'remove', '--force', b.root);
}
