// Run-time knobs of the mock backend: token lifetimes, artificial latency, fault injection,
// the clock and the profile. Everything in src/mocks reads the time through `nowMs()`, so a
// test (or POST /__mock/config over HTTP) can move it.
import { millisecondsInDay as DAY, millisecondsInMinute as MINUTE } from 'date-fns/constants';
import * as z from 'zod';

/** One injected failure: requests whose path matches `pathPattern` (a RegExp source) answer `status`. */
export interface FaultRule {
  pathPattern: string;
  status: number;
  /** Only for this method (any when absent). */
  method?: string;
  /** How many requests fail before the rule is used up (every request when absent). */
  times?: number;
}

/**
 * What the mock plays: `full`, our server with every extension; `spec`, a licence server with
 * only the contract's calls and fields (profiles/spec.ts); `rest`, the same answered the plain
 * REST way (profiles/rest.ts: 201 and 204, bare records, other refusals).
 */
export const MOCK_PROFILES = ['full', 'spec', 'rest'] as const;
export type MockProfile = (typeof MOCK_PROFILES)[number];
export const isMockProfile = (value: unknown): value is MockProfile =>
  (MOCK_PROFILES as readonly unknown[]).includes(value);

export interface MockSettings {
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  latencyMs: number;
  faults: FaultRule[];
  /** Added to the real clock by `nowMs()`. */
  nowOffsetMs: number;
  profile: MockProfile;
}

export const DEFAULT_MOCK_SETTINGS: Readonly<MockSettings> = Object.freeze({
  accessTokenTtlMs: 15 * MINUTE,
  refreshTokenTtlMs: 7 * DAY,
  latencyMs: 0,
  faults: [],
  nowOffsetMs: 0,
  profile: 'full',
});

/** The live settings; change them with `configureMock`, never by hand. */
export const mockSettings: MockSettings = { ...DEFAULT_MOCK_SETTINGS, faults: [] };

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

export const faultRuleSchema = z.object({
  pathPattern: z.string().max(500).refine(compiles, { error: 'pathPattern must be a valid regular expression' }),
  status: z.number().int().min(400).max(599),
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE']).optional(),
  times: z.number().int().min(1).optional(),
});

/** What POST /__mock/config and `configureMock` accept. */
export const mockConfigSchema = z.object({
  accessTokenTtlMs: z
    .number()
    .int()
    .min(1)
    .max(30 * DAY)
    .optional(),
  refreshTokenTtlMs: z
    .number()
    .int()
    .min(1)
    .max(365 * DAY)
    .optional(),
  latencyMs: z.number().int().min(0).max(60_000).optional(),
  faults: z.array(faultRuleSchema).max(50).optional(),
  nowOffsetMs: z
    .number()
    .int()
    .min(-100 * 365 * DAY)
    .max(100 * 365 * DAY)
    .optional(),
  profile: z.enum(MOCK_PROFILES).optional(),
});

/** Changes some settings; returns a copy of the result. */
export function configureMock(partial: Partial<MockSettings>): MockSettings {
  const { faults, ...rest } = partial;
  Object.assign(mockSettings, Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)));
  if (faults !== undefined) mockSettings.faults = faults.map((f) => ({ ...f }));
  return { ...mockSettings, faults: mockSettings.faults.map((f) => ({ ...f })) };
}

export function resetMockSettings(): void {
  Object.assign(mockSettings, DEFAULT_MOCK_SETTINGS, { faults: [] });
}

/** The mock's clock in epoch milliseconds. */
export function nowMs(): number {
  return Date.now() + mockSettings.nowOffsetMs;
}

export function nowIso(): string {
  return new Date(nowMs()).toISOString();
}

/** The fault that applies to this request, if any; a rule with `times` is used up by it. */
export function takeFault(method: string, pathname: string): FaultRule | null {
  const index = mockSettings.faults.findIndex(
    (rule) =>
      (!rule.method || rule.method === method.toUpperCase()) &&
      compiles(rule.pathPattern) &&
      new RegExp(rule.pathPattern).test(pathname),
  );
  if (index < 0) return null;
  const rule = mockSettings.faults[index]!;
  if (rule.times !== undefined) {
    rule.times -= 1;
    if (rule.times <= 0) mockSettings.faults.splice(index, 1);
  }
  return { ...rule };
}
