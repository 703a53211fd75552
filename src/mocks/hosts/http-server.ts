// The mock API over real HTTP (npm run mock-server): node:http + msw's getResponse, the same
// handlers as the browser worker and the tests, under Node 24 type stripping. Its environment
// variables, control endpoints (/__mock/…) and CORS: docs/mock-backend.md.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { getResponse } from 'msw';
import { common } from '../../shared/messages/common.ts';
import { noRoute } from '../domain/errors.ts';
import { onRequestSettled } from '../handlers/define.ts';
import { handlers } from '../handlers/index.ts';
import {
  currentScenario,
  DEFAULT_SCENARIO,
  isScenarioName,
  resetDatabase,
  SCENARIOS,
  type ScenarioName,
} from '../scenarios/index.ts';
import {
  configureMock,
  DEFAULT_MOCK_SETTINGS,
  isMockProfile,
  mockSettings,
  MOCK_PROFILES,
  type MockProfile,
} from '../settings.ts';
import { openDataFile, type DataFile, type LoadOutcome } from './data-file.ts';
import { control } from './http-control.ts';
import { sendError, sendJson, toHeaders } from './http-io.ts';

export interface HttpServerOptions {
  /** 0 picks a free port. */
  port?: number;
  /**
   * Listen address. By default the loopback only, on both stacks: 127.0.0.1 and, when the
   * machine has IPv6, ::1 on the same port, so http://localhost works however it resolves.
   */
  host?: string;
  /** Seed this scenario (default demo; with `dataFile`, the file's data unless this is given). */
  scenario?: ScenarioName;
  /**
   * Keep the database in this file: loaded at start, saved after every change, on reset and
   * on close. Off by default: tests, Playwright and the benchmarks start from their scenario.
   */
  dataFile?: string;
  /** What the mock plays (default full; settings.ts). */
  profile?: MockProfile;
  accessTokenTtlMs?: number;
  latencyMs?: number;
  /** Print the "listening" line (default true). */
  log?: boolean;
}

export interface RunningHttpServer {
  /** The server on 127.0.0.1 (or on `host`). */
  server: Server;
  port: number;
  /** http://127.0.0.1:PORT (or the given host) */
  url: string;
  close(): Promise<void>;
}

const ALLOWED_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

