// Paths through the stale-cleanup statechart (device health), generated from its
// definition. The screen test replays them on the REAL clean-up control against the msw/node
// mock, each preview call held until the path says how it ends.
import type { EventObject } from 'xstate';
import type { StaleDevicesPreview } from '../../../src/api/schemas/trends.ts';
import { staleCleanupMachine } from '../../../src/machines/stale-cleanup/stale-cleanup-machine.ts';
import { defaultEventLabel, type EventPayloads } from '../support/coverage.ts';
import type { MachineModel } from '../support/model.ts';

/** Stands for "some devices are stale"; the driver answers with the mock's real preview. */
export const MODEL_PREVIEW: StaleDevicesPreview = {
  devices: [{ id: 'model-device', name: 'MODEL-DEVICE', licenseId: 'model-license', lastHeartbeat: '2025-01-01T00:00:00Z' }],
  licenses: [{ id: 'model-license', key: 'MODEL-KEY', freed: 1, currentActivations: 1, maxActivations: 2 }],
};
export const MODEL_HOURS = 24;

export const PREVIEW_EVENTS = {
  done: 'xstate.done.actor.loadPreview',
  error: 'xstate.error.actor.loadPreview',
} as const;

const events: EventPayloads = {
  'cleanup.open': [{ type: 'cleanup.open', hours: MODEL_HOURS }],
  [PREVIEW_EVENTS.done]: [
    { type: PREVIEW_EVENTS.done, output: MODEL_PREVIEW },
    { type: PREVIEW_EVENTS.done, output: { devices: [], licenses: [] } },
  ],
  [PREVIEW_EVENTS.error]: [{ type: PREVIEW_EVENTS.error, error: { name: 'ApiError', status: 400, message: 'preview failed' } }],
};

function describeEvent(event: EventObject): string {
  const e = event as EventObject & { output?: StaleDevicesPreview };
  if (e.type === PREVIEW_EVENTS.done) return `done loadPreview (${e.output?.devices.length ? 'stale devices' : 'none'})`;
  if (e.type === PREVIEW_EVENTS.error) return 'error loadPreview';
  return defaultEventLabel({ type: e.type });
}

export const model: MachineModel = {
  machine: staleCleanupMachine,
  flows: [{ events, filterEvents: (snapshot, event) => snapshot.can(event), describeEvent }],
};
