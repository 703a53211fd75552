// The named seeds of the mock database (docs/mock-backend.md) and the one way to load them.
import { clearDatabase, resetActivitySequence } from '../db.ts';
import { resetLoginAttempts } from '../domain/auth.ts';
import { nowMs } from '../settings.ts';
import { seedDemo } from './demo.ts';
import { seedEmpty } from './empty.ts';
import { seedLarge } from './large.ts';
import { seedQuotaExhausted } from './quota-exhausted.ts';

export { DEMO_ACCOUNTS, SEED_USER_PASSWORD, type DemoAccount } from '../seed/accounts.ts';

export const SCENARIOS = ['demo', 'empty', 'quota-exhausted', 'large'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];
export const DEFAULT_SCENARIO: ScenarioName = 'demo';

const SEEDERS: Record<ScenarioName, (at: number) => void> = {
  demo: seedDemo,
  empty: seedEmpty,
  'quota-exhausted': seedQuotaExhausted,
  large: seedLarge,
};

export function isScenarioName(value: unknown): value is ScenarioName {
  return SCENARIOS.some((name) => name === value);
}

let loaded: ScenarioName | null = null;

/** The scenario last loaded by resetDatabase (null before any, or after a snapshot restore). */
export function currentScenario(): ScenarioName | null {
  return loaded;
}

/** Forgets the loaded scenario name (the browser host calls it after restoring a snapshot). */
export function markScenario(name: ScenarioName | null): void {
  loaded = name;
}

/** Drops everything (sessions and login lockouts included) and seeds the scenario. Synchronous. */
export function resetDatabase(name: ScenarioName): void {
  if (!isScenarioName(name)) throw new Error(`[mock] unknown scenario: ${String(name)}`);
  clearDatabase();
  resetLoginAttempts();
  resetActivitySequence();
  SEEDERS[name](nowMs());
  loaded = name;
}
