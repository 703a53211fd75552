// The browser host's start-up (everything but the service worker itself): ?scenario,
// the localStorage snapshot, ?latency and ?fault.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../support/api.ts';
import { common } from '../../../src/shared/messages/common.ts';
import { dumpDatabase, tables } from '../../../src/mocks/db.ts';
import { onRequestSettled } from '../../../src/mocks/handlers/define.ts';
import {
  DEFAULT_FAULT_PATTERN,
  prepareBrowserMock,
  warnOnFailedWorkerChecks,
  type BrowserEnvironment,
} from '../../../src/mocks/hosts/browser.ts';
import { restoreSnapshot, saveSnapshot, SNAPSHOT_KEY } from '../../../src/mocks/hosts/snapshot.ts';
import { currentScenario, resetDatabase } from '../../../src/mocks/scenarios/index.ts';
import { mockSettings } from '../../../src/mocks/settings.ts';
import { demoUserId, errorBody, raw, signIn } from './_helpers.ts';

function environment(href: string) {
  const replaceState = vi.fn();
  const env: BrowserEnvironment = {
    location: { href },
    history: { state: { from: 'x' }, replaceState },
    storage: localStorage,
  };
  return { env, replaceState };
}

let unsubscribe: (() => void) | null = null;
afterEach(() => {
  unsubscribe?.();
  unsubscribe = null;
  vi.restoreAllMocks();
});

