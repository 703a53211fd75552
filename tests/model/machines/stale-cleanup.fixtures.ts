// Fixtures of the stale clean-up's expectation (stale-cleanup.expected.ts) and its drivers.
import type { StaleDevicesPreview } from '../../../src/api/schemas/reports/trends.ts';

/** Stands for "some devices are stale"; the driver answers with the mock's real preview. */
export const MODEL_PREVIEW: StaleDevicesPreview = {
  devices: [
    { id: 'model-device', name: 'MODEL-DEVICE', licenseId: 'model-license', lastHeartbeat: '2025-01-01T00:00:00Z' },
  ],
  licenses: [{ id: 'model-license', key: 'MODEL-KEY', freed: 1, currentActivations: 1, maxActivations: 2 }],
};
export const MODEL_HOURS = 24;

export const PREVIEW_EVENTS = {
  done: 'xstate.done.actor.loadPreview',
  error: 'xstate.error.actor.loadPreview',
} as const;
