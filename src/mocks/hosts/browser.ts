// The in-browser mock (npm start): an MSW service worker on the API base URL the console read,
// never answering a page navigation (docs/adr/0017-api-on-its-own-origin.md). Its URL switches and
// its localStorage copy of the database: docs/mock-backend.md.
import { setupWorker } from 'msw/browser';
import { CAPABILITY_MEMORY_PREFIX } from '../../shared/constants.ts';
import { webStorage } from '../../shared/web-storage.ts';
import { databaseVersion } from '../db.ts';
import { onRequestSettled } from '../handlers/define.ts';
import { createApiHandlers } from '../handlers/index.ts';
import {
  currentScenario,
  DEFAULT_SCENARIO,
  isScenarioName,
  resetDatabase,
  type ScenarioName,
} from '../scenarios/index.ts';
import {
  configureMock,
  DEFAULT_MOCK_SETTINGS,
  faultRuleSchema,
  isMockProfile,
  MOCK_PROFILES,
  type FaultRule,
  type MockProfile,
} from '../settings.ts';
import { restoreSnapshot, saveSnapshot } from './snapshot.ts';

/** Auth calls stay reachable under ?fault=STATUS unless ?faultPath says otherwise. */
export const DEFAULT_FAULT_PATTERN = '^(?!.*/auth/)';
/** Where the chosen profile is kept, beside the database's snapshot. */
export const PROFILE_KEY = 'license-console:mock-profile';

export interface BrowserEnvironment {
  location: Pick<Location, 'href'>;
  history: Pick<History, 'replaceState' | 'state'>;
  storage: Storage;
}

export interface PreparedMock {
  /** Where the data came from. */
  source: 'url' | 'snapshot' | 'default';
  scenario: ScenarioName | null;
  profile: MockProfile;
  latencyMs: number;
  fault: FaultRule | null;
  /** Saves the database now if it changed since the last save. */
  persist(): void;
}

function readFault(params: URLSearchParams): FaultRule | null {
  const status = params.get('fault');
  if (status === null) return null;
  const times = params.get('faultTimes');
  const method = params.get('faultMethod');
  const candidate = {
    status: Number(status),
    pathPattern: params.get('faultPath') ?? DEFAULT_FAULT_PATTERN,
    ...(times !== null ? { times: Number(times) } : {}),
    ...(method !== null ? { method: method.toUpperCase() } : {}),
  };
  const parsed = faultRuleSchema.safeParse(candidate);
  if (!parsed.success) {
    console.warn(
      '[mock] ignoring ?fault: status must be 400-599, faultPath a regular expression, faultTimes a positive integer, faultMethod GET, POST, PUT or DELETE',
    );
    return null;
  }
  return parsed.data;
}

function forgetLearnedExtensions(): void {
  const session = webStorage('sessionStorage');
  if (!session) return;
  for (const key of Object.keys(session)) if (key.startsWith(CAPABILITY_MEMORY_PREFIX)) session.removeItem(key);
}

/** ?profile=NAME, stored for the next reloads; else the stored one; else full. */
function readProfile(params: URLSearchParams, storage: Storage): MockProfile {
  const requested = params.get('profile');
  if (requested !== null && isMockProfile(requested)) {
    // Another profile is another server: what the console learned of the last one's extensions goes.
    forgetLearnedExtensions();
    try {
      storage.setItem(PROFILE_KEY, requested);
    } catch {
      console.warn('[mock] could not keep ?profile in localStorage; it holds for this page only');
    }
    return requested;
  }
  if (requested !== null)
    console.warn(`[mock] unknown profile "${requested}" (one of ${MOCK_PROFILES.join(', ')}); keeping the stored one`);
  let stored: string | null = null;
  try {
    stored = storage.getItem(PROFILE_KEY);
  } catch {
    // No storage: the default.
  }
  return isMockProfile(stored) ? stored : DEFAULT_MOCK_SETTINGS.profile;
}