async function handle(req: IncomingMessage, res: ServerResponse, store: DataFile | null): Promise<void> {
  const origin = req.headers.origin;
  if (origin && ALLOWED_ORIGIN.test(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    // The login screen reads how long a throttled sign-in must wait.
    res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
    res.setHeader('Vary', 'Origin');
  }
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      'Access-Control-Allow-Methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
      'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'content-type, authorization',
      'Access-Control-Max-Age': '600',
    });
    res.end();
    return;
  }
  const host = req.headers.host && /^[\w.\-[\]:]+$/.test(req.headers.host) ? req.headers.host : '127.0.0.1';
  const url = new URL(req.url ?? '/', `http://${host}`);
  if (url.pathname.startsWith('/__mock/') && (await control(req, res, url.pathname, store))) return;

  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const request = new Request(url, {
    method: req.method,
    headers: toHeaders(req.headers),
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    duplex: hasBody ? 'half' : undefined,
  } as RequestInit);
  const response = await getResponse(handlers, request, { baseUrl: url.origin, quiet: true });
  if (!response) {
    req.resume();
    const { status, body } = noRoute();
    sendJson(res, status, body);
    return;
  }
  res.statusCode = response.status;
  response.headers.forEach((value, key) => res.appendHeader(key, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** Resolves once listening; rejects with the server's error (a port in use, no such address). */
async function listen(server: Server, port: number, host: string): Promise<void> {
  server.listen({ port, host });
  await once(server, 'listening');
}

function createMockServer(store: DataFile | null): Server {
  const server = createServer((req, res) => {
    handle(req, res, store).catch((error: unknown) => {
      console.error('[mock-server] request failed', error);
      sendError(res, 400, common.unexpectedError, 'UNEXPECTED');
    });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  return server;
}

function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

function describeSource(store: DataFile, outcome: LoadOutcome): string {
  if (outcome.source === 'file')
    return `data: ${store.path} (scenario ${outcome.scenario ?? 'unknown'} plus the saved changes)`;
  const why = {
    requested: 'as requested',
    'no-file': 'no saved data yet',
    unreadable: 'the saved data was unreadable',
  }[outcome.reason];
  return `scenario: ${outcome.scenario} (${why}), saved to ${store.path}`;
}

/** Seeds the database (or loads the data file), applies the options and starts listening. */
export async function startHttpServer(options: HttpServerOptions = {}): Promise<RunningHttpServer> {
  const store = options.dataFile ? openDataFile(options.dataFile) : null;
  let outcome: LoadOutcome | null = null;
  if (store) outcome = store.load(options.scenario);
  else resetDatabase(options.scenario ?? DEFAULT_SCENARIO);
  configureMock({
    accessTokenTtlMs: options.accessTokenTtlMs,
    latencyMs: options.latencyMs,
    profile: options.profile ?? DEFAULT_MOCK_SETTINGS.profile,
  });

  const primary = createMockServer(store);
  const servers = [primary];
  const host = options.host ?? '127.0.0.1';
  await listen(primary, options.port ?? 8000, host);
  const port = (primary.address() as AddressInfo).port;
  if (options.host === undefined) {
    const v6 = createMockServer(store);
    try {
      await listen(v6, port, '::1');
      servers.push(v6);
    } catch (error) {
      // No IPv6 loopback here: 127.0.0.1 alone serves localhost.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EADDRNOTAVAIL' && code !== 'EAFNOSUPPORT') {
        await closeServer(primary);
        throw error;
      }
    }
  }
  const shown = host.includes(':') ? `[${host}]` : host;
  const url = `http://${shown}:${port}`;
  if (options.log !== false) {
    const also = servers.length > 1 ? ` and http://[::1]:${port}` : '';
    const source = store && outcome ? describeSource(store, outcome) : `scenario: ${currentScenario()}`;
    console.log(
      `[mock-server] listening on ${url}${also} (http://localhost:${port}); ${source}; profile: ${mockSettings.profile}`,
    );
  }
  const stopSaving = store ? onRequestSettled(() => store.changed()) : () => {};
  const close = async () => {
    stopSaving();
    try {
      await Promise.all(servers.map(closeServer));
    } finally {
      store?.flush();
    }
  };
  return { server: primary, port, url, close };
}

function envNumber(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, got ${raw}`);
  return value;
}

/** The script's options from its environment; throws, saying which, on a value it cannot use. */
export function optionsFromEnv(env: NodeJS.ProcessEnv): HttpServerOptions {
  const scenario = env.MOCK_SCENARIO || undefined;
  if (scenario !== undefined && !isScenarioName(scenario))
    throw new Error(`MOCK_SCENARIO must be one of ${SCENARIOS.join(', ')}; got ${scenario}`);
  const profile = env.MOCK_PROFILE || undefined;
  if (profile !== undefined && !isMockProfile(profile))
    throw new Error(`MOCK_PROFILE must be one of ${MOCK_PROFILES.join(', ')}; got ${profile}`);
  return {
    port: envNumber(env, 'PORT') ?? 8000,
    scenario,
    profile,
    dataFile: env.MOCK_DATA_FILE || undefined,
    accessTokenTtlMs: envNumber(env, 'MOCK_ACCESS_TOKEN_TTL_MS'),
    latencyMs: envNumber(env, 'MOCK_LATENCY_MS'),
  };
}

// Run as a script: `node src/mocks/hosts/http-server.ts`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let options: HttpServerOptions;
  try {
    options = optionsFromEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const running = await startHttpServer(options);
  // Ctrl-C and `kill` save the last changes before the process ends.
  const stop = () => void running.close().finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
