// The named seeds of the mock database (docs/mock-backend.md) and the one way to load them.
import { clearDatabase, resetActivitySequence } from '../db.ts';
import { resetLoginAttempts } from '../domain/auth.ts';
import { nowMs } from '../settings.ts';
import { seedSigningKey } from '../seed/signing-key.ts';
import { DEMO_SEED, seedDemo } from './demo.ts';
import { EMPTY_SEED, seedEmpty } from './empty.ts';
import { LARGE_SEED, seedLarge } from './large.ts';
import { QUOTA_EXHAUSTED_SEED, seedQuotaExhausted } from './quota-exhausted.ts';
import { QUOTA_OVERDRAWN_SEED, seedQuotaOverdrawn } from './quota-overdrawn.ts';

export { DEMO_ACCOUNTS, SEED_USER_PASSWORD, type DemoAccount } from '../seed/accounts.ts';

export const SCENARIOS = ['demo', 'empty', 'quota-exhausted', 'quota-overdrawn', 'large'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];
export const DEFAULT_SCENARIO: ScenarioName = 'demo';

const SEEDERS: Record<ScenarioName, (at: number) => void> = {
  demo: seedDemo,
  empty: seedEmpty,
  'quota-exhausted': seedQuotaExhausted,
  'quota-overdrawn': seedQuotaOverdrawn,
  large: seedLarge,
};

export function isScenarioName(value: unknown): value is ScenarioName {
  return SCENARIOS.some((name) => name === value);
}

/** Each scenario's seed: its data's, and its licence-signing key's (seed/signing-key.ts). */
export const SCENARIO_SEEDS: Readonly<Record<ScenarioName, number>> = {
  demo: DEMO_SEED,
  empty: EMPTY_SEED,
  'quota-exhausted': QUOTA_EXHAUSTED_SEED,
  'quota-overdrawn': QUOTA_OVERDRAWN_SEED,
  large: LARGE_SEED,
};

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
  const at = nowMs();
  SEEDERS[name](at);
  seedSigningKey(SCENARIO_SEEDS[name], at);
  loaded = name;
}
