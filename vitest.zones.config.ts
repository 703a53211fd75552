// The date suite (tests/unit/dates/) again with the clock in America/Los_Angeles: the main
// config runs it in Asia/Tokyo. A local day and its UTC date differ in opposite directions in
// the two zones, so an end date or an expiry window mixing UTC and local time fails in one.
import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

// After the base config's import (which sets Asia/Tokyo); the workers inherit it.
process.env.TZ = 'America/Los_Angeles';

export default defineConfig({ ...base, test: { ...base.test, include: ['tests/unit/dates/**/*.test.ts'] } });