/** Everything startBrowserMock does before starting the worker (testable without one). */
export function prepareBrowserMock(env: BrowserEnvironment): PreparedMock {
  const url = new URL(env.location.href);
  const params = url.searchParams;
  let source: PreparedMock['source'] = 'default';

  const requested = params.get('scenario');
  if (requested !== null) {
    if (isScenarioName(requested)) {
      resetDatabase(requested);
      source = 'url';
    } else {
      console.warn(`[mock] unknown scenario "${requested}"; keeping the stored database`);
    }
  }
  const profile = readProfile(params, env.storage);
  // Both are kept in storage from now on, so the address no longer needs them.
  if (requested !== null || params.has('profile')) {
    params.delete('scenario');
    params.delete('profile');
    env.history.replaceState(env.history.state, '', `${url.pathname}${params.size ? `?${params}` : ''}${url.hash}`);
  }
  if (source === 'default' && restoreSnapshot(env.storage)) source = 'snapshot';
  if (source === 'default') resetDatabase(DEFAULT_SCENARIO);

  let latencyMs = 0;
  const latency = params.get('latency');
  if (latency !== null) {
    const value = Number(latency);
    if (Number.isInteger(value) && value >= 0 && value <= 60_000) latencyMs = value;
    else console.warn('[mock] ignoring ?latency: expected milliseconds between 0 and 60000');
  }
  const fault = readFault(params);
  configureMock({ latencyMs, faults: fault ? [fault] : [], profile });

  let saved = -1;
  const persist = () => {
    const version = databaseVersion();
    if (version === saved) return;
    saved = version;
    if (saveSnapshot(env.storage, currentScenario()) === 'failed')
      console.warn('[mock] could not save the database to localStorage');
  };
  persist();
  return { source, scenario: currentScenario(), profile, latencyMs, fault, persist };
}

/**
 * A page that finds msw's worker registered re-checks it with `registration.update()`, and msw
 * leaves that promise unhandled (mswjs/msw#2006). On a reload the worker may be unregistering
 * itself (its last page went) or its script may not be fetchable: the check fails ("… Not found")
 * though mocking goes on, and the dev server's error overlay covered the console. Each stored
 * registration's check gets a handler first (msw reads the same objects): a failure is a warning.
 */
export async function warnOnFailedWorkerChecks(
  container: Pick<ServiceWorkerContainer, 'getRegistrations'>,
): Promise<void> {
  for (const registration of await container.getRegistrations()) {
    const check = registration.update.bind(registration);
    registration.update = () => {
      const checked = check();
      checked.catch((error: unknown) =>
        console.warn('[mock] the service worker could not be re-checked; the one in place goes on', error),
      );
      return checked;
    };
  }
}

/** Prepares the database and starts the service worker on `apiBaseUrl`; resolves once requests are intercepted. */
export async function startBrowserMock(apiBaseUrl: string): Promise<PreparedMock> {
  const prepared = prepareBrowserMock({
    location: window.location,
    history: window.history,
    storage: window.localStorage,
  });
  onRequestSettled(prepared.persist);
  await warnOnFailedWorkerChecks(navigator.serviceWorker);
  const worker = setupWorker(...createApiHandlers(apiBaseUrl));
  await worker.start({ onUnhandledFrame: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' }, quiet: true });
  console.info(startupLine(prepared, apiBaseUrl));
  return prepared;
}

/** The console's start-up line: where the data came from, the profile, and any latency or fault. */
export function startupLine(prepared: Omit<PreparedMock, 'persist'>, apiBase: string): string {
  const extras = [
    prepared.latencyMs ? `latency ${prepared.latencyMs} ms` : '',
    prepared.fault
      ? `fault ${prepared.fault.status} on ${prepared.fault.method ? `${prepared.fault.method} ` : ''}/${prepared.fault.pathPattern}/`
      : '',
  ]
    .filter(Boolean)
    .join(', ');
  return `[mock] API at ${apiBase} mocked in the browser (${prepared.source}: ${prepared.scenario ?? 'restored edits'}); profile ${prepared.profile}${extras ? `; ${extras}` : ''}`;
}