describe('prepareBrowserMock', () => {
  it('seeds demo when nothing is stored, and saves it', () => {
    tables.licenses.remove(tables.licenses.all()[0]!.id); // make the current state differ from a fresh seed
    const { env, replaceState } = environment('http://localhost:1234/dashboard');
    const prepared = prepareBrowserMock(env);
    expect(prepared).toMatchObject({ source: 'default', scenario: 'demo', latencyMs: 0, fault: null });
    expect(tables.licenses.count()).toBe(60);
    expect(replaceState).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(SNAPSHOT_KEY)!)).toMatchObject({ scenario: 'demo', dump: { format: 1 } });
  });

  it('?scenario=NAME resets to it and removes only that parameter from the URL', () => {
    const { env, replaceState } = environment('http://localhost:1234/licenses?tab=2&scenario=empty#top');
    const prepared = prepareBrowserMock(env);
    expect(prepared).toMatchObject({ source: 'url', scenario: 'empty' });
    expect(tables.users.count()).toBe(2);
    expect(replaceState).toHaveBeenCalledExactlyOnceWith({ from: 'x' }, '', '/licenses?tab=2#top');
    expect(currentScenario()).toBe('empty');
  });

  it('an unknown ?scenario is ignored (with a warning) and removed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { env, replaceState } = environment('http://localhost:1234/?scenario=galaxy');
    expect(prepareBrowserMock(env)).toMatchObject({ source: 'default', scenario: 'demo' });
    expect(warn).toHaveBeenCalled();
    expect(replaceState).toHaveBeenCalledWith({ from: 'x' }, '', '/');
  });

  it("restores a developer's edits after a reload: every mutating request is saved", async () => {
    const first = prepareBrowserMock(environment('http://localhost:1234/').env);
    unsubscribe = onRequestSettled(first.persist);
    const { accessToken } = await signIn('admin');
    const { license } = await callApi('createLicense', {
      body: {
        applicationId: tables.applications.all()[0]!.id,
        userId: demoUserId(),
        type: 'perpetual',
        maxActivations: 4,
      },
    });
    const edited = JSON.stringify(dumpDatabase());

    resetDatabase('empty'); // "reload": the in-memory database is gone
    const second = prepareBrowserMock(environment('http://localhost:1234/licenses').env);
    expect(second.source).toBe('snapshot');
    expect(JSON.stringify(dumpDatabase())).toBe(edited);
    expect(tables.licenses.get(license.id)).toMatchObject({ maxActivations: 4 });
    // The session survives the reload too.
    expect((await raw('GET', '/auth/verify', { token: accessToken })).status).toBe(200);
  });

  it('falls back to demo when the stored snapshot is unreadable', () => {
    localStorage.setItem(
      SNAPSHOT_KEY,
      '{"version":1,"scenario":"empty","dump":{"format":1,"tables":{"users":"oops"}}}',
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    resetDatabase('quota-exhausted');
    expect(prepareBrowserMock(environment('http://localhost:1234/').env)).toMatchObject({
      source: 'default',
      scenario: 'demo',
    });
    expect(tables.licenses.count()).toBe(60);
  });

  it('refuses a stored snapshot whose rows break the row schemas, whole: no such row reaches the database', () => {
    resetDatabase('quota-exhausted');
    const dump = dumpDatabase();
    const licenses = dump.tables.licenses.map((row, i) => (i === 0 ? { ...row, status: 'BOGUS' } : row));
    localStorage.setItem(
      SNAPSHOT_KEY,
      JSON.stringify({
        version: 1,
        scenario: null,
        savedAt: '',
        dump: { ...dump, tables: { ...dump.tables, licenses } },
      }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(prepareBrowserMock(environment('http://localhost:1234/').env)).toMatchObject({
      source: 'default',
      scenario: 'demo',
    });
    expect(warn).toHaveBeenCalled();
    expect(tables.licenses.count()).toBe(60);
    expect(tables.licenses.all().map((l) => l.status)).not.toContain('BOGUS');
  });

  it('?latency and ?fault configure the mock; auth calls stay reachable by default', async () => {
    const prepared = prepareBrowserMock(environment('http://localhost:1234/?latency=30&fault=503').env);
    expect(prepared.latencyMs).toBe(30);
    expect(prepared.fault).toEqual({ status: 503, pathPattern: DEFAULT_FAULT_PATTERN });
    expect(mockSettings.latencyMs).toBe(30);
    const { accessToken } = await signIn('admin'); // /api/auth/login is not failed
    expect(errorBody(await raw('GET', '/licenses', { token: accessToken }), 503).message).toBe(common.serverError);
  });

  it('?faultMethod fails only calls of that method (a save, not the read before it)', async () => {
    prepareBrowserMock(
      environment('http://localhost:1234/?fault=500&faultPath=%2Fmy-owner&faultMethod=put&faultTimes=1').env,
    );
    const { accessToken } = await signIn('admin');
    expect((await raw('GET', '/api/my-owner', { token: accessToken })).status).toBe(200);
    const body = { subsclight_site: 'walk-site' };
    expect((await raw('PUT', '/api/my-owner', { token: accessToken, body })).status).toBe(500);
    expect((await raw('PUT', '/api/my-owner', { token: accessToken, body })).status).toBe(200);
  });

  it('?faultPath and ?faultTimes narrow the fault; a bad ?fault is ignored', async () => {
    prepareBrowserMock(environment('http://localhost:1234/?fault=500&faultPath=%5E%2Fdevices&faultTimes=1').env);
    const { accessToken } = await signIn('admin');
    expect((await raw('GET', '/licenses', { token: accessToken })).status).toBe(200);
    expect((await raw('GET', '/devices', { token: accessToken })).status).toBe(500);
    expect((await raw('GET', '/devices', { token: accessToken })).status).toBe(200);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(prepareBrowserMock(environment('http://localhost:1234/?fault=200').env).fault).toBeNull();
    expect(mockSettings.faults).toEqual([]);
  });
});

describe('snapshots too big for localStorage', () => {
  it('keep only the scenario name, which a reload re-seeds', () => {
    resetDatabase('quota-exhausted');
    const small: Storage = Object.assign(Object.create(localStorage) as Storage, {
      setItem(key: string, value: string) {
        if (value.length > 500) throw new DOMException('full', 'QuotaExceededError');
        localStorage.setItem(key, value);
      },
      getItem: (key: string) => localStorage.getItem(key),
    });
    expect(saveSnapshot(small, 'quota-exhausted')).toBe('scenario-only');
    const before = JSON.stringify(dumpDatabase().tables.licenses.map((l) => l.key));
    resetDatabase('demo');
    expect(restoreSnapshot(small)).toEqual({ restored: 'scenario', scenario: 'quota-exhausted' });
    expect(JSON.stringify(dumpDatabase().tables.licenses.map((l) => l.key))).toBe(before);
  });
});

describe('warnOnFailedWorkerChecks', () => {
  it("gives each stored worker's re-check a handler: a failure is a warning, not an unhandled rejection", async () => {
    const failure = new TypeError(
      "Failed to update a ServiceWorker for scope ('http://localhost:1234/') with script ('http://localhost:1234/mockServiceWorker.js'): Not found",
    );
    const registration = { update: vi.fn(() => Promise.reject(failure)) } as unknown as ServiceWorkerRegistration;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      await warnOnFailedWorkerChecks({ getRegistrations: () => Promise.resolve([registration]) });
      // As msw calls it: the promise is dropped.
      void registration.update();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be re-checked'), failure);
      expect(unhandled).not.toHaveBeenCalled();
      // The caller still sees the outcome.
      await expect(registration.update()).rejects.toBe(failure);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
