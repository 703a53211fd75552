// Property-based fuzzing of the mock (fuzz.test.ts): what a plan says of one call, and the fields and edges
// several plans share.
import * as fc from 'fast-check';
import type * as z from 'zod';
import { type EndpointId, type Endpoints } from '../../../../src/api/catalog/endpoints.ts';
import { LICENSE_TYPES } from '../../../../src/api/schemas/licensing/license.ts';
import { DURATION_UNITS } from '../../../../src/api/schemas/licensing/policy.ts';
import { LIMITS, MAX_LIST_PAGE_SIZE } from '../../../../src/shared/constants.ts';
import { type ScenarioName } from '../../../../src/mocks/scenarios/index.ts';
import { type RawResponse } from '../_helpers.ts';
import { type Rec, bounds, nonBlank, version, optional } from './arbitraries.ts';
import { type World, idOf } from './world.ts';

// ---------------------------------------------------------------------------------------
// Which calls

export type HasInput<E> = E extends { body: z.ZodType } ? true : E extends { query: z.ZodType } ? true : false;
export type FuzzedId = { [K in EndpointId]: HasInput<Endpoints[K]> extends true ? K : never }[EndpointId];

// ---------------------------------------------------------------------------------------
// Plans

export interface Plan {
  /** Who calls (null: no token). */
  as: 'admin' | 'user' | null;
  /** The data it meets (demo when absent): creating what demo already has would only ever be a 409. */
  scenario?: ScenarioName;
  /** Valid fields (a record of arbitraries; each key is a field of the body or query). */
  fields: (w: World) => Record<string, fc.Arbitrary<unknown>>;
  /** Boundary values per field, beside the generic junk. */
  edges?: Record<string, fc.Arbitrary<unknown>>;
  /** The `:id` of the path, for calls that have one. */
  param?: (w: World) => fc.Arbitrary<string>;
  /** Extra checks after an accepted input (mass assignment, ownership). */
  accepted?: (body: Rec, res: RawResponse) => void;
  /** The share of inputs at least refused, when the call's input is mostly free text (0.4 for a query, 0.5 for a body otherwise). */
  refusedAtLeast?: number;
}

export const appFields = () => ({
  name: nonBlank(LIMITS.appNameMax, LIMITS.appNameMin),
  description: nonBlank(60),
  version,
});
export const appEdges = {
  name: bounds(LIMITS.appNameMin, LIMITS.appNameMax),
  description: bounds(1, LIMITS.appDescriptionMax),
  version: fc.constantFrom('1.0', 'v1.0.0', '1.0.0.0', '１.０.０', '1.0.0 ', '-1.0.0'),
};
export const pageFields = () => ({
  page: fc.integer({ min: 1, max: 50 }),
  pageSize: fc.integer({ min: 1, max: MAX_LIST_PAGE_SIZE }),
  search: fc.string({ maxLength: LIMITS.searchMax }),
  sortOrder: fc.constantFrom('asc', 'desc'),
});
export const pageEdges = {
  page: fc.constantFrom('0', '-1', '1.5', '', ' 2 ', '1e3', '0x10', 'NaN', 'Infinity', '9'.repeat(400)),
  pageSize: fc.constantFrom('0', String(MAX_LIST_PAGE_SIZE), String(MAX_LIST_PAGE_SIZE + 1), '25.5', '-25'),
  search: bounds(0, LIMITS.searchMax),
  sortOrder: fc.constantFrom('ASC', 'up', ''),
};

/** A policy's fields: a subscription with a term or a perpetual one, features of the catalogue. */
export const policyFields = (w: World, withApplication: boolean) => ({
  ...(withApplication ? { applicationId: idOf(w.applicationIds) } : {}),
  name: nonBlank(LIMITS.policyNameMax),
  type: fc.constantFrom(...LICENSE_TYPES),
  durationValue: fc.integer({ min: 1, max: 10 }),
  durationUnit: fc.constantFrom(...DURATION_UNITS),
  maxActivations: fc.integer({ min: 1, max: LIMITS.maxActivationsMax }),
  heartbeatWindowHours: optional(fc.option(fc.integer({ min: 1, max: LIMITS.heartbeatWindowMaxHours }), { nil: null })),
  gracePeriodDays: optional(fc.integer({ min: 0, max: LIMITS.gracePeriodMaxDays })),
  entitlements: optional(fc.subarray(['BASIC', 'EXPORT_CSV', 'EXPORT_PDF'])),
  isDefault: optional(fc.boolean()),
});
export const policyEdges = {
  name: bounds(1, LIMITS.policyNameMax),
  durationValue: fc.constantFrom(0, -1, 1.5, '１２', 3651, 121, ''),
  durationUnit: fc.constantFrom('week', 'DAY', '', null),
  heartbeatWindowHours: fc.constantFrom(0, LIMITS.heartbeatWindowMaxHours + 1, '２４', 'hour'),
  gracePeriodDays: fc.constantFrom(-1, LIMITS.gracePeriodMaxDays + 1, 0.5),
  entitlements: fc.constantFrom(['NOPE'], 'BASIC', [null]),
  isDefault: fc.constantFrom('true', 1, null),
};

/** A plan for every call of the catalog with a body or a query, split by subject across plans-*.ts. */
export type Plans = { [K in FuzzedId]: Plan };
